import { performance } from 'node:perf_hooks';

/**
 * How long one turn of the event loop runs queued writes for: several small jobs go in one turn (a
 * turn has its own cost), and a request or a database answer waits for one turn at most.
 */
export const TURN_MS = 4;

/**
 * The longest the writes wait for held work (see `hold`) before a turn of them goes all the same: a
 * cash-out batch of ten statements on PostgreSQL takes a few milliseconds when each answer is read as
 * it comes, against a turn of writes (10 to 15 ms of a slice) for each statement otherwise. In
 * bench:crash on PostgreSQL + Redis (two runs each, alternating), 100 ms against 25 took the cash-outs'
 * p50 from 30.0-37.7 to 22.8-24.5 ms and their p99 from 151.7-158.9 to 127.6-131.7 ms, with a third
 * as many batches over 40 ms; the ticks' fan-out stayed within a third of the bare server's.
 */
export const HOLD_MS = 100;

/**
 * Work that writes to many sockets (a slice of a large room, a message relayed from another
 * instance), run in order for TURN_MS of each turn of the event loop, at least one job a turn, so that
 * requests and database answers are served in between instead of after a long burst. One queue for
 * the process: what is pushed first runs first.
 *
 * Work that answers waiting requests (a batch of cash-outs read in this turn) goes `first`: at the
 * start of the next turn's jobs, ahead of the writes waiting there. A turn that ran such work then
 * writes nothing, so that what the work started (its promises: a batch's statements, its answers)
 * finishes before the next write rather than after it; the turn after writes whatever comes, so the
 * writes never wait more than one turn for it. Work that goes on for several round trips to a database
 * (a batch's transaction on PostgreSQL) is `hold`: the writes wait until it settles, HOLD_MS at most, and
 * then get a turn before the next held work holds them again.
 */
export function createTurnQueue(turnMs = TURN_MS, holdMs = HOLD_MS) {
  const jobs: (() => void)[] = [];
  const firsts: (() => void)[] = [];
  /** Whether a drain is scheduled (by setImmediate) or will be (when the hold ends or its time is up). */
  let draining = false;
  /** Whether the last turn ran first work and wrote nothing. */
  let yielded = false;
  /** The held work still on its way, and since when the writes have waited for it. */
  let holds = 0;
  let heldSince = 0;
  /** A turn of writes is owed: the hold ended or ran out of time, and the next work held waits for it. */
  let owed = false;
  let holdTimer: NodeJS.Timeout | undefined;

  /** Runs a job; one that throws is reported and the queue goes on (else every later write would wait forever). */
  function run(job: () => void): void {
    try {
      job();
    } catch (error) {
      process.emitWarning(
        `turn queue: a job failed: ${error instanceof Error ? error.stack : String(error)}`,
      );
    }
  }

  function write(): void {
    yielded = false;
    const until = performance.now() + turnMs;
    do run(jobs.shift() as () => void);
    while (jobs.length > 0 && performance.now() < until);
  }

  /** Whether the writes wait for held work now; if so, a drain comes when it ends or its time is up. */
  function holding(): boolean {
    if (holds === 0 || owed) return false;
    const waited = performance.now() - heldSince;
    if (waited >= holdMs) {
      owed = true;
      return false;
    }
    holdTimer ??= setTimeout(() => {
      holdTimer = undefined;
      resume();
    }, holdMs - waited);
    return true;
  }

  function drain(): void {
    if (firsts.length > 0) {
      for (const job of firsts.splice(0)) run(job);
      if (holds === 0 && !yielded && !owed && jobs.length > 0) {
        yielded = true;
        setImmediate(drain);
        return;
      }
    }
    let held = false;
    if (jobs.length === 0) owed = false;
    else if (holding()) held = true;
    else {
      write();
      owed = false;
      if (holds > 0) heldSince = performance.now();
    }
    if (firsts.length > 0 || (jobs.length > 0 && !held)) setImmediate(drain);
    else draining = false;
  }

  function resume(): void {
    if (draining || (jobs.length === 0 && firsts.length === 0)) return;
    draining = true;
    setImmediate(drain);
  }

  /** Held work settled: the writes get a turn before held work holds them again (more may be on its way). */
  function release(): void {
    holds -= 1;
    if (holds === 0 && holdTimer) {
      clearTimeout(holdTimer);
      holdTimer = undefined;
    }
    owed = true;
    resume();
  }

  return {
    /** Runs `job` from the next turn of the event loop on, after every job pushed before it. */
    push(job: () => void): void {
      jobs.push(job);
      resume();
    },
    /** Runs `job` at the next turn of the event loop, ahead of the writes (see above). */
    first(job: () => void): void {
      firsts.push(job);
      resume();
    },
    /**
     * Holds the writes back until `work` settles (HOLD_MS at most, then a turn of them goes), so that
     * each of its statements is read as soon as it is answered rather than after a turn of writes;
     * once it settles the writes get a turn before held work (later, or still on its way beside it)
     * holds them again. For work that answers waiting requests (a batch of cash-outs); its outcome is
     * `work`'s own.
     */
    hold<T>(work: Promise<T>): Promise<T> {
      if (holds === 0 && !owed) heldSince = performance.now();
      holds += 1;
      void work.then(release, release);
      return work;
    },
    get length(): number {
      return jobs.length;
    },
  };
}

export type TurnQueue = ReturnType<typeof createTurnQueue>;
/** What a writer of sockets needs of the queue (a test may count its jobs). */
export type WriteQueue = Pick<TurnQueue, 'push'>;

/**
 * The process's queue: the crash room's slices and the messages relayed through Redis share it, and
 * crash's batches of bets and cash-outs go first in it.
 */
export const socketWrites = createTurnQueue();
