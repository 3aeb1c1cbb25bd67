/**
 * Which unique column a failed insert or update ran into, for both dialects
 * (SQLite names the column, PostgreSQL the constraint); undefined for any other error.
 */
export function uniqueViolation(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, message, constraint } = error as { code?: unknown; message?: unknown; constraint?: unknown };
  if (code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY') {
    const match = /UNIQUE constraint failed: ([\w.]+)/.exec(String(message));
    return match?.[1]?.split('.').pop();
  }
  if (code === '23505' && typeof constraint === 'string') return constraint;
  return undefined;
}
