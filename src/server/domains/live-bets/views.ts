import {
  HIDDEN_PLAYER,
  inTab,
  LIVE_BET_TABS,
  LIVE_BETS_LIMIT,
  type LiveBet,
  multiplierOf,
} from '../../../contract/live-bets';
import type { FeedRow } from './repository';

/** A hidden player is 'Hidden' and has no id (DECISIONS.md §10). */
export function playerOf(row: { userId: number; username: string; hidden: boolean }) {
  return row.hidden
    ? { userId: null, username: HIDDEN_PLAYER }
    : { userId: row.userId, username: row.username };
}

export function toLiveBet(row: FeedRow): LiveBet {
  return {
    id: row.id,
    game: row.game,
    ...playerOf(row),
    betAmount: row.betAmount,
    payout: row.payout,
    multiplier: multiplierOf(row.betAmount, row.payout),
    createdAt: row.createdAt,
  };
}

/**
 * One push's bets, oldest first: of what was read since the last push, the newest LIVE_BETS_LIMIT
 * of each tab (a tab shows no more), so a burst of small bets never pushes a lucky win out of it.
 */
export function pushedBets(bets: readonly LiveBet[]): LiveBet[] {
  const sorted = [...bets].sort((a, b) => a.id - b.id);
  const kept = new Set<number>();
  for (const tab of LIVE_BET_TABS) {
    for (const bet of sorted.filter((item) => inTab(tab, item)).slice(-LIVE_BETS_LIMIT)) kept.add(bet.id);
  }
  return sorted.filter((bet) => kept.has(bet.id));
}
