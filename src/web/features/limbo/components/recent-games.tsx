import type { RecentRoundsLook } from '../../../components/game/recent-games-card';
import { cx } from '../../../lib/cx';
import type { RecentLimboGame } from '../api';
import type { LimboText } from '../limbo-texts';
import { formatMultiplier } from '../target';

/** The last 5 limbo bets in the page's language, each with a way to verify it on the Fairness page. */
export function limboRecentLook(t: LimboText): RecentRoundsLook<RecentLimboGame> {
  return {
    noun: t('recentNoun'),
    testId: 'limbo-recent-games',
    lead: (game) => (
      <span
        aria-hidden="true"
        className={cx(
          'grid h-8 min-w-16 shrink-0 place-items-center rounded-lg px-1.5 font-bold font-display text-xs tabular-nums',
          game.won ? 'bg-win-500/15 text-win-300' : 'bg-loss-500/10 text-loss-300',
        )}
      >
        {game.result === null ? '?' : formatMultiplier(game.result)}
      </span>
    ),
  };
}
