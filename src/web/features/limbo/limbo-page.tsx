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
import { LIMBO_RECENT } from './components/recent-games';
import { LIMBO_RESULT } from './components/result-box';
import { ResultChips } from './components/result-chips';
import { useLimboGame } from './hooks/use-limbo-game';
import { formatMultiplier } from './target';

const SHORTCUTS = [
  ['H', 'Halve the bet'],
  ['D', 'Double the bet'],
] as const;

const STAGE: StageLook = {
  label: 'Limbo',
  glow: 'bg-[radial-gradient(ellipse_at_50%_30%,rgb(56_189_248/0.16),transparent_60%)]',
  board:
    'grid flex-1 grid-cols-[minmax(0,1fr)] place-items-center overflow-hidden bg-[radial-gradient(ellipse_at_50%_100%,var(--color-night-600),var(--color-night-900)_70%)]',
};

export function LimboPage() {
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
      title="Limbo"
      subtitle="Name a target multiplier. If the result climbs to it, you win your bet times the target."
      icon={LimboIcon}
      betKeyAction="Place the bet"
      shortcuts={SHORTCUTS}
      balance={balance}
      balanceTestId="limbo-balance"
      panel={<BetPanel {...bets.panel} fields={fields} busy={game.busy || bets.running} />}
      stage={
        <InstantStage
          look={STAGE}
          resultLook={LIMBO_RESULT}
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
      <RecentRounds query={session.recent} {...LIMBO_RECENT} />
      {bets.dialog(`Bets ${formatFunds(bet)} on ${formatMultiplier(fields.lastGood)}, again and again.`)}
    </InstantGamePage>
  );
}
