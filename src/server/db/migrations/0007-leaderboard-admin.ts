import type { Kysely } from 'kysely';
import { createTableWithId, dropTables, indexOn, ownedByUser, required } from './table-helpers';

export async function up(db: Kysely<unknown>): Promise<void> {
  // One entry per player and list; `edited` marks an admin's value, kept until the next recompute.
  await createTableWithId(db, 'leaderboard_entries')
    .addColumn('user_id', 'integer', ownedByUser)
    .addColumn('category', 'text', required)
    .addColumn('value', 'double precision', required)
    .addColumn('game_type', 'text')
    .addColumn('achieved_at', 'text', required)
    .addColumn('edited', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('leaderboard_entries_once', ['user_id', 'category'])
    .execute();
  await indexOn(db, 'leaderboard_entries', 'leaderboard_entries_rank', ['category', 'value']).execute();

  await createTableWithId(db, 'admin_audit_log')
    .addColumn('actor_id', 'integer', ownedByUser)
    .addColumn('action', 'text', required)
    .addColumn('target_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('details', 'text')
    .addColumn('created_at', 'text', required)
    .execute();

  // The largest-win recompute reads win rows by type; the admin search reads names by prefix or part.
  await indexOn(db, 'transactions', 'transactions_type_user', ['type', 'user_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('transactions_type_user').execute();
  await dropTables(db, ['admin_audit_log', 'leaderboard_entries']);
}
