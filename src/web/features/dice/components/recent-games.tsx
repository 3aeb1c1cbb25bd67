import type { RecentRoundsLook } from '../../../components/game/recent-games-card';
import type { RecentDiceGame } from '../api';
import type { DiceText } from '../texts';
import { DieFace } from './die-face';

/** SPEC.md: the last 5 dice games, each with a way to verify it on the Fairness page. */
export function diceRecentLook(t: DiceText): RecentRoundsLook<RecentDiceGame> {
  return {
    noun: t('recentNoun'),
    testId: 'dice-recent-games',
    lead: (game) =>
      game.roll ? (
        <DieFace value={game.roll} variant="chip" className="size-8 shrink-0" />
      ) : (
        <span aria-hidden="true" className="size-8 shrink-0 rounded-lg bg-night-700" />
      ),
  };
}
