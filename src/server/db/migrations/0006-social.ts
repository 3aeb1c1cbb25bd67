import type { Kysely } from 'kysely';
import { isPostgres } from './0001-foundation';

// The Social Hub: the public chat room (soft-deleted by admins), friend requests, friendships (one row
// per direction) and presence (the user's own 'Do not disturb' choice, lastOnline, and each connected
// socket with the instance holding it, refreshed by a heartbeat so a crashed instance's sockets expire).
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  const id = pg ? 'serial' : 'integer';
  await db.schema
    .createTable('chat_messages')
    .addColumn('id', id, (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('sender_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('deleted_at', 'text')
    .addColumn('deleted_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    // The game record a shared win tells of: each win is shared once.
    .addColumn('bet_id', 'integer', (c) => c.references('game_records.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('chat_messages_bet').on('chat_messages').column('bet_id').unique().execute();
  await db.schema
    .createIndex('chat_messages_visible')
    .on('chat_messages')
    .columns(['deleted_at', 'id'])
    .execute();

  await db.schema
    .createTable('friend_requests')
    .addColumn('id', id, (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('sender_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('receiver_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('friend_requests_once', ['sender_id', 'receiver_id'])
    .execute();
  await db.schema
    .createIndex('friend_requests_receiver')
    .on('friend_requests')
    .column('receiver_id')
    .execute();

  await db.schema
    .createTable('friendships')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('friend_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
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
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('instance_id', 'text', (c) => c.notNull())
    .addColumn('idle', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('seen_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('presence_sockets_user').on('presence_sockets').column('user_id').execute();
  await db.schema
    .createIndex('presence_sockets_instance')
    .on('presence_sockets')
    .column('instance_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'presence_sockets',
    'user_presence',
    'friendships',
    'friend_requests',
    'chat_messages',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
