import type { Kysely } from 'kysely';
import { createTableWithId, dropTables, indexOn, ownedByUser, required } from './table-helpers';

/**
 * Crash (issue 35): one live round for everyone, its crash point fixed by a published hash chain.
 * - crash_chain: the deployment's one chain (id 1): its length, salt and terminal hash, published
 *   before round 1, and every 1,000th hash as JSON (640 kB for 10 million hashes, never the chain);
 *   `fence` counts the drivers that took the round lease, the token every driver write is checked by.
 * - crash_rounds: id is the round number r (it uses the chain's hash r − 1); the hash and crash
 *   point are written only when the round ends.
 * - crash_bets: one bet per player per round; cashed_out_at and payout stay null while it is open.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('crash_chain')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('length', 'integer', required)
    .addColumn('every', 'integer', required)
    .addColumn('salt', 'text', required)
    .addColumn('terminal_hash', 'text', required)
    .addColumn('checkpoints', 'text', required)
    .addColumn('fence', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', required)
    .execute();
  await db.schema
    .createTable('crash_rounds')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('phase', 'text', required)
    .addColumn('starts_at', 'text', required)
    .addColumn('started_at', 'text')
    .addColumn('crash_point', 'double precision')
    .addColumn('hash', 'text')
    .addColumn('crashed_at', 'text')
    .execute();
  await indexOn(db, 'crash_rounds', 'crash_rounds_phase', ['phase', 'id']).execute();
  await createTableWithId(db, 'crash_bets')
    .addColumn('round_id', 'integer', (c) => c.notNull().references('crash_rounds.id'))
    .addColumn('user_id', 'integer', ownedByUser)
    .addColumn('bet_amount', 'bigint', required)
    .addColumn('auto_cashout', 'double precision')
    .addColumn('cashed_out_at', 'double precision')
    .addColumn('payout', 'bigint')
    .addColumn('created_at', 'text', required)
    .execute();
  await indexOn(db, 'crash_bets', 'crash_bets_one_per_round', ['round_id', 'user_id']).unique().execute();
  await indexOn(db, 'crash_bets', 'crash_bets_user', ['user_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, ['crash_bets', 'crash_rounds', 'crash_chain']);
}
