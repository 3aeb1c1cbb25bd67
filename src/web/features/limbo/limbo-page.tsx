import { useMemo } from 'react';
import { doubleBet, halveBet } from '../../components/game/halve-double';
import { InstantGamePage, InstantStage, type StageLook } from '../../components/game/instant-game-page';
import { RecentRounds } from '../../components/game/recent-games-card';
import { useInstantBets } from '../../components/game/use-instant-bets';
import { LimboIcon } from '../../components/icons';
import { formatFunds } from '../../lib/format';
import { useGameKeys } from '../../lib/use-game-keys';
import { useInstantSession } from '../../lib/use-instant-session';
import { fetchRecentLimboGames } from './api';
import { BetPanel, maxStakeFor } from './components/bet-panel';
import { MultiplierDisplay } from './components/multiplier-display';
import { limboRecentLook } from './components/recent-games';
import { limboResultLook } from './components/result-box';
import { ResultChips } from './components/result-chips';
import { useLimboGame } from './hooks/use-limbo-game';
import { useLimboText } from './limbo-texts';
import { formatMultiplier } from './target';

const STAGE: Omit<StageLook, 'label'> = {
  glow: 'bg-[radial-gradient(ellipse_at_50%_30%,rgb(56_189_248/0.16),transparent_60%)]',
  board:
    'grid flex-1 grid-cols-[minmax(0,1fr)] place-items-center overflow-hidden bg-[radial-gradient(ellipse_at_50%_100%,var(--color-night-600),var(--color-night-900)_70%)]',
};

export function LimboPage() {
  const t = useLimboText();
  const looks = useMemo(
    () => ({
      result: limboResultLook(t),
      recent: limboRecentLook(t),
      shortcuts: [
        ['H', t('shortcut.halve')],
        ['D', t('shortcut.double')],
      ] as const,
    }),
    [t],
  );
  const session = useInstantSession(fetchRecentLimboGames);
  const game = useLimboGame(session.options);
  const { setAmount, amount, fields } = game;
  const bets = useInstantBets(session, game, game.play, { busy: game.busy, pauseMs: 400 });
  const bet = Number(amount || '0');
  const { balance } = session;
  const keys = useMemo(
    () => ({
      h: () => setAmount(String(halveBet(bet))),
      d: () => setAmount(String(doubleBet(bet, maxStakeFor(balance, fields.lastGood)))),
    }),
    [bet, balance, fields.lastGood, setAmount],
  );
  useGameKeys(keys, bets.idle);

  if (!session.user) return null;

  return (
    <InstantGamePage
      title={t('title')}
      subtitle={t('subtitle')}
      icon={LimboIcon}
      betKeyAction={t('betKeyAction')}
      shortcuts={looks.shortcuts}
      balance={balance}
      balanceTestId="limbo-balance"
      panel={<BetPanel {...bets.panel} fields={fields} busy={game.busy || bets.running} />}
      stage={
        <InstantStage
          look={{ ...STAGE, label: t('stageLabel') }}
          resultLook={looks.result}
          result={game.result}
          busy={game.busy}
          top={
            <div className="relative">
              <ResultChips chips={game.chips} />
            </div>
          }
        >
          <MultiplierDisplay
            round={game.round}
            target={fields.lastGood}
            instant={session.instant}
            onSettled={game.settle}
          />
        </InstantStage>
      }
    >
      <RecentRounds query={session.recent} {...looks.recent} />
      {bets.dialog(
        t('autobetSummary', { amount: formatFunds(bet), target: formatMultiplier(fields.lastGood) }),
      )}
    </InstantGamePage>
  );
}
