import { ACHIEVEMENTS, type AchievementDefinition } from '../../../contract/achievements';
import type { FoldedRecord } from '../../core/wager/records-feed';

/** What the bet achievements carry from one batch of the fold to the next, per player. */
export interface BetTally {
  bets: number;
  /** The game of the current run of winning bets (null when the last bet did not win) and its length. */
  streakGame: string | null;
  streak: number;
}

export const EMPTY_TALLY: BetTally = { bets: 0, streakGame: null, streak: 0 };

const of = (kind: AchievementDefinition['kind']) => ACHIEVEMENTS.filter((a) => a.kind === kind);
const FIRST_BETS = of('firstBet');
const BET_COUNTS = of('bets');
const STREAKS = of('streak');
const GAME_FEATS = of('game');
const MULTIPLIERS = of('bigWin').filter((a) => a.code.startsWith('win-'));
const HIGH_ROLLER = of('bigWin').filter((a) => a.code === 'high-roller');

function parseDetails(details: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(details);
    return parsed !== null && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** How far one bet went in its game's own feat: crash's cash-out, mines' gems, a blackjack natural. */
function featReached(
  achievement: AchievementDefinition,
  record: FoldedRecord,
  details: Record<string, unknown>,
) {
  if (achievement.game !== record.game) return false;
  switch (record.game) {
    case 'crash':
      // A lost crash bet is recorded with multiplier 0; a cashed-out one with the multiplier it took.
      return record.payout > 0 && Number(details.multiplier) >= achievement.goal;
    case 'mines':
      return Array.isArray(details.revealed) && details.revealed.length >= achievement.goal;
    case 'blackjack':
      return details.result === 'blackjack';
    default:
      return false;
  }
}

/**
 * Folds one player's new bets, in the order they were made, into their tally, and names every
 * achievement those bets reached (earned or not: the caller leaves out what the player already has).
 * A winning bet pays more than its stake; a run of wins counts the player's bets one after another,
 * so a loss, a push or a bet of another game starts it over.
 */
export function foldBets(
  tally: BetTally,
  records: readonly FoldedRecord[],
): { tally: BetTally; reached: Set<string> } {
  let { bets, streakGame, streak } = tally;
  const reached = new Set<string>();
  for (const record of records) {
    bets += 1;
    const won = record.profit > 0;
    if (won && streakGame === record.game) streak += 1;
    else if (won) [streakGame, streak] = [record.game, 1];
    else [streakGame, streak] = [null, 0];

    for (const a of FIRST_BETS) if (a.game === record.game) reached.add(a.code);
    for (const a of BET_COUNTS) if (bets >= a.goal) reached.add(a.code);
    for (const a of STREAKS) if (streak >= a.goal) reached.add(a.code);
    if (won && record.betAmount > 0) {
      for (const a of MULTIPLIERS) if (record.payout >= a.goal * record.betAmount) reached.add(a.code);
    }
    for (const a of HIGH_ROLLER) if (record.betAmount >= a.goal) reached.add(a.code);
    const feats = GAME_FEATS.filter((a) => a.game === record.game);
    if (feats.length > 0) {
      const details = parseDetails(record.details);
      for (const a of feats) if (featReached(a, record, details)) reached.add(a.code);
    }
  }
  return { tally: { bets, streakGame, streak }, reached };
}

/** The achievements of a count that reaches `value`: daily streak days, friends, shop items, level. */
export function countsReached(kind: 'daily' | 'friends' | 'shop' | 'level', value: number): string[] {
  return of(kind)
    .filter((a) => value >= a.goal)
    .map((a) => a.code);
}

/** The race achievements a finish at `rank` earns (the goal is the worst rank that earns it). */
export function raceReached(rank: number): string[] {
  return of('race')
    .filter((a) => rank >= 1 && rank <= a.goal)
    .map((a) => a.code);
}
