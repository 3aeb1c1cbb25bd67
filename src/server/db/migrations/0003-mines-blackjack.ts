import { type Kysely, sql } from 'kysely';
import { createTableWithId, indexOn, ownedByUser, required, withBetSeed } from './table-helpers';

// Games with turns (mines, blackjack) keep their round here while it is played, so that a reload or
// another server instance resumes it; the full state (mines, deck) never leaves the server early.
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTableWithId(db, 'game_rounds')
    .addColumn('user_id', 'integer', ownedByUser)
    .addColumn('game', 'text', required)
    .addColumn('status', 'text', required)
    .addColumn('state', 'text', required)
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('bet_amount', 'bigint', required)
    .addColumn('seed_id', 'integer', (c) => c.notNull().references('fairness_seeds.id'))
    .$call(withBetSeed)
    .addColumn('created_at', 'text', required)
    .addColumn('updated_at', 'text', required)
    .execute();
  await indexOn(db, 'game_rounds', 'game_rounds_one_playing', ['user_id', 'game'])
    .unique()
    .where(sql.ref('status'), '=', 'playing')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('game_rounds').execute();
}
