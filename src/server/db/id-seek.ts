import type { Kysely } from 'kysely';
import type { DB } from './schema';

/** Tables whose ids rise with their rows' creation time. */
type TimedTable = 'gameRecords' | 'coinflipSessions';

/** The first row with id ≥ `id`, with its creation time: a primary-key seek (see fairness/id-boundary.ts). */
export function firstRowAtOrAfter(
  db: Kysely<DB>,
  table: TimedTable,
  id: number,
): Promise<{ id: number; createdAt: string } | undefined> {
  return db
    .selectFrom(table as 'gameRecords')
    .select(['id', 'createdAt'])
    .where('id', '>=', id)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}
