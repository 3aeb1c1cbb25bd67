import type { Kysely } from 'kysely';
import { createTableWithId, indexOn, ownedByUser, required, withServerSeed } from './table-helpers';

// Live coinflip sessions. waiting: the creator's stake is taken; active: an opponent (or the bot) joined,
// the flip is decided and paid but not yet announced; completed: announced; cancelled: stake refunded.
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTableWithId(db, 'coinflip_sessions')
    .addColumn('creator_id', 'integer', ownedByUser)
    .addColumn('opponent_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('opponent_is_bot', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('amount', 'bigint', required)
    .addColumn('choice', 'text', required)
    .addColumn('status', 'text', required)
    .$call(withServerSeed)
    .addColumn('result', 'text')
    .addColumn('winner_id', 'integer')
    .addColumn('created_at', 'text', required)
    .addColumn('joined_at', 'text')
    .addColumn('finished_at', 'text')
    .execute();
  await indexOn(db, 'coinflip_sessions', 'coinflip_sessions_status', ['status']).execute();
  await indexOn(db, 'coinflip_sessions', 'coinflip_sessions_creator', ['creator_id', 'status']).execute();
  await indexOn(db, 'coinflip_sessions', 'coinflip_sessions_opponent', ['opponent_id', 'status']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('coinflip_sessions').execute();
}
