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
 * What a daily mission counts among the day's bet records of its game (of every game when `game` is
 * null): bets placed; bets won (a profit); bets paid at least `atLeast` times the stake; FF wagered;
 * different games played; mines rounds with at least `atLeast` gems uncovered.
 */
export type MissionMeasure = 'bets' | 'wins' | 'multiplier' | 'wager' | 'games' | 'gems';

export interface MissionDefinition {
  id: number;
  title: string;
  game: 'dice' | 'limbo' | 'plinko' | 'slots' | 'crash' | 'mines' | 'blackjack' | null;
  measure: MissionMeasure;
  atLeast?: number;
  goal: number;
  reward: number;
}

function mission(
  id: number,
  title: string,
  game: MissionDefinition['game'],
  measure: MissionMeasure,
  goal: number,
  reward: number,
  atLeast?: number,
): MissionDefinition {
  return { id, title, game, measure, goal, reward, ...(atLeast === undefined ? {} : { atLeast }) };
}

/**
 * The pool of daily missions: each player gets three of them a UTC day. Ids are stable (a claim
 * keeps its mission's id); a retired mission keeps its id unused. Coinflip is not in the pool: its
 * games are kept as sessions, not as bet records.
 */
export const MISSION_POOL: readonly MissionDefinition[] = [
  // id, title, game, what it counts, goal, reward, the multiplier or gems it needs
  mission(1, 'Play 20 dice rolls', 'dice', 'bets', 20, 10),
  mission(2, 'Win 8 dice rolls', 'dice', 'wins', 8, 15),
  mission(3, 'Place 20 limbo bets', 'limbo', 'bets', 20, 10),
  mission(4, 'Win 5 limbo bets at 2× or more', 'limbo', 'multiplier', 5, 20, 2),
  mission(5, 'Drop 30 plinko balls', 'plinko', 'bets', 30, 10),
  mission(6, 'Land 3 plinko balls at 2× or more', 'plinko', 'multiplier', 3, 25, 2),
  mission(7, 'Spin the slots 25 times', 'slots', 'bets', 25, 10),
  mission(8, 'Win 5 slot spins', 'slots', 'wins', 5, 15),
  mission(9, 'Play 5 crash rounds', 'crash', 'bets', 5, 15),
  mission(10, 'Cash out a crash round at 2× or more', 'crash', 'multiplier', 1, 20, 2),
  mission(11, 'Play 5 mines rounds', 'mines', 'bets', 5, 15),
  mission(12, 'Uncover 5 gems in one mines round', 'mines', 'gems', 1, 20, 5),
  mission(13, 'Play 5 blackjack hands', 'blackjack', 'bets', 5, 10),
  mission(14, 'Win 3 blackjack hands', 'blackjack', 'wins', 3, 20),
  mission(15, 'Wager 500 FF in total', null, 'wager', 500, 20),
  mission(16, 'Play 3 different games', null, 'games', 3, 15),
  mission(17, 'Win 10× your bet or more once', null, 'multiplier', 1, 30, 10),
];

/** How many missions a player gets a day. */
export const MISSIONS_PER_DAY = 3;

export const rewardsMessages = {
  alreadyClaimed: 'Already claimed today',
  nothingToClaim: 'Nothing to claim yet',
  dailyNeedsPlay: 'Play a little more to unlock the daily reward',
  missionAlreadyClaimed: 'Mission reward already claimed',
  missionNotFound: 'Mission not found',
  missionClaimed: 'Mission reward claimed!',
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
  missionsTitle: 'Daily missions',
  missionsIntro: 'Three new missions every UTC day, counted from your bets of the day.',
  missionProgress: (progress: string, goal: string) => `${progress} / ${goal}`,
  missionReward: (amount: string) => `Reward ${amount}`,
  missionDone: 'Claimed',
  missionClaim: (amount: string) => `Claim ${amount}`,
  missionsReady: 'Daily reward: a mission reward is ready to claim',
} as const;
