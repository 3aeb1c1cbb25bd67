import type { Kysely } from 'kysely';
import { required } from './table-helpers';

/**
 * The live bets feed and the public bet pages (issue 37). A player hidden from public lists has a
 * row here (DECISIONS.md §10); the feed and the bet pages show them as 'Hidden'. Its own table, not
 * a column of users: the users row is what every bet locks and writes, and this is read only by the
 * feed and the bet pages. The feed itself needs no table or index: it reads game_records by id.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('hidden_players')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('hidden_at', 'text', required)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('hidden_players').execute();
}
