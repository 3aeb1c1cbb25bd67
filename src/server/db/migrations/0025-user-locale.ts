import type { Kysely } from 'kysely';

/**
 * The player's language (issue 39): one of the web app's locales (`en`, `es`, `pt-BR`, `de`), chosen in
 * the picker and applied wherever they sign in; null until they choose one (the browser's then).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('locale', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('locale').execute();
}
