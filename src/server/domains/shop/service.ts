import {
  EQUIP_SLOTS,
  type EquippedItems,
  type EquipSlot,
  type OwnedItem,
  type PurchaseResponse,
  type ShopItem,
  shopMessages,
} from '../../../contract/shop';
import { nowIso } from '../../clock';
import type { WalletService } from '../../core/money/wallet-service';
import type { ShopItemRow } from '../../db/schema';
import type { UnitOfWork } from '../../db/unit-of-work';
import { AppError, badRequest, conflict, notFound } from '../../http/errors';
import { CATALOGUE } from './catalogue';
import type { ShopRepository } from './repository';

export function toShopItem(row: ShopItemRow): ShopItem {
  return {
    _id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    price: row.price,
    type: row.type as ShopItem['type'],
    rarity: row.rarity as ShopItem['rarity'],
    effect: row.effect as ShopItem['effect'],
    effectProps: JSON.parse(row.effectProps) as Record<string, unknown>,
    setName: row.setName,
  };
}

const emptyEquipped = (): EquippedItems => ({
  avatar: null,
  border: null,
  background: null,
  badge: null,
  nameColor: null,
});

function bundleContents(item: ShopItemRow): string[] {
  const contains = (JSON.parse(item.effectProps) as { contains?: unknown }).contains;
  return Array.isArray(contains) ? contains.filter((slug): slug is string => typeof slug === 'string') : [];
}

/** The item shop: one transaction per purchase (debit, ledger row, ownership), owned once. */
export function createShopService(uow: UnitOfWork, repository: ShopRepository, wallet: WalletService) {
  async function equippedOf(userIds: number[]): Promise<Map<number, EquippedItems>> {
    const byUser = new Map<number, EquippedItems>(userIds.map((id) => [id, emptyEquipped()]));
    for (const row of await repository.equipped(userIds)) {
      const equipped = byUser.get(row.userId);
      if (equipped && (EQUIP_SLOTS as readonly string[]).includes(row.slot)) {
        equipped[row.slot as EquipSlot] = toShopItem(row);
      }
    }
    return byUser;
  }

  return {
    seedCatalogue: () => repository.seedCatalogue(CATALOGUE),

    async items(): Promise<ShopItem[]> {
      return (await repository.listItems()).map(toShopItem);
    },

    async ownedItems(userId: number): Promise<OwnedItem[]> {
      const [owned, equipped] = await Promise.all([repository.ownedItems(userId), equippedOf([userId])]);
      const wornIds = new Set(
        Object.values(equipped.get(userId) ?? {})
          .filter((item): item is ShopItem => item !== null)
          .map((item) => item._id),
      );
      return owned.map((row) => ({
        ...toShopItem(row),
        purchasedAt: row.purchasedAt,
        equipped: wornIds.has(row.id),
      }));
    },

    async purchase(userId: number, itemId: number): Promise<PurchaseResponse> {
      return uow.forUser(userId, async (trx) => {
        const item = await repository.findItem(trx, itemId);
        if (!item) throw notFound(shopMessages.itemNotFound);
        if ((await repository.ownedIds(trx, userId, [item.id])).size > 0)
          throw conflict(shopMessages.alreadyOwned);
        const newBalance = await wallet.debit(
          trx,
          userId,
          item.price,
          { type: 'purchase', game: null, description: `Bought ${item.name}` },
          shopMessages.notEnoughFunds,
        );
        const at = nowIso();
        if (!(await repository.grant(trx, userId, item.id, item.price, at)))
          throw conflict(shopMessages.alreadyOwned);
        // A bundle hands over its contents too; the ones already owned are simply skipped.
        const contents = await repository.findItemsBySlug(trx, bundleContents(item));
        const granted: ShopItem[] = [];
        for (const content of contents) {
          if (await repository.grant(trx, userId, content.id, 0, at)) granted.push(toShopItem(content));
        }
        return { message: shopMessages.purchased, newBalance, item: toShopItem(item), granted };
      });
    },

    async equipped(userId: number): Promise<EquippedItems> {
      return (await equippedOf([userId])).get(userId) ?? emptyEquipped();
    },

    /** Equipped cosmetics of several players at once (chat, leaderboards). */
    equippedOf,

    async equip(userId: number, slot: EquipSlot, itemId: number | null): Promise<EquippedItems> {
      if (itemId === null) {
        await repository.unequip(userId, slot);
      } else {
        const item = await repository.findItem(uow.db, itemId);
        if (!item) throw notFound(shopMessages.itemNotFound);
        if ((await repository.ownedIds(uow.db, userId, [item.id])).size === 0) {
          throw new AppError(403, shopMessages.notOwned);
        }
        if (item.type !== slot) throw badRequest(shopMessages.wrongSlot);
        await repository.equip(userId, slot, item.id);
      }
      return (await equippedOf([userId])).get(userId) ?? emptyEquipped();
    },
  };
}

export type ShopService = ReturnType<typeof createShopService>;
