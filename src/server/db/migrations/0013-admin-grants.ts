import type { Kysely } from 'kysely';
import { createTableWithId, dropTables, indexOn, required } from './table-helpers';

/**
 * Admin rights given or taken outside the admin panel (whose changes are in the audit log):
 * - an ADMIN_EMAILS address gives them once, to the account that registered with it; the row's
 *   e-mail is unique, so a second account can never claim the same address;
 * - the admin command line's grants and revocations (no e-mail).
 * The row stays when its account goes, so a used address never gives rights again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTableWithId(db, 'admin_grants')
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('email_lower', 'text')
    .addColumn('source', 'text', required)
    .addColumn('is_admin', 'integer', required)
    .addColumn('created_at', 'text', required)
    .execute();
  await indexOn(db, 'admin_grants', 'admin_grants_once_per_email', ['email_lower']).unique().execute();
  await indexOn(db, 'admin_grants', 'admin_grants_user', ['user_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, ['admin_grants']);
}
