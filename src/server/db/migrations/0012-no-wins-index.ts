import { type Kysely, sql } from 'kysely';
import { indexOn } from './table-helpers';

/**
 * The index of win rows goes: every game win wrote an entry into it, on a page of its own (the
 * player's), and the only reader was the admins' Largest Win recompute, which reads every win of
 * every player and is as well served by one pass over the ledger. On SQLite that was one page in
 * five of what a won bet writes at its commit (docs/performance-history.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('transactions_game_wins').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await indexOn(db, 'transactions', 'transactions_game_wins', ['user_id'])
    .where(sql.ref('type'), '=', 'win')
    .execute();
}
