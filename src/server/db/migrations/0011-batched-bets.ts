import { type Kysely, sql } from 'kysely';
import { isPostgres } from './table-helpers';

/**
 * On PostgreSQL the instant bets of one tick go to the database as one statement. Its first act is
 * `casino_lock_users`: the players' rows locked in id order, the order every other path that locks
 * several players (coinflip) uses, so a batch and a two-player round never wait on each other in a
 * circle. Nothing changes on SQLite.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`
    create or replace function casino_lock_users(ids int[]) returns boolean
    language plpgsql as $$
    begin
      perform 1 from users where id = any(ids) order by id for update;
      return true;
    end $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) await sql`drop function if exists casino_lock_users(int[])`.execute(db);
}
