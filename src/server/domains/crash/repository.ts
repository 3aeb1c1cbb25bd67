import { type Kysely, sql } from 'kysely';
import type { ChainCheckpoints } from '../../../games/crash-chain';
import { nowIso } from '../../clock';
import type { DB } from '../../db/schema';
import { inSlices, valuesCte } from '../../db/values-list';

/** How long a new driver waits for the fence's row (PostgreSQL) before it lets the lease go and asks again. */
export const FENCE_LOCK_TIMEOUT_MS = 1_000;

const CHAIN_ID = 1;

export type CrashPhaseRow = 'betting' | 'running' | 'crashed';

export interface CrashRoundRow {
  id: number;
  phase: CrashPhaseRow;
  startsAt: string;
  startedAt: string | null;
  crashPoint: number | null;
  hash: string | null;
}

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

const roundColumns = ['id', 'phase', 'startsAt', 'startedAt', 'crashPoint', 'hash'] as const;
const betColumns = ['id', 'roundId', 'userId', 'betAmount', 'autoCashout', 'cashedOutAt', 'payout'] as const;

function toBet(row: CrashBetRow): CrashBetRow {
  return {
    ...row,
    betAmount: Number(row.betAmount),
    payout: row.payout === null ? null : Number(row.payout),
  };
}

function toBetsWithPlayers(rows: (CrashBetRow & { username: string; profilePicture: string | null })[]) {
  return rows.map((row) => ({ ...toBet(row), username: row.username, profilePicture: row.profilePicture }));
}

/** The crash tables (migration 0014), in Kysely only; every write takes the caller's transaction. */
export function createCrashRepository(db: Kysely<DB>, dialect: 'sqlite' | 'postgres') {
  /** Bets with their player's public name and picture. */
  const withPlayers = () =>
    db
      .selectFrom('crashBets')
      .innerJoin('users', 'users.id', 'crashBets.userId')
      .select([
        'crashBets.id',
        'crashBets.roundId',
        'crashBets.userId',
        'crashBets.betAmount',
        'crashBets.autoCashout',
        'crashBets.cashedOutAt',
        'crashBets.payout',
        'users.username',
        'users.profilePicture',
      ]);

  return {
    db,

    async findChain(): Promise<{ checkpoints: ChainCheckpoints; salt: string } | undefined> {
      const row = await db.selectFrom('crashChain').selectAll().where('id', '=', CHAIN_ID).executeTakeFirst();
      if (!row) return undefined;
      const checkpoints: ChainCheckpoints = {
        length: row.length,
        every: row.every,
        hashes: JSON.parse(row.checkpoints) as string[],
        terminalHash: row.terminalHash,
      };
      return { checkpoints, salt: row.salt };
    },

    async insertChainIfNone(checkpoints: ChainCheckpoints, salt: string): Promise<void> {
      await db
        .insertInto('crashChain')
        .values({
          id: CHAIN_ID,
          length: checkpoints.length,
          every: checkpoints.every,
          salt,
          terminalHash: checkpoints.terminalHash,
          checkpoints: JSON.stringify(checkpoints.hashes),
          createdAt: nowIso(),
        })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
    },

    /** A new fencing token: the counter goes up, so every earlier driver's writes are refused from now on. */
    async takeFence(trx: Kysely<DB>): Promise<number> {
      // A driver frozen inside a fenced write holds the row (fenceIn's share lock) until PostgreSQL
      // ends its transaction (idle_in_transaction_session_timeout, db/database.ts): the successor
      // gives up after a moment and asks again, rather than hang behind it.
      if (dialect === 'postgres')
        await sql`set local lock_timeout = ${sql.lit(`${FENCE_LOCK_TIMEOUT_MS}ms`)}`.execute(trx);
      const row = await trx
        .updateTable('crashChain')
        .set((eb) => ({ fence: eb('fence', '+', 1) }))
        .where('id', '=', CHAIN_ID)
        .returning('fence')
        .executeTakeFirstOrThrow();
      return Number(row.fence);
    },

    /** The current fence, held (PostgreSQL) until the caller's transaction ends, so it cannot move meanwhile. */
    async fenceIn(trx: Kysely<DB>): Promise<number> {
      const query = trx.selectFrom('crashChain').select('fence').where('id', '=', CHAIN_ID);
      const row = await (dialect === 'postgres' ? query.forShare() : query).executeTakeFirstOrThrow();
      return Number(row.fence);
    },

    /** The chain's published end, what every crash bet record names beside its round. */
    publishedChain(executor: Kysely<DB>): Promise<{ terminalHash: string; salt: string }> {
      return executor
        .selectFrom('crashChain')
        .select(['terminalHash', 'salt'])
        .where('id', '=', CHAIN_ID)
        .executeTakeFirstOrThrow();
    },

    latestRound(executor: Kysely<DB>): Promise<CrashRoundRow | undefined> {
      return executor
        .selectFrom('crashRounds')
        .select(roundColumns)
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst() as Promise<CrashRoundRow | undefined>;
    },

    findRound(executor: Kysely<DB>, id: number): Promise<CrashRoundRow | undefined> {
      return executor
        .selectFrom('crashRounds')
        .select(roundColumns)
        .where('id', '=', id)
        .executeTakeFirst() as Promise<CrashRoundRow | undefined>;
    },

    /** The round's row as a bet sees it, held (PostgreSQL) so that the round cannot start meanwhile. */
    roundForBet(trx: Kysely<DB>, id: number): Promise<CrashRoundRow | undefined> {
      const query = trx.selectFrom('crashRounds').select(roundColumns).where('id', '=', id);
      return (dialect === 'postgres' ? query.forShare() : query).executeTakeFirst() as Promise<
        CrashRoundRow | undefined
      >;
    },

    unfinishedRounds(): Promise<CrashRoundRow[]> {
      return db
        .selectFrom('crashRounds')
        .select(roundColumns)
        .where('phase', '<>', 'crashed')
        .orderBy('id')
        .execute() as Promise<CrashRoundRow[]>;
    },

    async insertRound(trx: Kysely<DB>, id: number, startsAt: string): Promise<void> {
      await trx.insertInto('crashRounds').values({ id, phase: 'betting', startsAt }).execute();
    },

    async startRound(trx: Kysely<DB>, id: number, startedAt: string): Promise<boolean> {
      const result = await trx
        .updateTable('crashRounds')
        .set({ phase: 'running', startedAt })
        .where('id', '=', id)
        .where('phase', '=', 'betting')
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async crashRound(trx: Kysely<DB>, id: number, crashPoint: number, hash: string): Promise<boolean> {
      const result = await trx
        .updateTable('crashRounds')
        .set({ phase: 'crashed', crashPoint, hash, crashedAt: nowIso() })
        .where('id', '=', id)
        .where('phase', '=', 'running')
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    history(limit: number) {
      return db
        .selectFrom('crashRounds')
        .select(['id', 'crashPoint', 'hash'])
        .where('phase', '=', 'crashed')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
    },

    async findBet(trx: Kysely<DB>, roundId: number, userId: number): Promise<CrashBetRow | undefined> {
      const row = await trx
        .selectFrom('crashBets')
        .select(betColumns)
        .where('roundId', '=', roundId)
        .where('userId', '=', userId)
        .executeTakeFirst();
      return row && toBet(row);
    },

    async insertBet(
      trx: Kysely<DB>,
      bet: { roundId: number; userId: number; betAmount: number; autoCashout: number | null },
    ): Promise<number> {
      const row = await trx
        .insertInto('crashBets')
        .values({ ...bet, createdAt: nowIso() })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
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

    async openBets(executor: Kysely<DB>, roundId: number): Promise<CrashBetRow[]> {
      const rows = await executor
        .selectFrom('crashBets')
        .select(betColumns)
        .where('roundId', '=', roundId)
        .where('payout', 'is', null)
        .orderBy('userId')
        .execute();
      return rows.map(toBet);
    },

    /** Every bet of a round (or the one named) with its player's public name and picture, in the order they came. */
    /** A round's bets, or those of `betIds` only, with their players. */
    async betsWithPlayers(roundId: number, betIds?: number[]) {
      let query = withPlayers().where('crashBets.roundId', '=', roundId).orderBy('crashBets.id');
      if (betIds !== undefined) query = query.where('crashBets.id', 'in', betIds);
      return toBetsWithPlayers(await query.execute());
    },

    /** Winning cash-outs (payout above the bet), of one round or of the latest: newest round, then biggest payout, first. */
    async wins(limit: number, roundId?: number) {
      let query = withPlayers()
        .where('crashBets.cashedOutAt', 'is not', null)
        .whereRef('crashBets.payout', '>', 'crashBets.betAmount')
        .orderBy('crashBets.roundId', 'desc')
        .orderBy('crashBets.payout', 'desc')
        .orderBy('crashBets.id')
        .limit(limit);
      if (roundId !== undefined) query = query.where('crashBets.roundId', '=', roundId);
      return toBetsWithPlayers(await query.execute());
    },
  };
}

export type CrashRepository = ReturnType<typeof createCrashRepository>;
