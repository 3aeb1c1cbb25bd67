// Finding where a time falls among rows numbered in the order they were written, without an index on
// their time: ids and creation times rise together (a row's time is taken just before its insert), so
// a binary search over the primary key finds the first row created at or after a time in ~log2(n)
// one-row reads. Rows written within the same moment may sit a few ids out of time order; the
// measured returns use the boundary as their own definition of "since", so their sums stay exact.

/** The first row whose id is at least `id`, with its creation time (a primary-key seek). */
export type RowProbe = (id: number) => Promise<{ id: number; createdAt: string } | undefined>;

/**
 * The smallest id B ≥ `from` such that the first row at or after B was created at or after `time`;
 * one past the last row when every row from `from` on is older. Ids below `from` are taken as older.
 */
export async function firstIdAtOrAfter(probe: RowProbe, time: string, from: number): Promise<number> {
  let lo = from;
  let hi = from;
  // Gallop out from `from`: the boundary usually moved only a little since the last read.
  for (let step = 1; ; step *= 2) {
    const row = await probe(hi);
    if (!row) break;
    if (row.createdAt >= time) return hi === from ? from : search(probe, time, lo, hi);
    lo = row.id + 1;
    hi = lo + step;
  }
  return search(probe, time, lo, hi);
}

/** Binary search in [lo, hi]: every position below lo is older, position hi is not (or past the end). */
async function search(probe: RowProbe, time: string, lo: number, hi: number): Promise<number> {
  while (lo < hi) {
    const mid = Math.floor((lo + hi) / 2);
    const row = await probe(mid);
    if (row && row.createdAt < time) lo = row.id + 1;
    else hi = mid;
  }
  return lo;
}
