import { firstIdAtOrAfter } from './id-boundary';
import type { RtpRepository } from './rtp-repository';
import { addSums, type GameSums, withSums } from './rtp-sums';

// The measured returns of the bet records, kept as running totals: every record up to a watermark id
// is counted once (the first read catches up in chunks of ids, so no query scans the whole table at
// once); later reads add only the records past it and take away those leaving the 24 h window.
// Everything is a range of the primary key: no index is added, so the bet path writes nothing more.

export const DAY_MS = 24 * 60 * 60 * 1000;

/** Totals over every bet and over the last 24 h, per game. */
export interface RtpTotals {
  all: GameSums;
  day: GameSums;
}

export interface TallyTiming {
  /**
   * How old a record must be before the watermark passes it. A bet's transaction that took an id but
   * has not committed yet is invisible; once the records below the watermark are this old, none of
   * them is still in flight. Newer records are summed afresh on each read instead.
   */
  settleMs: number;
  /** Ids per query while catching up. */
  chunk: number;
}

export const DEFAULT_TIMING: TallyTiming = { settleMs: 10_000, chunk: 20_000 };

export const isoAt = (ms: number) => new Date(ms).toISOString();

/** Running totals of the game records; `read` must not run twice at once (the service serialises it). */
export function createRecordsTally(repository: RtpRepository, timing: TallyTiming = DEFAULT_TIMING) {
  const probe = repository.recordAtOrAfter;
  /** Every record with id ≤ seen is in `all`, and in `day` when its id is at least dayFrom. */
  let seen = 0;
  let dayFrom = 1;
  const all: GameSums = new Map();
  const day: GameSums = new Map();

  return {
    async read(nowMs: number): Promise<RtpTotals> {
      const settled = (await firstIdAtOrAfter(probe, isoAt(nowMs - timing.settleMs), seen + 1)) - 1;
      const nextDayFrom = await firstIdAtOrAfter(probe, isoAt(nowMs - DAY_MS), dayFrom);
      while (seen < settled) {
        const upTo = Math.min(seen + timing.chunk, settled);
        for (const row of await repository.sumsByIds(seen, upTo, dayFrom)) {
          addSums(all, row.game, row.all);
          addSums(day, row.game, row.day);
        }
        seen = upTo;
      }
      // The records leaving the window: those counted in it, below its new first id.
      const leavingTo = Math.min(nextDayFrom - 1, seen);
      if (leavingTo >= dayFrom) {
        for (const row of await repository.sumsByIds(dayFrom - 1, leavingTo, dayFrom)) {
          addSums(day, row.game, row.day, -1);
        }
      }
      dayFrom = Math.max(dayFrom, nextDayFrom);
      const fresh: RtpTotals = { all: new Map(), day: new Map() };
      for (const row of await repository.sumsByIds(seen, null, dayFrom)) {
        addSums(fresh.all, row.game, row.all);
        addSums(fresh.day, row.game, row.day);
      }
      return { all: withSums(all, fresh.all), day: withSums(day, fresh.day) };
    },
  };
}
