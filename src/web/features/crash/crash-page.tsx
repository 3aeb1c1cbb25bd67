import { useState } from 'react';
import { GamePage } from '../../components/game/game-page';
import { InstantGamePage } from '../../components/game/instant-game-page';
import { CrashIcon } from '../../components/icons';
import { Badge } from '../../components/ui/badge';
import { useT } from '../../lib/i18n';
import { useBetHotkey } from '../../lib/use-bet-hotkey';
import type texts from '../../locales/en/crash.json';
import { CrashBetPanel, GuestBetPanel } from './components/crash-bet-panel';
import { CrashStage, prefersReducedMotion } from './components/crash-stage';
import { HistoryChips } from './components/history-chips';
import { PlayersList } from './components/players-list';
import { CrashRecentGames } from './components/recent-games';
import { isOpenBet } from './crash-state';
import { useCrashGame } from './hooks/use-crash-game';
import { useLiveMultiplier } from './hooks/use-live-multiplier';

/** The live crash round: anyone may watch it; a signed-in player bets and cashes out. */
export function CrashPage() {
  const t = useT<typeof texts>('crash');
  const game = useCrashGame();
  const header = {
    title: t('title'),
    subtitle: t('subtitle'),
    icon: CrashIcon,
    betKeyAction: t('betKeyAction'),
  };
  const { user, live, mine, action } = game;
  const [reducedMotion] = useState(prefersReducedMotion);
  const open = mine !== null && isOpenBet(mine);
  const liveMultiplier = useLiveMultiplier(live.round?.phase === 'running' && open, live.anchor);
  useBetHotkey(game.act, action.kind !== 'wait' && !game.sending, user !== null);

  const stage = (
    <CrashStage
      round={live.round}
      anchor={live.anchor}
      offset={live.offset}
      reducedMotion={reducedMotion}
      top={<HistoryChips history={live.history} />}
    />
  );
  const players = <PlayersList bets={live.round?.bets ?? []} ownId={user?._id} />;
  const badge = (
    <Badge tone={game.connected ? 'win' : 'neutral'}>{game.connected ? t('live') : t('connecting')}</Badge>
  );

  if (!user) {
    return (
      <GamePage {...header} badge={badge}>
        <div className="grid grid-cols-1 gap-3 sm:gap-4 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)] lg:gap-5">
          <div className="order-2 lg:order-1">
            <GuestBetPanel />
          </div>
          <div className="order-1 lg:order-2">{stage}</div>
        </div>
        {players}
      </GamePage>
    );
  }

  return (
    <InstantGamePage
      {...header}
      badge={badge}
      balance={game.balance}
      balanceTestId="crash-balance"
      panel={
        <CrashBetPanel
          stake={game.stake}
          auto={game.auto}
          balance={game.balance}
          onRefilled={game.setFunFunds}
          onAct={game.act}
          action={action}
          sending={game.sending}
          locked={game.sending || (mine !== null && live.round?.phase !== 'crashed')}
          live={liveMultiplier}
          openStake={open ? mine.betAmount : null}
        />
      }
      stage={stage}
    >
      {players}
      <CrashRecentGames settledBetId={mine !== null && mine.payout !== null ? mine.betId : null} />
    </InstantGamePage>
  );
}
