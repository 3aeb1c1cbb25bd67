// Tips and chat rain (issue 37): what the senders' limits are read from.

/**
 * What a player has staked in all, and when they last bet (migration 0022): kept by the wager fold
 * from game_records, one row per player, so the tip limits read one row instead of the bets.
 */
export interface WagerTotalsTable {
  userId: number;
  /** Every bet's stake added up, every game together, in whole FF. */
  wagered: number;
  /** The createdAt of the player's latest bet the fold has seen (ISO 8601). */
  lastBetAt: string;
}

/** What a player sent in tips and rain on a UTC day (migration 0022): one row per sender, the latest day. */
export interface TipDaysTable {
  userId: number;
  /** YYYY-MM-DD, UTC. */
  day: string;
  sent: number;
}
