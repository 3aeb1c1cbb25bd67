/**
 * Where the live feed has read game_records up to, and which ids below that it is still waiting for.
 *
 * Ids are taken when a row is inserted and become visible when its transaction commits, so on
 * PostgreSQL a reader can see id 12 before id 11 (11's transaction commits a moment later), and an id
 * whose transaction rolled back never appears at all. Each id skipped over is kept as a gap and looked
 * up again on later reads until it appears (then it is pushed, once) or `gapWaitMs` passes (a rolled
 * back bet). On SQLite, with one writer, ids appear in order and there are no gaps to wait for.
 */
export interface FeedCursorOptions {
  /** How long a skipped id is looked for before it is taken for a rolled-back insert. */
  gapWaitMs: number;
  /** At most this many ids are waited for at once; the oldest are given up first. */
  maxGaps: number;
}

export const FEED_CURSOR_DEFAULTS: FeedCursorOptions = { gapWaitMs: 30_000, maxGaps: 2_000 };

export function createFeedCursor<T extends { id: number }>(
  options: FeedCursorOptions = FEED_CURSOR_DEFAULTS,
) {
  /** The highest id read; null until started. */
  let last: number | null = null;
  /** Ids skipped over and still awaited, with when to give up on each, oldest first. */
  const gaps = new Map<number, number>();

  function awaitGap(id: number, until: number): void {
    gaps.set(id, until);
    if (gaps.size > options.maxGaps) gaps.delete(gaps.keys().next().value as number);
  }

  return {
    get last(): number | null {
      return last;
    },
    /** Follows the records after `latestId` (the newest, while nobody watches), waiting for no gap. */
    start(latestId: number): void {
      last = latestId;
      gaps.clear();
    },
    /** The skipped ids to look up again. */
    awaited(): number[] {
      return [...gaps.keys()];
    },
    /**
     * Takes what a read found: `fresh`, the records after `last` in id order, and `late`, those of
     * the awaited ids that have appeared. Answers the records to push, each id only ever once.
     */
    accept(fresh: readonly T[], late: readonly T[], now: number): T[] {
      const out: T[] = [];
      for (const row of late) if (gaps.delete(row.id)) out.push(row);
      if (last === null) return out;
      for (const row of fresh) {
        if (row.id <= last) continue;
        // Only the newest maxGaps ids of a jump are awaited (a sequence moved on by hand, say).
        for (let id = Math.max(last + 1, row.id - options.maxGaps); id < row.id; id += 1) {
          awaitGap(id, now + options.gapWaitMs);
        }
        out.push(row);
        last = row.id;
      }
      for (const [id, until] of gaps) if (until <= now) gaps.delete(id);
      return out;
    },
  };
}

export type FeedCursor<T extends { id: number }> = ReturnType<typeof createFeedCursor<T>>;
