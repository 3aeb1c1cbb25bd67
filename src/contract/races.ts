import { type Static, Type } from 'typebox';
import { PAST_RACES_DEFAULT, PAST_RACES_MAX } from './races-texts';
import { EquippedItems } from './shop';

export * from './races-texts';

/** A place of the standings; `score` is FF of edge-weighted wager (two decimals, e.g. 12.34). */
export const RaceStanding = Type.Object({
  rank: Type.Integer(),
  userId: Type.Integer(),
  username: Type.String(),
  score: Type.Number(),
  /** What the place pays if the race ended now: the table's prize, capped by the score (racePrizeEarned). */
  prize: Type.Integer(),
  /** What the player wears, so names and avatars show as on the leaderboard. */
  cosmetics: EquippedItems,
});
export type RaceStanding = Static<typeof RaceStanding>;

/** The race under way: its week, prizes, top ten and the caller's own place (null: a guest or no score). */
export const CurrentRaceResponse = Type.Object({
  id: Type.Integer(),
  /** ISO 8601: Monday 00:00 UTC. */
  startsAt: Type.String(),
  /** ISO 8601: the next Monday 00:00 UTC. */
  endsAt: Type.String(),
  prizePool: Type.Integer(),
  /** The prize of each place, place 1 first. */
  prizes: Type.Array(Type.Integer()),
  standings: Type.Array(RaceStanding),
  me: Type.Union([Type.Object({ rank: Type.Integer(), score: Type.Number() }), Type.Null()]),
});
export type CurrentRaceResponse = Static<typeof CurrentRaceResponse>;

/** A paid place of a finished race. */
export const RaceWinner = Type.Object({
  rank: Type.Integer(),
  userId: Type.Integer(),
  username: Type.String(),
  amount: Type.Integer(),
  cosmetics: EquippedItems,
});
export type RaceWinner = Static<typeof RaceWinner>;

export const PastRace = Type.Object({
  id: Type.Integer(),
  startsAt: Type.String(),
  endsAt: Type.String(),
  prizePool: Type.Integer(),
  /** ISO 8601: when the prizes were paid. */
  paidAt: Type.String(),
  winners: Type.Array(RaceWinner),
});
export type PastRace = Static<typeof PastRace>;

/** Finished races, newest first, paged by id: the next page is `?before=<nextBefore>`. */
export const PastRacesQuery = Type.Object({
  before: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: PAST_RACES_MAX, default: PAST_RACES_DEFAULT })),
});
export type PastRacesQuery = Static<typeof PastRacesQuery>;

export const PastRacesResponse = Type.Object({
  races: Type.Array(PastRace),
  nextBefore: Type.Union([Type.Integer(), Type.Null()]),
});
export type PastRacesResponse = Static<typeof PastRacesResponse>;
