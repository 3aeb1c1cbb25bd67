import type { Kysely } from 'kysely';
import { isPostgres } from './0001-foundation';

export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  const id = pg ? 'serial' : 'integer';

  // One entry per player and list; `edited` marks an admin's value, kept until the next recompute.
  await db.schema
    .createTable('leaderboard_entries')
    .addColumn('id', id, (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('value', 'double precision', (c) => c.notNull())
    .addColumn('game_type', 'text')
    .addColumn('achieved_at', 'text', (c) => c.notNull())
    .addColumn('edited', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('leaderboard_entries_once', ['user_id', 'category'])
    .execute();
  await db.schema
    .createIndex('leaderboard_entries_rank')
    .on('leaderboard_entries')
    .columns(['category', 'value'])
    .execute();

  await db.schema
    .createTable('admin_audit_log')
    .addColumn('id', id, (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('actor_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('details', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  // The largest-win recompute reads win rows by type; the admin search reads names by prefix or part.
  await db.schema
    .createIndex('transactions_type_user')
    .on('transactions')
    .columns(['type', 'user_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('transactions_type_user').execute();
  await db.schema.dropTable('admin_audit_log').execute();
  await db.schema.dropTable('leaderboard_entries').execute();
}
