import type { Kysely } from 'kysely';
import type { DB, ShopItemRow } from '../../db/schema';
import type { CatalogueItem } from './catalogue';

export interface OwnedItemRow extends ShopItemRow {
  purchasedAt: string;
}

/** The catalogue, what each player owns and what they wear. */
export function createShopRepository(db: Kysely<DB>) {
  return {
    /** Adds catalogue entries that are not in the database yet; existing ones are left as they are. */
    async seedCatalogue(items: readonly CatalogueItem[]): Promise<number> {
      const existing = new Set(
        (await db.selectFrom('shopItems').select('slug').execute()).map((row) => row.slug),
      );
      const missing = items
        .map((item, index) => ({ item, index }))
        .filter(({ item }) => !existing.has(item.slug))
        .map(({ item, index }) => ({
          slug: item.slug,
          name: item.name,
          description: item.description,
          price: item.price,
          type: item.type,
          rarity: item.rarity,
          effect: item.effect,
          effectProps: JSON.stringify(item.effectProps),
          setName: item.setName,
          sortOrder: index,
        }));
      if (missing.length > 0) {
        await db
          .insertInto('shopItems')
          .values(missing)
          .onConflict((oc) => oc.column('slug').doNothing())
          .execute();
      }
      return missing.length;
    },

    listItems(): Promise<ShopItemRow[]> {
      return db.selectFrom('shopItems').selectAll().orderBy('sortOrder').orderBy('id').execute();
    },

    findItem(executor: Kysely<DB>, id: number): Promise<ShopItemRow | undefined> {
      return executor.selectFrom('shopItems').selectAll().where('id', '=', id).executeTakeFirst();
    },

    findItemsBySlug(executor: Kysely<DB>, slugs: string[]): Promise<ShopItemRow[]> {
      if (slugs.length === 0) return Promise.resolve([]);
      return executor.selectFrom('shopItems').selectAll().where('slug', 'in', slugs).execute();
    },

    ownedItems(userId: number): Promise<OwnedItemRow[]> {
      return db
        .selectFrom('userItems')
        .innerJoin('shopItems', 'shopItems.id', 'userItems.itemId')
        .selectAll('shopItems')
        .select('userItems.purchasedAt')
        .where('userItems.userId', '=', userId)
        .orderBy('userItems.id')
        .execute();
    },

    async ownedIds(executor: Kysely<DB>, userId: number, itemIds: number[]): Promise<Set<number>> {
      if (itemIds.length === 0) return new Set();
      const rows = await executor
        .selectFrom('userItems')
        .select('itemId')
        .where('userId', '=', userId)
        .where('itemId', 'in', itemIds)
        .execute();
      return new Set(rows.map((row) => row.itemId));
    },

    /** Records ownership; false when the user already owned it (a concurrent purchase, say). */
    async grant(
      executor: Kysely<DB>,
      userId: number,
      itemId: number,
      pricePaid: number,
      at: string,
    ): Promise<boolean> {
      const result = await executor
        .insertInto('userItems')
        .values({ userId, itemId, pricePaid, purchasedAt: at })
        .onConflict((oc) => oc.columns(['userId', 'itemId']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
    },

    equipped(userIds: number[]): Promise<(ShopItemRow & { userId: number; slot: string })[]> {
      if (userIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('equippedItems')
        .innerJoin('shopItems', 'shopItems.id', 'equippedItems.itemId')
        .selectAll('shopItems')
        .select(['equippedItems.userId', 'equippedItems.slot'])
        .where('equippedItems.userId', 'in', userIds)
        .execute();
    },

    async equip(userId: number, slot: string, itemId: number): Promise<void> {
      await db
        .insertInto('equippedItems')
        .values({ userId, slot, itemId })
        .onConflict((oc) => oc.columns(['userId', 'slot']).doUpdateSet({ itemId }))
        .execute();
    },

    async unequip(userId: number, slot: string): Promise<void> {
      await db.deleteFrom('equippedItems').where('userId', '=', userId).where('slot', '=', slot).execute();
    },
  };
}

export type ShopRepository = ReturnType<typeof createShopRepository>;
