import { type Kysely, sql } from 'kysely';
import { isPostgres } from './0001-foundation';

export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  const id = pg ? 'serial' : 'integer';

  // One active seed pair per user; rotated pairs stay, with their server seed revealed.
  await db.schema
    .createTable('fairness_seeds')
    .addColumn('id', id, (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('server_seed', 'text', (c) => c.notNull())
    .addColumn('server_seed_hash', 'text', (c) => c.notNull())
    .addColumn('client_seed', 'text', (c) => c.notNull())
    .addColumn('nonce', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('revealed_at', 'text')
    .execute();
  await db.schema
    .createIndex('fairness_seeds_one_active')
    .on('fairness_seeds')
    .column('user_id')
    .unique()
    .where(sql.ref('active'), '=', 1)
    .execute();
  await db.schema
    .createIndex('fairness_seeds_user')
    .on('fairness_seeds')
    .columns(['user_id', 'id'])
    .execute();

  // Every settled bet of every game, with what it takes to recompute it.
  await db.schema
    .createTable('game_records')
    .addColumn('id', id, (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('game', 'text', (c) => c.notNull())
    .addColumn('bet_amount', 'bigint', (c) => c.notNull())
    .addColumn('payout', 'bigint', (c) => c.notNull())
    .addColumn('profit', 'bigint', (c) => c.notNull())
    .addColumn('details', 'text', (c) => c.notNull())
    .addColumn('seed_id', 'integer', (c) => c.references('fairness_seeds.id'))
    .addColumn('server_seed_hash', 'text', (c) => c.notNull())
    .addColumn('client_seed', 'text', (c) => c.notNull())
    .addColumn('nonce', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('game_records_user_game')
    .on('game_records')
    .columns(['user_id', 'game', 'id'])
    .execute();
  await db.schema.createIndex('game_records_profit').on('game_records').columns(['profit']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('game_records').execute();
  await db.schema.dropTable('fairness_seeds').execute();
}
