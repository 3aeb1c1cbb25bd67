import { type Kysely, sql } from 'kysely';
import type { DialectName } from './database';
import type { DB } from './schema';

/** PostgreSQL's codes for a transaction that lost a race and may simply run again. */
const RETRYABLE_CODES = new Set(['40001', '40P01']);
export const MAX_ATTEMPTS = 5;

/** Whether an error is PostgreSQL's serialization failure or deadlock: the work may run again. */
export function isRetryable(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && RETRYABLE_CODES.has(code);
}

/**
 * Runs `attempt` again, a bounded number of times with a short random pause, while it fails with a
 * retryable error. The last line of defence: one lock order on every path makes such errors rare.
 */
export async function withRetries<T>(attempt: () => Promise<T>): Promise<T> {
  for (let tries = 1; ; tries += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (tries >= MAX_ATTEMPTS || !isRetryable(error)) throw error;
      await new Promise((resume) => setTimeout(resume, Math.random() * 5 * tries));
    }
  }
}

/**
 * The one way services open a transaction. Work may run more than once (a retry after a lost race
 * on PostgreSQL), so it must not do anything outside the database before it returns.
 */
export interface UnitOfWork {
  /** The database itself, for reads outside a transaction. */
  readonly db: Kysely<DB>;
  readonly dialect: DialectName;
  /** Runs `work` in one transaction; any throw rolls every change back. */
  run<T>(work: (trx: Kysely<DB>) => Promise<T>): Promise<T>;
  /**
   * The same, with the user's row locked first. Every path that moves a player's money or touches
   * their seeds or rounds starts here, so two actions of one player queue instead of deadlocking.
   */
  forUser<T>(userId: number, work: (trx: Kysely<DB>) => Promise<T>): Promise<T>;
  /** The same for several users (a coinflip join pays both players): rows locked in id order. */
  forUsers<T>(userIds: number[], work: (trx: Kysely<DB>) => Promise<T>): Promise<T>;
}

/**
 * The statement that opens a PostgreSQL transaction and locks its players' rows, as one message: the
 * simple query protocol takes several statements at once when they carry no parameters, so the ids go
 * in as literals (checked to be integers first). One round trip where `begin` and the lock took two,
 * on every path that moves money.
 */
export function beginLocking(userIds: readonly number[]): string {
  const ids = [...new Set(userIds)].sort((a, b) => a - b);
  for (const id of ids) {
    if (!Number.isSafeInteger(id)) throw new Error(`a user id to lock must be an integer, not ${id}`);
  }
  if (ids.length === 0) return 'begin';
  // Sorted before they are locked, so every transaction takes the rows in id order.
  return `begin; select id from users where id = any('{${ids.join(',')}}'::int[]) order by id for update`;
}

export function createUnitOfWork(db: Kysely<DB>, dialect: DialectName): UnitOfWork {
  const run = <T>(work: (trx: Kysely<DB>) => Promise<T>) => withRetries(() => db.transaction().execute(work));

  // SQLite has one writer: a transaction holds the whole database, so there is no row to lock.
  const forUsers =
    dialect === 'postgres'
      ? <T>(userIds: number[], work: (trx: Kysely<DB>) => Promise<T>) =>
          withRetries(() =>
            db.connection().execute(async (connection) => {
              try {
                // Inside the try: a lock that fails (a deadlock, to retry) leaves the transaction open.
                await sql.raw(beginLocking(userIds)).execute(connection);
                const result = await work(connection);
                await sql.raw('commit').execute(connection);
                return result;
              } catch (error) {
                // Never handed back inside a transaction: the next to take the connection would find it
                // aborted. A rollback where none began is a mere warning.
                await sql
                  .raw('rollback')
                  .execute(connection)
                  .catch(() => undefined);
                throw error;
              }
            }),
          )
      : <T>(_userIds: number[], work: (trx: Kysely<DB>) => Promise<T>) => run(work);

  return {
    db,
    dialect,
    run,
    forUsers,
    forUser: (userId, work) => forUsers([userId], work),
  };
}
