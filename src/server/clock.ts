/** The time as stored in the database: ISO 8601 in UTC, which sorts as text. */
export function nowIso(): string {
  const ms = Date.now();
  if (ms !== lastMs) {
    lastMs = ms;
    lastIso = new Date(ms).toISOString();
  }
  return lastIso;
}

// The text of the current millisecond, kept: a bet asks for it several times.
let lastMs = Number.NaN;
let lastIso = '';
