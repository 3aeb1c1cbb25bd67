import { type Kysely, sql } from 'kysely';
import { required } from './table-helpers';

/**
 * Tips and chat rain (issue 37).
 * - wager_totals: per player, every bet's stake added up and the time of their latest bet, kept by
 *   the wager fold (domains/tips/wager-totals.ts). The tip limits ('wagered at least 1,000 FF in
 *   total') and the rain's 'placed a bet in the last 24 h' each read one row of it. It starts from
 *   the records the fold has already handed on (up to its mark, less the ids it still waits for),
 *   so that every later record reaches it through the fold exactly once.
 * - tip_days: per sender, the UTC day and what they sent in tips and rain that day: the daily limit
 *   is one conditional upsert of this row in the tip's own transaction.
 * The ledger's type column takes any text, so the new 'tip' and 'rain' rows need no change there.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('wager_totals')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('wagered', 'bigint', required)
    .addColumn('last_bet_at', 'text', required)
    .execute();
  await db.schema
    .createTable('tip_days')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('day', 'text', required)
    .addColumn('sent', 'bigint', required)
    .execute();
  await sql`
    insert into wager_totals (user_id, wagered, last_bet_at)
    select user_id, sum(bet_amount), max(created_at) from game_records
    where id <= (select last_id from wager_fold where id = 1)
      and id not in (select record_id from wager_fold_gaps)
    group by user_id`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('tip_days').execute();
  await db.schema.dropTable('wager_totals').execute();
}
