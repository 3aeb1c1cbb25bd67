import { type Kysely, sql } from 'kysely';
import { createTableWithId, dropTables, indexOn, ownedByUser, required } from './table-helpers';

/**
 * The wager fold, levels and rakeback (issue 36).
 * - wager_fold: one row, the mark: the highest game_records id the fold has handed on. It starts at
 *   the newest record when the migration runs (bets before this release earn nothing), and every
 *   fold moves it in the same transaction as its consumers' writes, with the row locked.
 * - wager_fold_gaps: ids below the mark that were missing when the mark passed them. On PostgreSQL a
 *   record can commit after one with a higher id; the fold looks for these ids again on every pass
 *   and forgets them once they are too old to belong to a transaction still running.
 * - player_rewards: a player's XP (edge-weighted wager in hundredths of FF, lifetime), the level
 *   reached, and the rakeback accrued and not yet claimed, in hundredths of FF.
 * - player_levels: one row per (player, level) reached above level 1, unique, written with the
 *   level's reward in the same transaction (the reward's unique key).
 * - rakeback_claims: one row per claim, unique per (player, claim number), with its credit.
 * - mission_progress: the XP a player's daily mission has counted on a UTC day, kept by the fold.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('wager_fold')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('last_id', 'bigint', required)
    .execute();
  await sql`insert into wager_fold (id, last_id) select 1, coalesce(max(id), 0) from game_records`.execute(
    db,
  );

  await db.schema
    .createTable('wager_fold_gaps')
    .addColumn('record_id', 'bigint', (c) => c.primaryKey())
    .addColumn('seen_at', 'text', required)
    .execute();

  await db.schema
    .createTable('player_rewards')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('xp', 'bigint', required)
    .addColumn('level', 'integer', required)
    .addColumn('rakeback', 'bigint', required)
    .addColumn('updated_at', 'text', required)
    .execute();

  await createTableWithId(db, 'player_levels')
    .addColumn('user_id', 'integer', ownedByUser)
    .addColumn('level', 'integer', required)
    .addColumn('reward', 'bigint', required)
    .addColumn('reached_at', 'text', required)
    .execute();
  await indexOn(db, 'player_levels', 'player_levels_once', ['user_id', 'level']).unique().execute();

  await createTableWithId(db, 'rakeback_claims')
    .addColumn('user_id', 'integer', ownedByUser)
    .addColumn('claim', 'integer', required)
    .addColumn('amount', 'bigint', required)
    .addColumn('claimed_at', 'text', required)
    .execute();
  await indexOn(db, 'rakeback_claims', 'rakeback_claims_once', ['user_id', 'claim']).unique().execute();

  await db.schema
    .createTable('mission_progress')
    .addColumn('user_id', 'integer', ownedByUser)
    .addColumn('day', 'text', required)
    .addColumn('mission_id', 'integer', required)
    .addColumn('xp', 'bigint', required)
    .addPrimaryKeyConstraint('mission_progress_key', ['user_id', 'day', 'mission_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, [
    'rakeback_claims',
    'player_levels',
    'player_rewards',
    'wager_fold_gaps',
    'wager_fold',
  ]);
}
