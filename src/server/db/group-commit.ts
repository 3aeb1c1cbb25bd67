import type SqliteDatabase from 'better-sqlite3';
import type { Kysely } from 'kysely';
import type { DB } from './schema';

interface Pending {
  work: () => unknown;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

export interface GroupCommit {
  /**
   * Runs `work` (synchronous statements on the SQLite handle) inside a transaction shared with the
   * other work of the same tick; a throw undoes this work alone (see createGroupCommit).
   * Resolves only after the shared transaction has committed.
   */
  submit<T>(work: () => T): Promise<T>;
}

/** Thrown inside the shared transaction to roll it back and run the batch again, work by work. */
class UndoBatch extends Error {}

/**
 * Group commit for SQLite (the idea of PostgreSQL's commit_delay and of batched ledgers): a commit
 * costs more than a bet's statements, so the bets that arrive together share one. The batch runs
 * while Kysely's only connection is held, so no other transaction can interleave with it.
 *
 * `declines(error)` names the errors work throws only before it has written anything (a balance that
 * does not cover the stake). Such work is simply left out; no savepoint is needed for it, and the
 * batch runs without any. Any other throw rolls the whole transaction back, and the batch runs again
 * with a savepoint around each work, so that only the failing one is undone.
 */
export function createGroupCommit(
  db: Kysely<DB>,
  sqlite: SqliteDatabase.Database,
  declines: (error: unknown) => boolean = () => false,
): GroupCommit {
  let queue: Pending[] = [];
  let scheduled = false;

  type Result = { ok: boolean; value: unknown };
  const runAll = sqlite.transaction((batch: Pending[]) => {
    const results: Result[] = [];
    for (const item of batch) {
      try {
        results.push({ ok: true, value: item.work() });
      } catch (error) {
        if (!declines(error)) throw new UndoBatch();
        results.push({ ok: false, value: error });
      }
    }
    return results;
  });
  // better-sqlite3 turns a transaction function called inside another into a savepoint.
  const runOne = sqlite.transaction((work: () => unknown) => work());
  const runEachAlone = sqlite.transaction((batch: Pending[]) => {
    const results: Result[] = [];
    for (const item of batch) {
      try {
        results.push({ ok: true, value: runOne(item.work) });
      } catch (error) {
        results.push({ ok: false, value: error });
      }
    }
    return results;
  });
  const runBatch = (batch: Pending[]): Result[] => {
    try {
      return runAll.immediate(batch);
    } catch (error) {
      if (!(error instanceof UndoBatch)) throw error;
      return runEachAlone.immediate(batch);
    }
  };

  async function flush() {
    const batch = queue;
    queue = [];
    try {
      const results = await db.connection().execute(async () => runBatch(batch));
      batch.forEach((item, index) => {
        const result = results[index];
        if (result?.ok) item.resolve(result.value);
        else item.reject(result?.value);
      });
    } catch (error) {
      // The commit itself failed: nothing of the batch was written.
      for (const item of batch) item.reject(error);
    } finally {
      scheduled = false;
      if (queue.length > 0) schedule();
    }
  }

  function schedule() {
    scheduled = true;
    setImmediate(flush);
  }

  return {
    submit<T>(work: () => T): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
        if (!scheduled) schedule();
      });
    },
  };
}
