import { type Kysely, sql } from 'kysely';
import { createTableWithId, dropTables, indexOn, ownedByUser, required } from './table-helpers';

/**
 * The weekly race (DECISIONS.md §10: Monday 00:00 UTC to the next Monday). A race's id is the number
 * of its week since the first Monday of 1970, so every instance names the same race without asking.
 * Scores are edge-weighted wager in hundredths of FF, added by the wager fold; `reached_id` is the
 * last bet record that raised a score (the earlier one ranks first on a tie). The index on (race,
 * score desc, reached) gives the top in order and a player's rank by counting the entries above.
 * The prizes are one row per (race, player), unique, written in the transaction that credits them
 * and marks the race paid, so no retry, second instance or restart pays a place twice.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('races')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('starts_at', 'text', required)
    .addColumn('ends_at', 'text', required)
    .addColumn('prize_pool', 'bigint', required)
    .addColumn('paid_at', 'text')
    .execute();
  await db.schema
    .createTable('race_scores')
    .addColumn('race_id', 'integer', (c) => c.notNull().references('races.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', ownedByUser)
    .addColumn('score', 'bigint', required)
    .addColumn('reached_id', 'integer', required)
    .addPrimaryKeyConstraint('race_scores_pkey', ['race_id', 'user_id'])
    .execute();
  await indexOn(db, 'race_scores', 'race_scores_rank', ['race_id', 'score desc', 'reached_id']).execute();
  await createTableWithId(db, 'race_prizes')
    .addColumn('race_id', 'integer', (c) => c.notNull().references('races.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', ownedByUser)
    .addColumn('rank', 'integer', required)
    .addColumn('amount', 'bigint', required)
    .addColumn('paid_at', 'text', required)
    .execute();
  await indexOn(db, 'race_prizes', 'race_prizes_once', ['race_id', 'user_id']).unique().execute();
  await indexOn(db, 'race_prizes', 'race_prizes_place', ['race_id', 'rank']).unique().execute();
  // The finisher's question: which ended races are not paid yet.
  await indexOn(db, 'races', 'races_unpaid', ['ends_at']).where(sql.ref('paid_at'), 'is', null).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, ['race_prizes', 'race_scores', 'races']);
}
