import type { Kysely } from 'kysely';
import { createTableWithId, dropTables, indexOn, ownedByUser, required } from './table-helpers';

/**
 * The daily reward's claims and the players' notifications.
 * - daily_claims: one row per player and UTC day, unique, written in the same transaction as the
 *   credit: a retry, a second instance or a racing request cannot pay the day twice. The row keeps
 *   the streak it reached, from which the next day's is counted.
 * - notifications: the inbox, newest first by id; unread ones are those without read_at.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTableWithId(db, 'daily_claims')
    .addColumn('user_id', 'integer', ownedByUser)
    .addColumn('day', 'text', required)
    .addColumn('streak', 'integer', required)
    .addColumn('amount', 'bigint', required)
    .addColumn('claimed_at', 'text', required)
    .execute();
  await indexOn(db, 'daily_claims', 'daily_claims_once_a_day', ['user_id', 'day']).unique().execute();

  await createTableWithId(db, 'notifications')
    .addColumn('user_id', 'integer', ownedByUser)
    .addColumn('kind', 'text', required)
    .addColumn('title', 'text', required)
    .addColumn('text', 'text', required)
    .addColumn('data', 'text', required)
    .addColumn('created_at', 'text', required)
    .addColumn('read_at', 'text')
    .execute();
  await indexOn(db, 'notifications', 'notifications_by_user', ['user_id', 'id']).execute();
  await indexOn(db, 'notifications', 'notifications_unread', ['user_id'])
    .where('read_at', 'is', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, ['notifications', 'daily_claims']);
}
