import { type Insertable, type Kysely, PostgresAdapter, sql } from 'kysely';
import { firstRowAtOrAfter } from '../../db/id-seek';
import type { CoinflipSessionRow, CoinflipSessionsTable, DB } from '../../db/schema';
import { findsRow, insertedId } from '../query-results';

/** A session with its players' names, as the views need it. */
export type SessionWithNames = CoinflipSessionRow & { creatorName: string; opponentName: string | null };

export const OPEN_STATUSES = ['waiting', 'active'] as const;

/** What the measured returns read of a session. */
export type FlipRow = Pick<
  CoinflipSessionRow,
  'id' | 'creatorId' | 'opponentId' | 'winnerId' | 'amount' | 'status' | 'createdAt'
>;
const FLIP_COLUMNS = ['id', 'creatorId', 'opponentId', 'winnerId', 'amount', 'status', 'createdAt'] as const;

/** A player's side of an announced session, as the live bets feed shows it. */
export interface FlipBet {
  sessionId: number;
  userId: number;
  betAmount: number;
  payout: number;
  createdAt: string;
}

/**
 * SQLite: takes the next id of game_records' AUTOINCREMENT counter, so that a coinflip bet and a
 * game record never share an id (migration 0024). Inside the caller's write transaction: SQLite's one
 * writer makes it the next id of both tables, and the next game record is numbered after it.
 */
async function nextSqliteBetId(executor: Kysely<DB>): Promise<number> {
  await sql`insert into sqlite_sequence (name, seq)
    select 'game_records', 0 where not exists (select 1 from sqlite_sequence where name = 'game_records')`.execute(
    executor,
  );
  const { rows } = await sql<{ seq: number }>`update sqlite_sequence
    set seq = max(seq, coalesce((select max(id) from game_records), 0), coalesce((select max(id) from coinflip_bets), 0)) + 1
    where name = 'game_records' returning seq`.execute(executor);
  return Number(rows[0]?.seq);
}

export interface Decision {
  opponentId: number | null;
  opponentIsBot: boolean;
  result: string;
  winnerId: number | null;
  joinedAt: string;
}

/** Coinflip sessions; every write takes the executor of the caller's transaction. */
export function createCoinflipRepository(db: Kysely<DB>) {
  function withNames(executor: Kysely<DB>) {
    return executor
      .selectFrom('coinflipSessions as s')
      .innerJoin('users as c', 'c.id', 's.creatorId')
      .leftJoin('users as o', 'o.id', 's.opponentId')
      .selectAll('s')
      .select(['c.username as creatorName', 'o.username as opponentName']);
  }

  return {
    find(id: number, executor: Kysely<DB> = db): Promise<SessionWithNames | undefined> {
      return withNames(executor).where('s.id', '=', id).executeTakeFirst();
    },

    /** The lobby: waiting and active sessions, oldest first. */
    listOpen(limit: number): Promise<SessionWithNames[]> {
      return withNames(db).where('s.status', 'in', OPEN_STATUSES).orderBy('s.id').limit(limit).execute();
    },

    /** A player's sessions other than cancelled ones, newest first. */
    listForUser(userId: number, limit: number): Promise<SessionWithNames[]> {
      return withNames(db)
        .where((eb) => eb.or([eb('s.creatorId', '=', userId), eb('s.opponentId', '=', userId)]))
        .where('s.status', '!=', 'cancelled')
        .orderBy('s.id', 'desc')
        .limit(limit)
        .execute();
    },

    /** Whether the user plays in an open (waiting or active) session. */
    hasOpenSession(executor: Kysely<DB>, userId: number): Promise<boolean> {
      return findsRow(
        executor
          .selectFrom('coinflipSessions')
          .select('id')
          .where((eb) => eb.or([eb('creatorId', '=', userId), eb('opponentId', '=', userId)]))
          .where('status', 'in', OPEN_STATUSES),
      );
    },

    insert(executor: Kysely<DB>, session: Insertable<CoinflipSessionsTable>): Promise<number> {
      return insertedId(executor.insertInto('coinflipSessions').values(session).returning('id'));
    },

    /** Seats the opponent and records the flip, only if the session is still waiting: false otherwise. */
    async decideIfWaiting(executor: Kysely<DB>, id: number, decision: Decision): Promise<boolean> {
      const result = await executor
        .updateTable('coinflipSessions')
        .set({
          status: 'active',
          opponentId: decision.opponentId,
          opponentIsBot: decision.opponentIsBot ? 1 : 0,
          result: decision.result,
          winnerId: decision.winnerId,
          joinedAt: decision.joinedAt,
        })
        .where('id', '=', id)
        .where('status', '=', 'waiting')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Moves a session from one status to another; false if it was not in `from` any more. */
    async moveStatus(
      executor: Kysely<DB>,
      id: number,
      from: string,
      to: string,
      finishedAt: string,
    ): Promise<boolean> {
      const result = await executor
        .updateTable('coinflipSessions')
        .set({ status: to, finishedAt })
        .where('id', '=', id)
        .where('status', '=', from)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Decided sessions whose result is not announced yet, oldest first. */
    async listUnannounced(): Promise<{ id: number; joinedAt: string | null }[]> {
      return db
        .selectFrom('coinflipSessions')
        .select(['id', 'joinedAt'])
        .where('status', '=', 'active')
        .orderBy('id')
        .execute();
    },

    /**
     * Writes each player's side of an announced session for the live bets feed, in the announcing
     * transaction (once: the announcement moves the session's status once).
     */
    async insertBets(executor: Kysely<DB>, bets: readonly FlipBet[]): Promise<void> {
      const postgres = executor.getExecutor().adapter instanceof PostgresAdapter;
      for (const bet of bets) {
        const values = postgres ? bet : { ...bet, id: await nextSqliteBetId(executor) };
        await executor.insertInto('coinflipBets').values(values).execute();
      }
    },

    /** Sessions with afterId < id ≤ upToId (no upper bound when null), in id order: for the measured returns. */
    flipsBetween(afterId: number, upToId: number | null): Promise<FlipRow[]> {
      let query = db.selectFrom('coinflipSessions').select(FLIP_COLUMNS).where('id', '>', afterId);
      if (upToId !== null) query = query.where('id', '<=', upToId);
      return query.orderBy('id').execute();
    },

    flipsByIds(ids: readonly number[]): Promise<FlipRow[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return db.selectFrom('coinflipSessions').select(FLIP_COLUMNS).where('id', 'in', ids).execute();
    },

    /** The first session with id ≥ `id`, with its creation time (a primary-key seek). */
    flipAtOrAfter: (id: number) => firstRowAtOrAfter(db, 'coinflipSessions', id),

    /** A player's announced sessions, newest first (or the one with `id`). */
    listCompletedForUser(userId: number, limit: number, id?: number): Promise<SessionWithNames[]> {
      let query = withNames(db)
        .where((eb) => eb.or([eb('s.creatorId', '=', userId), eb('s.opponentId', '=', userId)]))
        .where('s.status', '=', 'completed');
      if (id !== undefined) query = query.where('s.id', '=', id);
      return query.orderBy('s.id', 'desc').limit(limit).execute();
    },

    /** A player's finished sessions: how many, how many won, and the amounts won. */
    tallyFinished(userId: number) {
      return (
        db
          .selectFrom('coinflipSessions')
          .select((eb) => [
            eb.fn.countAll<number>().as('played'),
            eb.fn.sum<number>(sql`case when winner_id = ${userId} then 1 else 0 end`).as('won'),
            eb.fn.sum<number>(sql`case when winner_id = ${userId} then amount else 0 end`).as('winnings'),
            eb.fn.max<number>(sql`case when winner_id = ${userId} then amount else 0 end`).as('biggest'),
          ])
          .where((eb) => eb.or([eb('creatorId', '=', userId), eb('opponentId', '=', userId)]))
          // An 'active' flip is decided but not yet revealed: counting it would give the result away.
          .where('status', '=', 'completed')
          .executeTakeFirst()
      );
    },
  };
}

export type CoinflipRepository = ReturnType<typeof createCoinflipRepository>;
