import { type Kysely, sql } from 'kysely';
import { indexOn, isPostgres } from './table-helpers';

/**
 * For a million players:
 * - the admin search reads names and e-mails by prefix, in order, from their indexes. The lower-cased
 *   columns compare by bytes on both databases (SQLite's BINARY, PostgreSQL's "C", whatever the
 *   database's locale), so one range `>= prefix and < next prefix` means the same on both. The e-mail
 *   index also holds the name and id: "e-mail matches but the name does not" is read from it alone.
 * - expired sessions are found by their expiry, not by reading every token.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`alter table users alter column username_lower type text collate "C"`.execute(db);
    await sql`alter table users alter column email_lower type text collate "C"`.execute(db);
  }
  await indexOn(db, 'users', 'users_email_username', ['email_lower', 'username_lower', 'id']).execute();
  await indexOn(db, 'auth_tokens', 'auth_tokens_expires_at', ['expires_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('auth_tokens_expires_at').execute();
  await db.schema.dropIndex('users_email_username').execute();
  if (isPostgres(db)) {
    await sql`alter table users alter column email_lower type text collate "default"`.execute(db);
    await sql`alter table users alter column username_lower type text collate "default"`.execute(db);
  }
}
