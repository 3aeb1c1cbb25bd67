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

export function createUnitOfWork(db: Kysely<DB>, dialect: DialectName): UnitOfWork {
  // SQLite has one writer: a transaction holds the whole database, so there is no row to lock.
  const lockUsers =
    dialect === 'postgres'
      ? async (trx: Kysely<DB>, userIds: number[]) => {
          const ids = [...new Set(userIds)];
          if (ids.length === 1) {
            await sql`select id from users where id = ${ids[0]} for update`.execute(trx);
          } else if (ids.length > 1) {
            // One round trip however many (a crash settles every player of the round at once): the
            // rows are sorted before they are locked, so every transaction takes them in id order.
            await sql`select id from users where id = any(${ids}::int[]) order by id for update`.execute(trx);
          }
        }
      : async () => {};

  const run = <T>(work: (trx: Kysely<DB>) => Promise<T>) => withRetries(() => db.transaction().execute(work));
  const forUsers = <T>(userIds: number[], work: (trx: Kysely<DB>) => Promise<T>) =>
    run(async (trx) => {
      await lockUsers(trx, userIds);
      return work(trx);
    });

  return {
    db,
    dialect,
    run,
    forUsers,
    forUser: (userId, work) => forUsers([userId], work),
  };
}
