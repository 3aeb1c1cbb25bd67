import { performance } from 'node:perf_hooks';

/**
 * How long one turn of the event loop runs queued writes for: several small jobs go in one turn (a
 * turn has its own cost), and a request or a database answer waits for one turn at most.
 */
export const TURN_MS = 4;

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
 * writes never wait more than one turn for it.
 */
export function createTurnQueue(turnMs = TURN_MS) {
  const jobs: (() => void)[] = [];
  const firsts: (() => void)[] = [];
  let draining = false;
  /** Whether the last turn ran first work and wrote nothing. */
  let yielded = false;

  function drain(): void {
    if (firsts.length > 0) {
      for (const job of firsts.splice(0)) job();
      if (!yielded && jobs.length > 0) {
        yielded = true;
        setImmediate(drain);
        return;
      }
    }
    yielded = false;
    if (jobs.length > 0) {
      const until = performance.now() + turnMs;
      do (jobs.shift() as () => void)();
      while (jobs.length > 0 && performance.now() < until);
    }
    if (jobs.length > 0 || firsts.length > 0) setImmediate(drain);
    else draining = false;
  }

  function schedule(): void {
    if (draining) return;
    draining = true;
    setImmediate(drain);
  }

  return {
    /** Runs `job` from the next turn of the event loop on, after every job pushed before it. */
    push(job: () => void): void {
      jobs.push(job);
      schedule();
    },
    /** Runs `job` at the next turn of the event loop, ahead of the writes (see above). */
    first(job: () => void): void {
      firsts.push(job);
      schedule();
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
