import { type Kysely, sql } from 'kysely';
import type { ChainCheckpoints } from '../../../games/crash-chain';
import { nowIso } from '../../clock';
import type { DB } from '../../db/schema';
import { inSlices } from '../../db/values-list';
import { betColumns, type CrashBetRow, crashBetRows, toBet } from './bet-rows';

export type { CrashBetRow, CrashRecord } from './bet-rows';

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

const roundColumns = ['id', 'phase', 'startsAt', 'startedAt', 'crashPoint', 'hash'] as const;
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

    /**
     * The `count` latest rounds, newest first, each with these players' bets in it (by player): one
     * statement (a slice of players each), where a cash-out batch read the rounds, then each one's bets.
     */
    async latestRoundsWithBets(
      executor: Kysely<DB>,
      count: number,
      userIds: readonly number[],
    ): Promise<{ round: CrashRoundRow; bets: Map<number, CrashBetRow> }[]> {
      const latest = executor
        .selectFrom('crashRounds')
        .select(roundColumns)
        .orderBy('id', 'desc')
        .limit(count);
      const found = new Map<number, { round: CrashRoundRow; bets: Map<number, CrashBetRow> }>();
      for (const slice of inSlices(userIds.length > 0 ? userIds : [0])) {
        const rows = await executor
          .selectFrom(latest.as('r'))
          .leftJoin('crashBets as b', (join) =>
            join.onRef('b.roundId', '=', 'r.id').on('b.userId', 'in', slice),
          )
          .select([
            ...roundColumns.map((column) => `r.${column}` as const),
            'b.id as betId',
            'b.userId',
            'b.betAmount',
            'b.autoCashout',
            'b.cashedOutAt',
            'b.payout',
          ])
          .orderBy('r.id', 'desc')
          .execute();
        for (const row of rows) {
          const { betId, userId, betAmount, autoCashout, cashedOutAt, payout, ...round } = row;
          let entry = found.get(round.id);
          if (!entry) {
            entry = { round: round as CrashRoundRow, bets: new Map() };
            found.set(round.id, entry);
          }
          if (betId === null || userId === null || betAmount === null) continue;
          entry.bets.set(
            userId,
            toBet({ id: betId, roundId: round.id, userId, betAmount, autoCashout, cashedOutAt, payout }),
          );
        }
      }
      return [...found.values()];
    },

    findRound(executor: Kysely<DB>, id: number): Promise<CrashRoundRow | undefined> {
      return executor
        .selectFrom('crashRounds')
        .select(roundColumns)
        .where('id', '=', id)
        .executeTakeFirst() as Promise<CrashRoundRow | undefined>;
    },

    /**
     * The latest round as bets see it, held (PostgreSQL) until the commit, so that it cannot start
     * meanwhile; and when the round before it crashed (a bet that arrived before that was meant for it).
     */
    async latestRoundHeld(
      trx: Kysely<DB>,
    ): Promise<{ round?: CrashRoundRow; previousCrashedAt: string | null }> {
      const query = trx
        .selectFrom('crashRounds')
        .select([...roundColumns, 'crashedAt'])
        .orderBy('id', 'desc')
        .limit(2);
      const [round, previous] = (await (dialect === 'postgres'
        ? query.forShare()
        : query
      ).execute()) as (CrashRoundRow & {
        crashedAt: string | null;
      })[];
      return { round, previousCrashedAt: previous?.crashedAt ?? null };
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

    ...crashBetRows,

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
