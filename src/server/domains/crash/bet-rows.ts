import { type Kysely, sql } from 'kysely';
import { nowIso } from '../../clock';
import type { DB } from '../../db/schema';
import { inSlices, valuesCte } from '../../db/values-list';

export interface CrashBetRow {
  id: number;
  roundId: number;
  userId: number;
  betAmount: number;
  autoCashout: number | null;
  cashedOutAt: number | null;
  payout: number | null;
}

/** A crash bet's game record: the chain's terminal hash and salt, and the round as its nonce. */
export interface CrashRecord {
  userId: number;
  betAmount: number;
  payout: number;
  details: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
}

export const betColumns = [
  'id',
  'roundId',
  'userId',
  'betAmount',
  'autoCashout',
  'cashedOutAt',
  'payout',
] as const;

export function toBet(row: CrashBetRow): CrashBetRow {
  return {
    ...row,
    betAmount: Number(row.betAmount),
    payout: row.payout === null ? null : Number(row.payout),
  };
}

/**
 * The writes and reads of crash bets that take a batch of players at once (bets and cash-outs arrive
 * in batches, and the crash settles every player of the round), each a statement per slice of rows.
 * Every one takes the caller's transaction.
 */
export const crashBetRows = {
  /** The round's bets of these players, by player. */
  async betsOf(
    trx: Kysely<DB>,
    roundId: number,
    userIds: readonly number[],
  ): Promise<Map<number, CrashBetRow>> {
    const bets = new Map<number, CrashBetRow>();
    for (const slice of inSlices(userIds)) {
      const rows = await trx
        .selectFrom('crashBets')
        .select(betColumns)
        .where('roundId', '=', roundId)
        .where('userId', 'in', slice)
        .execute();
      for (const row of rows) bets.set(row.userId, toBet(row));
    }
    return bets;
  },

  /** New bets (each player once) of one round: their ids by player. */
  async insertBets(
    trx: Kysely<DB>,
    bets: readonly { roundId: number; userId: number; betAmount: number; autoCashout: number | null }[],
  ): Promise<Map<number, number>> {
    const ids = new Map<number, number>();
    const createdAt = nowIso();
    for (const slice of inSlices(bets)) {
      const rows = await trx
        .insertInto('crashBets')
        .values(slice.map((bet) => ({ ...bet, createdAt })))
        .returning(['id', 'userId'])
        .execute();
      for (const row of rows) ids.set(row.userId, row.id);
    }
    return ids;
  },

  /**
   * Settles the bets that are still open, one statement per slice: each its cash-out multiplier
   * (null when lost) and payout. The ids of those it settled; a bet settled already (by its player,
   * the driver or the crash) is left as it was and missing from them.
   */
  async settleBets(
    trx: Kysely<DB>,
    bets: readonly { id: number; cashedOutAt: number | null; payout: number }[],
  ): Promise<Set<number>> {
    const settled = new Set<number>();
    for (const slice of inSlices(bets)) {
      const values = valuesCte(
        'v',
        [
          ['id', 'integer'],
          ['cashed_out_at', 'double precision'],
          ['payout', 'bigint'],
        ],
        slice.map((bet) => [bet.id, bet.cashedOutAt, bet.payout]),
      );
      const { rows } = await sql<{ id: number }>`with ${values}
        update crash_bets set cashed_out_at = v.cashed_out_at, payout = v.payout
        from v where crash_bets.id = v.id and crash_bets.payout is null
        returning crash_bets.id`.execute(trx);
      for (const row of rows) settled.add(Number(row.id));
    }
    return settled;
  },

  /** Settled bets' game records, the one every game writes (Recent Games, stats, the Fairness page): their ids by player. */
  async insertRecords(trx: Kysely<DB>, records: readonly CrashRecord[]): Promise<Map<number, number>> {
    const ids = new Map<number, number>();
    const createdAt = nowIso();
    for (const slice of inSlices(records)) {
      const rows = await trx
        .insertInto('gameRecords')
        .values(
          slice.map((record) => ({
            ...record,
            game: 'crash',
            profit: record.payout - record.betAmount,
            createdAt,
          })),
        )
        .returning(['id', 'userId'])
        .execute();
      for (const row of rows) ids.set(row.userId, row.id);
    }
    return ids;
  },
};
