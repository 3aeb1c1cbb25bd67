/**
 * The admins' list reads, at most `width` at a time (issue 14). A list read is a few index scans.
 * - On PostgreSQL, four admins paging flat out would otherwise keep four database processes busy on
 *   the CPU that players' bets need: at most `width` run at once.
 * - On SQLite a read runs to its end on the event loop, so it is never "running" when the next one
 *   comes; but four in one turn of the loop held it for all four (about 16 ms of searches). So at most
 *   `width` start in one turn; the others wait for the next turn, in the order they came.
 */
export function createReadLane(width: number) {
  if (!Number.isInteger(width) || width < 1)
    throw new RangeError(`width must be a whole number >= 1, got ${width}`);
  let running = 0;
  let startedThisTurn = 0;
  let turnEndScheduled = false;
  const waiting: (() => void)[] = [];

  const hasRoom = () => running < width && startedThisTurn < width;

  function start() {
    running += 1;
    startedThisTurn += 1;
    if (!turnEndScheduled) {
      turnEndScheduled = true;
      setImmediate(endTurn);
    }
  }

  /** A new turn: the waiting reads take the places there are, in order. */
  function endTurn() {
    turnEndScheduled = false;
    startedThisTurn = 0;
    admitWaiting();
  }

  function admitWaiting() {
    while (waiting.length > 0 && hasRoom()) {
      start();
      (waiting.shift() as () => void)();
    }
  }

  return {
    /** Runs `read` once there is room; its place is freed when it settles, however it settles. */
    async run<T>(read: () => Promise<T>): Promise<T> {
      if (waiting.length === 0 && hasRoom()) start();
      // The place is taken for this read by admitWaiting before it is woken.
      else await new Promise<void>((resolve) => waiting.push(resolve));
      try {
        return await read();
      } finally {
        running -= 1;
        admitWaiting();
      }
    },
    /** Reads running and waiting now. */
    load: () => ({ running, waiting: waiting.length }),
  };
}

export type ReadLane = ReturnType<typeof createReadLane>;
