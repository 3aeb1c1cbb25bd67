import type { RecentRoundsLook } from '../../../components/game/recent-games-card';
import type { RecentDiceGame } from '../api';
import { DieFace } from './die-face';

/** SPEC.md: the last 5 dice games, each with a way to verify it on the Fairness page. */
export const DICE_RECENT: RecentRoundsLook<RecentDiceGame> = {
  noun: 'rolls',
  testId: 'dice-recent-games',
  lead: (game) =>
    game.roll ? (
      <DieFace value={game.roll} variant="chip" className="size-8 shrink-0" />
    ) : (
      <span aria-hidden="true" className="size-8 shrink-0 rounded-lg bg-night-700" />
    ),
};
