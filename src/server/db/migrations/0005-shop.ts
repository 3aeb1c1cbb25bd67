import type { Kysely } from 'kysely';
import { isPostgres } from './0001-foundation';

export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  const id = pg ? 'serial' : 'integer';
  await db.schema
    .createTable('shop_items')
    .addColumn('id', id, (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('price', 'bigint', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('rarity', 'text', (c) => c.notNull())
    .addColumn('effect', 'text', (c) => c.notNull())
    .addColumn('effect_props', 'text', (c) => c.notNull())
    .addColumn('set_name', 'text')
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('user_items')
    .addColumn('id', id, (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('item_id', 'integer', (c) => c.notNull().references('shop_items.id'))
    .addColumn('price_paid', 'bigint', (c) => c.notNull())
    .addColumn('purchased_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('user_items_once', ['user_id', 'item_id'])
    .execute();

  await db.schema
    .createTable('equipped_items')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('slot', 'text', (c) => c.notNull())
    .addColumn('item_id', 'integer', (c) => c.notNull().references('shop_items.id'))
    .addPrimaryKeyConstraint('equipped_items_pk', ['user_id', 'slot'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('equipped_items').execute();
  await db.schema.dropTable('user_items').execute();
  await db.schema.dropTable('shop_items').execute();
}
