/**
 * The two texts of the rewards' state that the signed-in shell keeps (web/features/rewards/hooks):
 * apart from rewards-texts.ts, whose missions and panel words then stay in the chest's own chunk
 * instead of every first page's scripts (e2e/compression.spec.ts).
 */
export const REWARDS_LOAD_TEXTS = {
  claimFailed: 'Failed to claim the reward. Please try again.',
  loadFailed: 'Failed to load your rewards.',
} as const;
