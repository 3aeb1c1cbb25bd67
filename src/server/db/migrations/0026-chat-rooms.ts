import type { Kysely } from 'kysely';
import { indexOn } from './table-helpers';

/**
 * Chat rooms per language (issue 39): each message belongs to the room of one of the web app's locales
 * (`en`, `es`, `pt-BR`, `de`); null is a line of every room (a rain's). The messages written before the
 * rooms were English's, but for the rains' lines (a share without a bet), which every room shows now.
 * The index reads a room's latest visible messages by id, as the existing (deleted_at, id) does for all.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('chat_messages').addColumn('room', 'text').execute();
  const chat = db as unknown as Kysely<{
    chat_messages: { room: string | null; kind: string; bet_id: number | null };
  }>;
  await chat
    .updateTable('chat_messages')
    .set({ room: 'en' })
    .where((eb) => eb.or([eb('kind', '<>', 'share'), eb('bet_id', 'is not', null)]))
    .execute();
  await indexOn(db, 'chat_messages', 'chat_messages_room', ['room', 'deleted_at', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('chat_messages_room').execute();
  await db.schema.alterTable('chat_messages').dropColumn('room').execute();
}
