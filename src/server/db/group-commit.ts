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
   * other work of the same tick, in a savepoint of its own: a throw rolls back this work alone.
   * Resolves only after the shared transaction has committed.
   */
  submit<T>(work: () => T): Promise<T>;
}

/**
 * Group commit for SQLite (the idea of PostgreSQL's commit_delay and of batched ledgers): a commit
 * costs more than a bet's statements, so the bets that arrive together share one. The batch runs
 * while Kysely's only connection is held, so no other transaction can interleave with it.
 */
export function createGroupCommit(db: Kysely<DB>, sqlite: SqliteDatabase.Database): GroupCommit {
  let queue: Pending[] = [];
  let scheduled = false;

  // better-sqlite3 turns a transaction function called inside another into a savepoint.
  const runOne = sqlite.transaction((work: () => unknown) => work());
  const runBatch = sqlite.transaction((batch: Pending[]) => {
    const results: { ok: boolean; value: unknown }[] = [];
    for (const item of batch) {
      try {
        results.push({ ok: true, value: runOne(item.work) });
      } catch (error) {
        results.push({ ok: false, value: error });
      }
    }
    return results;
  });

  async function flush() {
    const batch = queue;
    queue = [];
    try {
      const results = await db.connection().execute(async () => runBatch.immediate(batch));
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
