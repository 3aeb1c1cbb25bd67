import type { RecentRoundsLook } from '../../../components/game/recent-games-card';
import type { RecentPlinkoGame } from '../api';
import { formatMultiplier, type PlinkoText } from '../texts';

/** The last 5 drops, each with a way to verify it on the Fairness page. */
export function plinkoRecentLook(t: PlinkoText): RecentRoundsLook<RecentPlinkoGame> {
  return {
    noun: t('recentNoun'),
    testId: 'plinko-recent-games',
    text: (game) => game.board,
    lead: (game) => (
      <span
        aria-hidden="true"
        className="grid h-8 w-12 shrink-0 place-items-center rounded-lg border border-gold-400/30 bg-night-950/60 font-bold font-display text-gold-300 text-xs tabular-nums"
      >
        {game.multiplier === null ? '?' : formatMultiplier(game.multiplier)}
      </span>
    ),
  };
}
