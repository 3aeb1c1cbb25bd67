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
 */
export function createTurnQueue(turnMs = TURN_MS) {
  const jobs: (() => void)[] = [];
  let draining = false;

  function drain(): void {
    const until = performance.now() + turnMs;
    do (jobs.shift() as () => void)();
    while (jobs.length > 0 && performance.now() < until);
    if (jobs.length > 0) setImmediate(drain);
    else draining = false;
  }

  return {
    /** Runs `job` from the next turn of the event loop on, after every job pushed before it. */
    push(job: () => void): void {
      jobs.push(job);
      if (draining) return;
      draining = true;
      setImmediate(drain);
    },
    get length(): number {
      return jobs.length;
    },
  };
}

export type TurnQueue = ReturnType<typeof createTurnQueue>;

/** The process's queue: the crash room's slices and the messages relayed through Redis share it. */
export const socketWrites = createTurnQueue();
