import { type Kysely, sql } from 'kysely';
import { isPostgres } from './0001-foundation';

// Games with turns (mines, blackjack) keep their round here while it is played, so that a reload or
// another server instance resumes it; the full state (mines, deck) never leaves the server early.
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  await db.schema
    .createTable('game_rounds')
    .addColumn('id', pg ? 'serial' : 'integer', (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('game', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('bet_amount', 'bigint', (c) => c.notNull())
    .addColumn('seed_id', 'integer', (c) => c.notNull().references('fairness_seeds.id'))
    .addColumn('server_seed_hash', 'text', (c) => c.notNull())
    .addColumn('client_seed', 'text', (c) => c.notNull())
    .addColumn('nonce', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('game_rounds_one_playing')
    .on('game_rounds')
    .columns(['user_id', 'game'])
    .unique()
    .where(sql.ref('status'), '=', 'playing')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('game_rounds').execute();
}
