/** The time as stored in the database: ISO 8601 in UTC, which sorts as text. */
export function nowIso(): string {
  return new Date().toISOString();
}
