import type { Kysely } from 'kysely';
import { createTableWithId, dropTables, indexOn, ownedByUser, required } from './table-helpers';

/**
 * Chat moderation (issue 37): players' reports of chat messages (one per player and message, open
 * until an admin resolves them), each player's own mutes (whose messages they do not see), and the
 * admins' chat mutes (a player who may not post until a time).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTableWithId(db, 'chat_reports')
    .addColumn('message_id', 'integer', (c) => c.notNull().references('chat_messages.id').onDelete('cascade'))
    .addColumn('reporter_id', 'integer', ownedByUser)
    .addColumn('reason', 'text', required)
    .addColumn('details', 'text')
    .addColumn('created_at', 'text', required)
    .addColumn('resolved_at', 'text')
    .addColumn('resolved_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('resolution', 'text')
    .addUniqueConstraint('chat_reports_once', ['message_id', 'reporter_id'])
    .execute();
  // The queue reads the open reports in id order; a resolution closes those of one message.
  await indexOn(db, 'chat_reports', 'chat_reports_open', ['resolved_at', 'id']).execute();

  await db.schema
    .createTable('player_mutes')
    .addColumn('user_id', 'integer', ownedByUser)
    .addColumn('muted_user_id', 'integer', ownedByUser)
    .addColumn('created_at', 'text', required)
    .addPrimaryKeyConstraint('player_mutes_pk', ['user_id', 'muted_user_id'])
    .execute();

  await db.schema
    .createTable('chat_mutes')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('muted_until', 'text', required)
    .addColumn('muted_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', required)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, ['chat_mutes', 'player_mutes', 'chat_reports']);
}
