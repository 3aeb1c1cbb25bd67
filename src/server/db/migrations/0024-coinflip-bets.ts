import { type Kysely, sql } from 'kysely';
import { isPostgres, ownedByUser, required } from './table-helpers';

/**
 * Coinflip in the live bets feed (issue 37). A coinflip is a session, not a game record, so the feed
 * (which reads game_records by id) never saw one. Each announced session writes here one row per
 * player (the bot has none): what that player staked and was paid. The ids are taken from
 * game_records' own sequence, so that a coinflip row and a game record never share an id and both
 * follow in commit order: the feed reads the two tables as one list by id, its rows' ids are the
 * ids of /bets/:id, and the web sorts and merges them by id as before.
 *
 * PostgreSQL: the id's default is the next value of game_records' sequence. SQLite: the coinflip
 * repository takes the next id of game_records' AUTOINCREMENT counter (sqlite_sequence) in the
 * announcing transaction, so the next game record is numbered after it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  await db.schema
    .createTable('coinflip_bets')
    .addColumn('id', 'integer', (c) =>
      pg
        ? c.primaryKey().defaultTo(sql`nextval(pg_get_serial_sequence('game_records', 'id'))`)
        : c.primaryKey(),
    )
    .addColumn('session_id', 'integer', (c) =>
      c.notNull().references('coinflip_sessions.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', ownedByUser)
    .addColumn('bet_amount', 'bigint', required)
    .addColumn('payout', 'bigint', required)
    .addColumn('created_at', 'text', required)
    .addUniqueConstraint('coinflip_bets_once', ['session_id', 'user_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('coinflip_bets').execute();
}
