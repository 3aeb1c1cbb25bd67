import { type Static, Type } from 'typebox';
import { IdParams, StringEnum } from './common';
import { LEADERBOARD_CATEGORIES, leaderboardMessages } from './leaderboard-texts';
import { EquippedItems } from './shop';

export * from './leaderboard-texts';

export const LeaderboardEntry = Type.Object({
  _id: Type.Integer(),
  userId: Type.Integer(),
  username: Type.String(),
  category: StringEnum(LEADERBOARD_CATEGORIES),
  value: Type.Number(),
  gameType: Type.Union([Type.String(), Type.Null()]),
  /** ISO 8601 */
  achievedAt: Type.String(),
  /** Set by an admin: kept over computed values until the next update from transactions. */
  edited: Type.Boolean(),
  cosmetics: EquippedItems,
});
export type LeaderboardEntry = Static<typeof LeaderboardEntry>;

export const LeaderboardResponse = Type.Object({
  most_ff: Type.Array(LeaderboardEntry),
  largest_win: Type.Array(LeaderboardEntry),
});
export type LeaderboardResponse = Static<typeof LeaderboardResponse>;

// Loose types here so that the service answers bad input with the form's own words.
export const CreateLeaderboardEntryBody = Type.Object({
  userId: Type.Optional(Type.Unknown()),
  category: Type.Optional(Type.Unknown()),
  value: Type.Optional(Type.Unknown()),
  gameType: Type.Optional(Type.Unknown()),
});
export type CreateLeaderboardEntryBody = Static<typeof CreateLeaderboardEntryBody>;

export const UpdateLeaderboardEntryBody = Type.Object({ value: Type.Optional(Type.Unknown()) });
export type UpdateLeaderboardEntryBody = Static<typeof UpdateLeaderboardEntryBody>;

export const LeaderboardCategoryParams = Type.Object({ category: Type.String({ maxLength: 40 }) });

export const UpdateFromTransactionsResponse = Type.Object({
  message: Type.String(),
  most_ff: Type.Integer(),
  largest_win: Type.Integer(),
});
export type UpdateFromTransactionsResponse = Static<typeof UpdateFromTransactionsResponse>;

export const LeaderboardEntryParams = IdParams(leaderboardMessages.entryNotFound);
