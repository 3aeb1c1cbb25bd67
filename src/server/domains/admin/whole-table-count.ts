import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/**
 * Counts at most `n` rows of a table whose rows are never deleted: past the count, the highest id
 * is about how many there are (see `boundedTotal` in keyset.ts).
 */
export async function countWholeTable(
  db: Kysely<DB>,
  table: 'users' | 'adminAuditLog',
  n: number,
): Promise<{ counted: number; estimate: number }> {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .selectFrom(db.selectFrom(table).select('id').limit(n).as('m'))
        .select((inner) => inner.fn.countAll<number>().as('count'))
        .as('counted'),
      eb
        .selectFrom(table)
        .select((inner) => inner.fn.max('id').as('last'))
        .as('last'),
    ])
    .executeTakeFirstOrThrow();
  return { counted: Number(row.counted), estimate: Number(row.last ?? 0) };
}
