import { type Kysely, sql } from 'kysely';
import { createTableWithId, dropTables, indexOn, ownedByUser, required } from './table-helpers';

export async function up(db: Kysely<unknown>): Promise<void> {
  await createTableWithId(db, 'users')
    .addColumn('username', 'text', required)
    .addColumn('username_lower', 'text', (c) => c.notNull().unique())
    .addColumn('email', 'text', required)
    .addColumn('email_lower', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', required)
    .addColumn('fun_funds', 'bigint', (c) => c.notNull().defaultTo(0).check(sql`fun_funds >= 0`))
    .addColumn('is_admin', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_banned', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('profile_picture', 'text')
    .addColumn('created_at', 'text', required)
    .addColumn('updated_at', 'text', required)
    .execute();

  await db.schema
    .createTable('auth_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', ownedByUser)
    .addColumn('created_at', 'text', required)
    .addColumn('expires_at', 'text', required)
    .execute();
  await indexOn(db, 'auth_tokens', 'auth_tokens_user_id', ['user_id']).execute();

  await createTableWithId(db, 'transactions')
    .addColumn('user_id', 'integer', ownedByUser)
    .addColumn('type', 'text', required)
    .addColumn('game', 'text')
    .addColumn('amount', 'bigint', required)
    .addColumn('balance_after', 'bigint', required)
    .addColumn('description', 'text', required)
    .addColumn('created_at', 'text', required)
    .execute();
  await indexOn(db, 'transactions', 'transactions_user_id_id', ['user_id', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, ['transactions', 'auth_tokens', 'users']);
}
