import type { Kysely } from 'kysely';
import { isPostgres } from './0001-foundation';

// Live coinflip sessions. waiting: the creator's stake is taken; active: an opponent (or the bot) joined,
// the flip is decided and paid but not yet announced; completed: announced; cancelled: stake refunded.
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  await db.schema
    .createTable('coinflip_sessions')
    .addColumn('id', pg ? 'serial' : 'integer', (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('creator_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('opponent_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('opponent_is_bot', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('choice', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('server_seed', 'text', (c) => c.notNull())
    .addColumn('server_seed_hash', 'text', (c) => c.notNull())
    .addColumn('result', 'text')
    .addColumn('winner_id', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('joined_at', 'text')
    .addColumn('finished_at', 'text')
    .execute();
  await db.schema.createIndex('coinflip_sessions_status').on('coinflip_sessions').column('status').execute();
  await db.schema
    .createIndex('coinflip_sessions_creator')
    .on('coinflip_sessions')
    .columns(['creator_id', 'status'])
    .execute();
  await db.schema
    .createIndex('coinflip_sessions_opponent')
    .on('coinflip_sessions')
    .columns(['opponent_id', 'status'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('coinflip_sessions').execute();
}
