import type { Kysely } from 'kysely';
import { createTableWithId, dropTables, indexOn, ownedByUser, required } from './table-helpers';

/**
 * Achievements and their badges (docs/achievements.md).
 * - user_achievements: one row per player and achievement, unique, so a second fold, instance or
 *   sweep cannot grant one twice; written in the same transaction as its notification.
 * - achievement_tallies: per player, what the bet achievements count across batches of the wager
 *   fold (bets so far; the current winning run and its game), written once per player per batch.
 * - worn_badges: the one achievement badge a player wears.
 * - achievement_sweeps: how far the sweep of each other source (daily claims, friendships, shop
 *   items, race prizes) has read.
 * - friendships_created: the sweep reads new friendships by time (the table has no id of its own).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTableWithId(db, 'user_achievements')
    .addColumn('user_id', 'integer', ownedByUser)
    .addColumn('code', 'text', required)
    .addColumn('earned_at', 'text', required)
    .execute();
  await indexOn(db, 'user_achievements', 'user_achievements_once', ['user_id', 'code']).unique().execute();

  await db.schema
    .createTable('achievement_tallies')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('bets', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('streak_game', 'text')
    .addColumn('streak', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('worn_badges')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('code', 'text', required)
    .addColumn('worn_at', 'text', required)
    .execute();

  await db.schema
    .createTable('achievement_sweeps')
    .addColumn('source', 'text', (c) => c.primaryKey())
    .addColumn('mark', 'text', required)
    .execute();

  await indexOn(db, 'friendships', 'friendships_created', ['created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('friendships_created').execute();
  await dropTables(db, ['achievement_sweeps', 'worn_badges', 'achievement_tallies', 'user_achievements']);
}
