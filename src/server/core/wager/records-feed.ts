import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/**
 * A finished bet (a row of game_records) as the wager fold hands it on: once per record ever, inside
 * the fold's own transaction, which also moves the fold's mark past it.
 */
export interface FoldedRecord {
  id: number;
  userId: number;
  game: string;
  betAmount: number;
  payout: number;
  profit: number;
  /** The game's own outcome as JSON, as stored. */
  details: string;
  createdAt: string;
  /**
   * The edge-weighted wager of the bet: betAmount × the game's house edge, in hundredths of a Fun
   * Fund (a whole number). What XP, rakeback, races and missions count (DECISIONS.md §10).
   */
  weighted: number;
}

/**
 * Hears a batch of newly finished bets inside the fold's transaction (levels and rakeback, the weekly
 * race, achievements). It may write its own tables and move money through the money core in that
 * transaction; if it throws, the whole batch is retried later and no consumer has seen it.
 *
 * The batch is in id order. The players it names are locked (PostgreSQL: their users rows, in id
 * order) before the first consumer hears it. A record may come after records with higher ids were
 * handed on in an earlier batch (PostgreSQL commits ids out of order); it still comes once.
 *
 * It may resolve with a function to run once the transaction has committed (to push a notification
 * to the player's sockets, say); it is not run if the transaction rolls back.
 */
export type RecordsConsumer = (
  trx: Kysely<DB>,
  records: readonly FoldedRecord[],
) => // biome-ignore lint/suspicious/noConfusingVoidType: a consumer written as Promise<void> still fits
Promise<void | (() => void)>;
