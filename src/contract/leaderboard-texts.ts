// The leaderboard contract's texts and limits, without the validator, so the web app can load them.

export const LEADERBOARD_CATEGORIES = ['most_ff', 'largest_win'] as const;
export type LeaderboardCategory = (typeof LEADERBOARD_CATEGORIES)[number];

/** The game types an admin may give a Largest Win entry (SPEC.md). Computed wins may name any game. */
export const LEADERBOARD_GAME_TYPES = ['dice', 'slots', 'mines', 'coinflip', 'limbo', 'plinko'] as const;
export type LeaderboardGameType = (typeof LEADERBOARD_GAME_TYPES)[number];

/** How many entries each list shows. */
export const LEADERBOARD_SIZE = 50;

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

export const clearFailedMessage = (category: string) => `Failed to clear ${category} leaderboard`;
