import type SqliteDatabase from 'better-sqlite3';
import type { Kysely } from 'kysely';
import type { DB } from './schema';

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

/** What became of one work of a batch: its value, or what it threw. */
export type BatchResult = { ok: true; value: unknown } | { ok: false; error: unknown };

/**
 * Runs works (synchronous statements on `sqlite`) in one immediate transaction and commits once.
 * A work that throws what `declines` names leaves nothing written and is simply left out. Any other
 * throw rolls the whole transaction back, and the batch runs again with a savepoint around each
 * work, so that only the failing one is undone. A failure of the commit itself throws.
 */
export function createBatchRunner(
  sqlite: SqliteDatabase.Database,
  declines: (error: unknown) => boolean = () => false,
): (works: (() => unknown)[]) => BatchResult[] {
  const runAll = sqlite.transaction((works: (() => unknown)[]) => {
    const results: BatchResult[] = [];
    for (const work of works) {
      try {
        results.push({ ok: true, value: work() });
      } catch (error) {
        if (!declines(error)) throw new UndoBatch();
        results.push({ ok: false, error });
      }
    }
    return results;
  });
  // better-sqlite3 turns a transaction function called inside another into a savepoint.
  const runOne = sqlite.transaction((work: () => unknown) => work());
  const runEachAlone = sqlite.transaction((works: (() => unknown)[]) =>
    works.map((work): BatchResult => {
      try {
        return { ok: true, value: runOne(work) };
      } catch (error) {
        return { ok: false, error };
      }
    }),
  );
  return (works) => {
    try {
      return runAll.immediate(works);
    } catch (error) {
      if (!(error instanceof UndoBatch)) throw error;
      return runEachAlone.immediate(works);
    }
  };
}

/**
 * Collects what is submitted during one tick of the event loop and hands it to `run` as one batch at
 * the tick's end; what comes while a batch runs waits for the next one. `run` answers each item in
 * order. If `run` throws, nothing of the batch happened, and every item fails with that error.
 */
export function batchPerTick<I>(run: (items: I[]) => Promise<BatchResult[]>): {
  submit(item: I): Promise<unknown>;
} {
  interface Waiting {
    item: I;
    resolve(value: unknown): void;
    reject(error: unknown): void;
  }
  let queue: Waiting[] = [];
  let scheduled = false;
  let running = false;

  function answer(batch: Waiting[], results: BatchResult[]) {
    batch.forEach((waiting, index) => {
      const result = results[index];
      if (result?.ok) waiting.resolve(result.value);
      else waiting.reject(result ? result.error : new Error('the batch gave no answer for this item'));
    });
  }

  function flush() {
    scheduled = false;
    if (queue.length === 0 || running) return;
    const batch = queue;
    queue = [];
    running = true;
    run(batch.map((waiting) => waiting.item))
      .then(
        (results) => answer(batch, results),
        (error: unknown) => {
          for (const waiting of batch) waiting.reject(error);
        },
      )
      .finally(() => {
        running = false;
        if (queue.length > 0 && !scheduled) schedule();
      });
  }

  function schedule() {
    scheduled = true;
    setImmediate(flush);
  }

  return {
    submit: (item) =>
      new Promise((resolve, reject) => {
        queue.push({ item, resolve, reject });
        if (!scheduled && !running) schedule();
      }),
  };
}

/**
 * batchPerTick for work that succeeds or fails as a whole: `run` gets what was submitted in one tick
 * (while an earlier batch runs, what comes waits for it) and each submitter learns its outcome.
 */
export function coalescePerTick<I>(run: (items: I[]) => Promise<void>): (item: I) => Promise<void> {
  const batches = batchPerTick<I>(async (items) => {
    await run(items);
    return items.map(() => ({ ok: true, value: undefined }));
  });
  return (item) => batches.submit(item) as Promise<void>;
}

/**
 * Group commit for SQLite on the app's own connection (the idea of PostgreSQL's commit_delay and of
 * batched ledgers): a commit costs more than a bet's statements, so the work submitted together
 * shares one (see createBatchRunner). The batch runs while Kysely's only connection is held, so no
 * other transaction of the app can interleave with it.
 */
export function createGroupCommit(
  db: Kysely<DB>,
  sqlite: SqliteDatabase.Database,
  declines: (error: unknown) => boolean = () => false,
): GroupCommit {
  const runBatch = createBatchRunner(sqlite, declines);
  const batches = batchPerTick<() => unknown>((works) =>
    db.connection().execute(async () => runBatch(works)),
  );
  return { submit: <T>(work: () => T) => batches.submit(work) as Promise<T> };
}
