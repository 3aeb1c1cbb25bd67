// The rewards contract's tables and texts, without the validator, so the web app can load them.
import { REWARDS_LOAD_TEXTS } from './rewards-load-texts';

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
 * Which of the day's bets of its game (of every game when `game` is null) a daily mission counts:
 * every bet; bets won (a profit); bets paid at least `atLeast` times the stake; mines rounds with at
 * least `atLeast` gems uncovered. A mission counts the XP of those bets (their edge-weighted wager,
 * src/contract/levels.ts), so no game and no stake is a cheaper way through it.
 */
export type MissionMeasure = 'bets' | 'wins' | 'multiplier' | 'gems';

export interface MissionDefinition {
  id: number;
  title: string;
  game: 'dice' | 'limbo' | 'plinko' | 'slots' | 'crash' | 'mines' | 'blackjack' | null;
  measure: MissionMeasure;
  atLeast?: number;
  /** XP of the bets it counts. */
  goal: number;
  /** FF; at most a tenth of the edge its goal stands for (MISSION_XP_PER_FF XP per FF). */
  reward: number;
}

/**
 * XP a mission's goal needs per FF of its reward: 1,000 XP is 10 FF of edge paid, so a mission gives
 * back at most 10 % of the edge it counts (REWARD_SHARES.mission).
 */
export const MISSION_XP_PER_FF = 1_000;

function mission(
  id: number,
  title: string,
  game: MissionDefinition['game'],
  measure: MissionMeasure,
  reward: number,
  atLeast?: number,
): MissionDefinition {
  const goal = reward * MISSION_XP_PER_FF;
  return { id, title, game, measure, goal, reward, ...(atLeast === undefined ? {} : { atLeast }) };
}

/**
 * The pool of daily missions: each player gets three of them a UTC day. Ids are stable (a claim
 * keeps its mission's id); a retired mission keeps its id unused. Every goal is XP (1 XP per FF
 * wagered at a 1 % edge); the reward is the goal's XP / MISSION_XP_PER_FF. Coinflip is not in the
 * pool: it is player against player, the house takes no edge. Blackjack's (ids 13 and 14) were
 * retired: played well it has almost no edge (0.04 % XP), so its goals were out of reach.
 */
export const MISSION_POOL: readonly MissionDefinition[] = [
  // id, title, game, which bets count, reward (the goal is reward × 1,000 XP), the multiplier or gems
  mission(1, 'Earn 1,000 XP playing dice', 'dice', 'bets', 1),
  mission(2, 'Earn 1,000 XP from dice wins', 'dice', 'wins', 1),
  mission(3, 'Earn 3,000 XP playing limbo', 'limbo', 'bets', 3),
  mission(4, 'Earn 2,000 XP from limbo wins at 2× or more', 'limbo', 'multiplier', 2, 2),
  mission(5, 'Earn 3,000 XP dropping plinko balls', 'plinko', 'bets', 3),
  mission(6, 'Earn 2,000 XP from plinko balls landing at 2× or more', 'plinko', 'multiplier', 2, 2),
  mission(7, 'Earn 3,000 XP spinning the slots', 'slots', 'bets', 3),
  mission(8, 'Earn 2,000 XP from winning slot spins', 'slots', 'wins', 2),
  mission(9, 'Earn 3,000 XP playing crash', 'crash', 'bets', 3),
  mission(10, 'Earn 2,000 XP from crash cash-outs at 2× or more', 'crash', 'multiplier', 2, 2),
  mission(11, 'Earn 1,000 XP playing mines', 'mines', 'bets', 1),
  mission(12, 'Earn 1,000 XP from mines rounds of 5 gems or more', 'mines', 'gems', 1, 5),
  mission(15, 'Earn 5,000 XP on any game', null, 'bets', 5),
  mission(16, 'Earn 3,000 XP from winning bets of any game', null, 'wins', 3),
  mission(17, 'Earn 1,000 XP from wins of 10× or more', null, 'multiplier', 1, 10),
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
  ...REWARDS_LOAD_TEXTS,
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
  missionsIntro:
    'Three new missions every UTC day. Each counts the XP of your bets of the day: 1 XP per FF wagered at a 1 % house edge.',
  missionProgress: (progress: string, goal: string) => `${progress} / ${goal} XP`,
  missionReward: (amount: string) => `Reward ${amount}`,
  missionDone: 'Claimed',
  missionClaim: (amount: string) => `Claim ${amount}`,
  missionsReady: 'Daily reward: a mission reward is ready to claim',
  rakebackReady: 'Daily reward: rakeback is ready to claim',
  dailyNeedsXp: (xp: string) => `Earn ${xp} more XP to unlock today's reward`,
  dailyNeedsXpHelp:
    'Daily rewards stay within a fifth of the house edge you have paid, so they unlock as you play.',
  levelTitle: (level: number) => `Level ${level}`,
  xpProgress: (xp: string, next: string) => `${xp} / ${next} XP`,
  xpHelp:
    'XP: 1 per FF wagered at a 1 % house edge (each game counts its own edge). Each level pays a reward.',
  nextLevelReward: (level: number, amount: string) => `Level ${level} pays ${amount}`,
  rakebackTitle: 'Rakeback',
  rakebackHelp: 'A tenth of the house edge you pay comes back. Claim it whenever you like.',
  rakebackAvailable: (amount: string) => `${amount} ready`,
  rakebackPending: (xp: string, perFf: string) => `${xp} / ${perFf} XP towards the next FF`,
  rakebackClaim: (amount: string) => `Claim ${amount}`,
  rakebackClaimed: (amount: string) => `${amount} of rakeback added to your balance`,
} as const;
