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

/** How batchPerTick may overlap its batches (see there). */
export interface BatchLimits {
  /** How many full batches may be on their way at once (a batch that is not full goes alone). */
  inFlight?: number;
  /** The most items a batch holds; a full batch goes at once when there is room for it. */
  maxBatch?: number;
  /**
   * Whether a batch that is not full may go beside others (up to `inFlight`): for work whose batches
   * each take a connection of a pool and lock only their own rows (PostgreSQL), so that what comes
   * while one is on its way need not wait for it. False by default (see batchPerTick).
   */
  overlap?: boolean;
  /**
   * Calls its argument once the turn's requests have been read: setImmediate by default. Crash's
   * batches go first in the socket writes' turn queue instead (realtime/turn-queue.ts), so that a
   * cash-out does not wait for a slice of ten thousand sockets to be written before its batch goes.
   */
  atTickEnd?: (run: () => void) => void;
}

/**
 * Collects what is submitted during one tick of the event loop and hands it to `run` as one batch at
 * the tick's end, when no batch is on its way; what comes while one is waits for it. With room for
 * more (`inFlight`, one by default), a batch that reaches `maxBatch` goes at once, in the middle of
 * the tick: its work (on another thread) then overlaps the reading of the requests that follow it,
 * rather than the whole crowd of a tick going, and coming back, together. A batch that is not full
 * never goes beside another (unless `overlap`): on one writer it would only split what the next one
 * could carry (each batch has a cost of its own: a commit, two messages) and wait behind the first anyway. `run` answers each item
 * in order. If `run` throws, nothing of the batch happened, and every item fails with that error.
 */
export function batchPerTick<I>(
  run: (items: I[]) => Promise<BatchResult[]>,
  {
    inFlight = 1,
    maxBatch = Number.POSITIVE_INFINITY,
    overlap = false,
    atTickEnd = setImmediate,
  }: BatchLimits = {},
): {
  submit(item: I): Promise<unknown>;
} {
  interface Waiting {
    item: I;
    resolve(value: unknown): void;
    reject(error: unknown): void;
  }
  const queue: Waiting[] = [];
  let scheduled = false;
  let running = 0;

  function answer(batch: Waiting[], results: BatchResult[]) {
    batch.forEach((waiting, index) => {
      const result = results[index];
      if (result?.ok) waiting.resolve(result.value);
      else waiting.reject(result ? result.error : new Error('the batch gave no answer for this item'));
    });
  }

  /** Hands `run` the oldest items as one batch, if there are any and a batch may go. */
  function dispatch() {
    if (queue.length === 0 || running >= inFlight) return;
    const batch = queue.splice(0, maxBatch);
    running += 1;
    run(batch.map((waiting) => waiting.item))
      .then(
        (results) => answer(batch, results),
        (error: unknown) => {
          for (const waiting of batch) waiting.reject(error);
        },
      )
      .finally(() => {
        running -= 1;
        if (queue.length > 0) scheduleTickEnd();
      });
  }

  /** Whether the oldest items may go now: a full batch while there is room (any with `overlap`), any batch alone. */
  const mayGo = () => running === 0 || ((overlap || queue.length >= maxBatch) && running < inFlight);

  function tickEnd() {
    scheduled = false;
    while (queue.length > 0 && mayGo()) dispatch();
  }

  function scheduleTickEnd() {
    if (scheduled) return;
    scheduled = true;
    atTickEnd(tickEnd);
  }

  return {
    submit: (item) =>
      new Promise((resolve, reject) => {
        queue.push({ item, resolve, reject });
        if (queue.length >= maxBatch) dispatch();
        // Otherwise the next batch to come back schedules the rest.
        if (queue.length > 0 && mayGo()) scheduleTickEnd();
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
