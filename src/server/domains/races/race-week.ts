// Which race a moment falls in. DECISIONS.md §10: a race runs Monday 00:00 UTC to the next Monday
// 00:00 UTC. A race's id is its week's number counted from Monday 5 January 1970, so every instance
// (and the fold, for any record) names the same race from a time alone.

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
const FIRST_MONDAY_MS = Date.UTC(1970, 0, 5);

export interface RaceWeek {
  id: number;
  /** ISO 8601, Monday 00:00 UTC. */
  startsAt: string;
  /** ISO 8601, the next Monday 00:00 UTC. */
  endsAt: string;
}

/** The id of the race under way at `iso` (an ISO 8601 time). */
export function raceIdAt(iso: string): number {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) throw new Error(`not a time: ${iso}`);
  return Math.floor((ms - FIRST_MONDAY_MS) / WEEK_MS);
}

/** The week of race `id`. */
export function raceWeek(id: number): RaceWeek {
  const start = FIRST_MONDAY_MS + id * WEEK_MS;
  return {
    id,
    startsAt: new Date(start).toISOString(),
    endsAt: new Date(start + WEEK_MS).toISOString(),
  };
}

/** The race under way at `iso`. */
export function raceWeekAt(iso: string): RaceWeek {
  return raceWeek(raceIdAt(iso));
}
