// The rewards contract's tables and texts, without the validator, so the web app can load them.

/**
 * The daily reward by day of the streak (day 1 first); from the last day on it stays at the last
 * amount. Small on purpose: what the house gives back must stay below the edge players pay.
 */
export const DAILY_REWARD_TABLE = [10, 15, 20, 25, 30, 40, 50] as const;

/** What the claim on day `streak` of a streak pays (day 1 is the first). */
export function dailyRewardFor(streak: number): number {
  const index = Math.min(Math.max(streak, 1), DAILY_REWARD_TABLE.length) - 1;
  return DAILY_REWARD_TABLE[index] as number;
}

/**
 * XP to reach level 2. Levels are not built yet (a later slice of the rewards): until then every
 * player is level 1 with 0 XP, and this is the first step of the curve they will follow.
 */
export const FIRST_LEVEL_XP = 100;

export const rewardsMessages = {
  alreadyClaimed: 'Already claimed today',
  claimed: 'Daily reward claimed!',
  claimFailed: 'Failed to claim the reward. Please try again.',
  loadFailed: 'Failed to load your rewards.',
} as const;

/** The words of the chest and its panel. */
export const REWARDS_TEXTS = {
  chestLabel: 'Daily reward',
  chestReady: 'Daily reward ready to claim',
  panelTitle: 'Daily reward',
  panelIntro:
    'Claim once every UTC day. Come back tomorrow to grow your streak; a missed day starts it over.',
  streak: (days: number) => (days === 1 ? 'Streak: 1 day' : `Streak: ${days} days`),
  day: (day: number, last: boolean) => (last ? `Day ${day}+` : `Day ${day}`),
  claim: (amount: string) => `Claim ${amount}`,
  claiming: 'Claiming…',
  added: (amount: string) => `${amount} added to your balance`,
  nextIn: (countdown: string) => `Next reward in ${countdown}`,
  close: 'Close',
} as const;
