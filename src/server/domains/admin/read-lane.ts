/**
 * At most `width` of the admins' list reads at once on this instance; the others wait their turn, in
 * the order they came. A list read is a few index scans: four admins paging flat out would otherwise
 * keep as many database processes busy and take the CPU that players' bets need (issue 14).
 */
export function createReadLane(width: number) {
  if (!Number.isInteger(width) || width < 1)
    throw new RangeError(`width must be a whole number >= 1, got ${width}`);
  let running = 0;
  const waiting: (() => void)[] = [];

  function release() {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }

  return {
    /** Runs `read` once a place is free; the place is freed when it settles, however it settles. */
    async run<T>(read: () => Promise<T>): Promise<T> {
      if (running < width) running += 1;
      // The place of the read that releases is handed straight to the next in line.
      else await new Promise<void>((resolve) => waiting.push(resolve));
      try {
        return await read();
      } finally {
        release();
      }
    },
    /** Reads running and waiting now. */
    load: () => ({ running, waiting: waiting.length }),
  };
}

export type ReadLane = ReturnType<typeof createReadLane>;
