import { type Kysely, sql } from 'kysely';
import { indexOn, isPostgres } from './table-helpers';

/**
 * Every ledger row of a game names what it settles: `bet_id` the game record (the finished bet) and
 * `round_id` the round it belongs to (game_rounds for mines and blackjack, coinflip_sessions for
 * coinflip; the row's game says which). Rows written before this stay without them.
 *
 * Every bet writes a ledger row and a game record, so their indexes are what a bet costs on disk:
 * the index on game records' profit served no query and goes, and the largest-win recompute's
 * index keeps only the win rows it reads.
 *
 * On PostgreSQL an instant bet is one statement; `casino_require` lets that statement abort itself
 * (as a serialization failure, which the caller retries) when one of its parts found nothing to do.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('transactions').addColumn('bet_id', 'integer').execute();
  await db.schema.alterTable('transactions').addColumn('round_id', 'integer').execute();
  await db.schema.dropIndex('game_records_profit').execute();
  await db.schema.dropIndex('transactions_type_user').execute();
  await indexOn(db, 'transactions', 'transactions_game_wins', ['user_id'])
    .where(sql.ref('type'), '=', 'win')
    .execute();
  if (isPostgres(db)) {
    await sql`
      create or replace function casino_require(ok boolean) returns boolean
      language plpgsql as $$
      begin
        if ok is not true then
          raise exception 'a concurrent change overtook this statement' using errcode = '40001';
        end if;
        return true;
      end $$`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) await sql`drop function if exists casino_require(boolean)`.execute(db);
  await db.schema.dropIndex('transactions_game_wins').execute();
  await indexOn(db, 'transactions', 'transactions_type_user', ['type', 'user_id']).execute();
  await indexOn(db, 'game_records', 'game_records_profit', ['profit']).execute();
  await db.schema.alterTable('transactions').dropColumn('round_id').execute();
  await db.schema.alterTable('transactions').dropColumn('bet_id').execute();
}
