import type { Kysely } from 'kysely';
import { createTableWithId, dropTables, indexOn, ownedByUser, required } from './table-helpers';

// The Social Hub: the public chat room (soft-deleted by admins), friend requests, friendships (one row
// per direction) and presence (the user's own 'Do not disturb' choice, lastOnline, and each connected
// socket with the instance holding it, refreshed by a heartbeat so a crashed instance's sockets expire).
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTableWithId(db, 'chat_messages')
    .addColumn('sender_id', 'integer', ownedByUser)
    .addColumn('text', 'text', required)
    .addColumn('kind', 'text', required)
    .addColumn('created_at', 'text', required)
    .addColumn('deleted_at', 'text')
    .addColumn('deleted_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    // The game record a shared win tells of: each win is shared once.
    .addColumn('bet_id', 'integer', (c) => c.references('game_records.id').onDelete('set null'))
    .execute();
  await indexOn(db, 'chat_messages', 'chat_messages_bet', ['bet_id']).unique().execute();
  await indexOn(db, 'chat_messages', 'chat_messages_visible', ['deleted_at', 'id']).execute();

  await createTableWithId(db, 'friend_requests')
    .addColumn('sender_id', 'integer', ownedByUser)
    .addColumn('receiver_id', 'integer', ownedByUser)
    .addColumn('created_at', 'text', required)
    .addUniqueConstraint('friend_requests_once', ['sender_id', 'receiver_id'])
    .execute();
  await indexOn(db, 'friend_requests', 'friend_requests_receiver', ['receiver_id']).execute();

  await db.schema
    .createTable('friendships')
    .addColumn('user_id', 'integer', ownedByUser)
    .addColumn('friend_id', 'integer', ownedByUser)
    .addColumn('created_at', 'text', required)
    .addPrimaryKeyConstraint('friendships_pk', ['user_id', 'friend_id'])
    .execute();

  await db.schema
    .createTable('user_presence')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('do_not_disturb', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_online', 'text')
    .execute();

  await db.schema
    .createTable('presence_sockets')
    .addColumn('socket_id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', ownedByUser)
    .addColumn('instance_id', 'text', required)
    .addColumn('idle', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('seen_at', 'text', required)
    .execute();
  await indexOn(db, 'presence_sockets', 'presence_sockets_user', ['user_id']).execute();
  await indexOn(db, 'presence_sockets', 'presence_sockets_instance', ['instance_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, [
    'presence_sockets',
    'user_presence',
    'friendships',
    'friend_requests',
    'chat_messages',
  ]);
}
