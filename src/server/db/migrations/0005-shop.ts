import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import { createTableWithId, dropTables, ownedByUser, required } from './table-helpers';

export async function up(db: Kysely<unknown>): Promise<void> {
  await createTableWithId(db, 'shop_items')
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', required)
    .addColumn('description', 'text', required)
    .addColumn('price', 'bigint', required)
    .addColumn('type', 'text', required)
    .addColumn('rarity', 'text', required)
    .addColumn('effect', 'text', required)
    .addColumn('effect_props', 'text', required)
    .addColumn('set_name', 'text')
    .addColumn('sort_order', 'integer', required)
    .execute();

  const shopItem = (c: ColumnDefinitionBuilder) => c.notNull().references('shop_items.id');
  await createTableWithId(db, 'user_items')
    .addColumn('user_id', 'integer', ownedByUser)
    .addColumn('item_id', 'integer', shopItem)
    .addColumn('price_paid', 'bigint', required)
    .addColumn('purchased_at', 'text', required)
    .addUniqueConstraint('user_items_once', ['user_id', 'item_id'])
    .execute();

  await db.schema
    .createTable('equipped_items')
    .addColumn('user_id', 'integer', ownedByUser)
    .addColumn('slot', 'text', required)
    .addColumn('item_id', 'integer', shopItem)
    .addPrimaryKeyConstraint('equipped_items_pk', ['user_id', 'slot'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, ['equipped_items', 'user_items', 'shop_items']);
}
