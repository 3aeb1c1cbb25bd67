import { type Static, Type } from 'typebox';
import { IdParams, StringEnum } from './common';
import { EquippedItems } from './shop';

export const LEADERBOARD_CATEGORIES = ['most_ff', 'largest_win'] as const;
export type LeaderboardCategory = (typeof LEADERBOARD_CATEGORIES)[number];

/** The game types an admin may give a Largest Win entry (SPEC.md). Computed wins may name any game. */
export const LEADERBOARD_GAME_TYPES = ['dice', 'slots', 'mines', 'coinflip'] as const;
export type LeaderboardGameType = (typeof LEADERBOARD_GAME_TYPES)[number];

/** How many entries each list shows. */
export const LEADERBOARD_SIZE = 50;

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

export const leaderboardMessages = {
  userRequired: 'User is required',
  categoryInvalid: 'Category must be most_ff or largest_win',
  valueRequired: 'Value is required',
  valueNumber: 'Value must be a number',
  valueMin: 'Value must be at least 0',
  valueStep: 'Value must be a multiple of 0.01',
  valueTooLarge: 'Value is too large',
  gameTypeInvalid: 'Game type must be dice, slots, mines or coinflip',
  gameTypeOnlyLargestWin: 'Game type is only for the Largest Win leaderboard',
  entryNotFound: 'Leaderboard entry not found',
  updated: 'Leaderboards updated from transactions',
  cleared: 'Leaderboard cleared',
  deleted: 'Leaderboard entry deleted',
  // Client-side texts of SPEC.md.
  loadFailed: 'Failed to load leaderboard data',
  deleteFailed: 'Failed to delete leaderboard entry',
  updateFailed: 'Failed to update leaderboards from transactions',
  saveFailed: 'Failed to save leaderboard entry',
  usersFailed: 'Failed to load users',
  empty: 'No entries found for this leaderboard.',
  confirmDelete: 'Are you sure you want to delete this leaderboard entry?',
} as const;

export const LeaderboardEntryParams = IdParams(leaderboardMessages.entryNotFound);

export const clearFailedMessage = (category: string) => `Failed to clear ${category} leaderboard`;
