import type { BetFairness } from '../../../contract/fairness';
import type { GameOutcome, InstantRule } from '../../../games/instant-games';

export type { InstantDecision } from '../../../games/instant';
export type { InstantRule } from '../../../games/instant-games';

/** A bet's outcome as its game decides it. */
export type OutcomeOf<R extends InstantRule> = GameOutcome<R['game']>;

/** A bet decided at once (dice, slots): one nonce, one settlement, one ledger row, one game record. */
export interface InstantBet<R extends InstantRule = InstantRule> {
  userId: number;
  stake: number;
  /** The game and the player's choices, decided from the bet's floats by games/instant-games.ts. */
  rule: R;
}

export interface PlacedInstantBet<O> {
  outcome: O;
  newBalance: number;
  betId: number;
  fairness: Omit<BetFairness, 'betId'>;
}

/**
 * The bet path, at the speed of the database: the nonce, the conditional debit and payout, the
 * game record, the ledger row (naming the record) and the leaderboard rows commit together or not
 * at all, and the bet is answered only after its commit. SQLite runs each bet as synchronous
 * prepared statements inside a transaction shared by the bets of one tick (a refused bet writes
 * nothing); PostgreSQL settles the bets of one tick in one statement.
 */
export interface InstantBets {
  place<R extends InstantRule>(bet: InstantBet<R>): Promise<PlacedInstantBet<OutcomeOf<R>>>;
  /** Drops what this process remembers of a user's seed pair (after a rotation or a round's draw). */
  forgetSeed(userId: number): void;
  /** Stops what the bet path runs beside the app (SQLite's writer thread). */
  close(): Promise<void>;
}

/** A player's active seed pair as both bet paths' own SQL reads it (column names as stored). */
export interface ActiveSeedRow {
  id: number;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  nonce: number;
}
