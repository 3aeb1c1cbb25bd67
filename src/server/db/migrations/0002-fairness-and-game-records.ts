import { type Kysely, sql } from 'kysely';
import {
  createTableWithId,
  dropTables,
  indexOn,
  ownedByUser,
  required,
  withBetSeed,
  withServerSeed,
} from './table-helpers';

export async function up(db: Kysely<unknown>): Promise<void> {
  // One active seed pair per user; rotated pairs stay, with their server seed revealed.
  await createTableWithId(db, 'fairness_seeds')
    .addColumn('user_id', 'integer', ownedByUser)
    .$call(withServerSeed)
    .addColumn('client_seed', 'text', required)
    .addColumn('nonce', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', required)
    .addColumn('revealed_at', 'text')
    .execute();
  await indexOn(db, 'fairness_seeds', 'fairness_seeds_one_active', ['user_id'])
    .unique()
    .where(sql.ref('active'), '=', 1)
    .execute();
  await indexOn(db, 'fairness_seeds', 'fairness_seeds_user', ['user_id', 'id']).execute();

  // Every settled bet of every game, with what it takes to recompute it.
  await createTableWithId(db, 'game_records')
    .addColumn('user_id', 'integer', ownedByUser)
    .addColumn('game', 'text', required)
    .addColumn('bet_amount', 'bigint', required)
    .addColumn('payout', 'bigint', required)
    .addColumn('profit', 'bigint', required)
    .addColumn('details', 'text', required)
    .addColumn('seed_id', 'integer', (c) => c.references('fairness_seeds.id'))
    .$call(withBetSeed)
    .addColumn('created_at', 'text', required)
    .execute();
  await indexOn(db, 'game_records', 'game_records_user_game', ['user_id', 'game', 'id']).execute();
  await indexOn(db, 'game_records', 'game_records_profit', ['profit']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, ['game_records', 'fairness_seeds']);
}
