import { RACE_PRIZE_EDGE_PERCENT } from './races-texts';
// Levels, XP, rakeback and the shares of the edge the house gives back (issue 36, DECISIONS.md §10).
// Plain tables and functions, without the validator: the server pays by them, the web app shows
// them, and the economy simulation (economy.test.ts) plays them.

/**
 * XP is the edge-weighted wager (stake × the game's house edge) in hundredths of a Fun Fund: 1 XP
 * per FF wagered on a game with a 1 % edge, 100 XP per FF of edge paid.
 */
export const XP_PER_FF_OF_EDGE = 100;

/** XP from level n to level n + 1: LEVEL_STEP_XP × n (level 2 at 1,000 XP, level 3 at 3,000, …). */
export const LEVEL_STEP_XP = 1_000;

/** The XP a player needs in all to reach `level` (level 1 at 0): LEVEL_STEP_XP × level × (level − 1) / 2. */
export function xpForLevel(level: number): number {
  const n = Math.max(1, Math.floor(level));
  return (LEVEL_STEP_XP * n * (n - 1)) / 2;
}

/** The level a player with `xp` XP has reached (the largest level whose xpForLevel ≤ xp). */
export function levelForXp(xp: number): number {
  if (!(xp > 0)) return 1;
  let level = Math.max(1, Math.floor((1 + Math.sqrt(1 + (8 * xp) / LEVEL_STEP_XP)) / 2));
  while (xpForLevel(level + 1) <= xp) level += 1;
  while (level > 1 && xpForLevel(level) > xp) level -= 1;
  return level;
}

/**
 * Shares of the edge paid that each reward gives back at most, in percent (docs/rewards.md, "The
 * economy"); whole numbers, so the sums below stay exact.
 */
export const REWARD_SHARES = {
  /** Rakeback: accrues on every bet, claimable at any time. */
  rakeback: 10,
  /** Level rewards: each level pays this share of the edge paid to climb its step. */
  levels: 10,
  /** Each daily mission pays at most this share of the edge its goal needs (three a day). */
  mission: 10,
  /** The daily rewards claimed in all stay within this share of all the edge a player has paid. */
  daily: 20,
} as const;

/**
 * The most the rewards can give back, in percent of the edge paid: rakeback, level rewards, three
 * missions a day (a bet may count in all three) and the daily reward, and for a player who wins the
 * weekly race, its prize (at most RACE_PRIZE_EDGE_PERCENT of the winner's score). docs/rewards.md,
 * "The economy".
 */
export const MAX_RETURN_PERCENT =
  REWARD_SHARES.rakeback +
  REWARD_SHARES.levels +
  3 * REWARD_SHARES.mission +
  REWARD_SHARES.daily +
  RACE_PRIZE_EDGE_PERCENT;

/** Whole FF of `percent` % of the edge that `xp` XP stands for, rounded down. */
function shareOf(xp: number, percent: number): number {
  return Math.floor((xp * percent) / (XP_PER_FF_OF_EDGE * 100));
}

/**
 * What reaching `level` pays (level ≥ 2): the levels' share of the edge paid to climb from the level
 * before, LEVEL_STEP_XP × (level − 1) XP, in whole FF: level − 1 FF.
 */
export function levelReward(level: number): number {
  return shareOf(LEVEL_STEP_XP * (level - 1), REWARD_SHARES.levels);
}

/** Levels whose reaching is a milestone: a badge (achievements) besides the reward. */
export const LEVEL_MILESTONES: readonly number[] = [5, 10, 25, 50, 100];

/** Whole FF of rakeback from `xp` XP of edge-weighted wager not yet paid back (the rest waits). */
export function rakebackFor(xp: number): number {
  return shareOf(xp, REWARD_SHARES.rakeback);
}

/** The XP of edge-weighted wager one whole FF of rakeback uses up. */
export const XP_PER_RAKEBACK_FF = (XP_PER_FF_OF_EDGE * 100) / REWARD_SHARES.rakeback;

/**
 * The XP a player needs in all before daily rewards of `claimed` FF in all (this claim included)
 * stay within the daily share of the edge paid.
 */
export function dailyXpNeeded(claimed: number): number {
  return Math.ceil((claimed * XP_PER_FF_OF_EDGE * 100) / REWARD_SHARES.daily);
}
