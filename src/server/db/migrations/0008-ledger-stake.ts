import type { Kysely } from 'kysely';

/**
 * A payout row of a round game (mines, blackjack, coinflip) records the stake that round took
 * earlier, so a win can be told net of it; rows written before this stay without one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('transactions').addColumn('stake', 'bigint').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('transactions').dropColumn('stake').execute();
}
