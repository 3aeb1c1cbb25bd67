import type { Kysely } from 'kysely';
import { createTableWithId, dropTables, indexOn, ownedByUser, required } from './table-helpers';

/**
 * The daily missions' claims: one row per player, UTC day and mission, unique, written in the same
 * transaction as the credit, so a retry, a second instance or a racing request cannot pay a mission
 * twice. Which missions a player has and how far they got are not stored: the three are drawn from
 * the player's id and the day, and progress is read from the day's bet records (the index
 * game_records_user_game already serves that read, so game_records gets no new index).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTableWithId(db, 'mission_claims')
    .addColumn('user_id', 'integer', ownedByUser)
    .addColumn('day', 'text', required)
    .addColumn('mission_id', 'integer', required)
    .addColumn('amount', 'bigint', required)
    .addColumn('claimed_at', 'text', required)
    .execute();
  await indexOn(db, 'mission_claims', 'mission_claims_once', ['user_id', 'day', 'mission_id'])
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, ['mission_claims']);
}
