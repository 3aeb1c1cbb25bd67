import { useCallback, useMemo, useState } from 'react';
import type { EquippedItems, PurchaseResponse, ShopItem } from '../../../../contract/shop';
import { EQUIP_SLOTS, type EquipSlot } from '../../../../contract/shop-texts';
import { localItem } from '../../../components/player/item-texts';
import { announce } from '../../../lib/announcer';
import { errorText } from '../../../lib/api';
import { messageText, translate, useT } from '../../../lib/i18n';
import { useQuery } from '../../../lib/use-query';
import type texts from '../../../locales/en/shop.json';
import { equipItem, fetchOwnedItems, fetchShopItems, purchaseItem } from '../api';
import { FALLBACK_ITEMS } from '../fallback-items';

export interface ShopBanner {
  tone: 'error' | 'success';
  text: string;
}

/** The slot an item is worn in, or null for items that are not worn (bundles, other). */
export function equipSlotOf(item: ShopItem): EquipSlot | null {
  return (EQUIP_SLOTS as readonly string[]).includes(item.type) ? (item.type as EquipSlot) : null;
}

/** What the card of a just-bought item says, next to the item. */
export interface ItemNotice {
  itemId: number;
  tone: 'error' | 'success';
  text: string;
}

/**
 * The catalogue, what the player owns, and buying: asked to confirm first, one purchase at a time;
 * a bought item can be put on right there.
 */
export function useShop(
  onPurchased: (result: PurchaseResponse) => void,
  onFailed: () => void,
  onEquipped: (equipped: EquippedItems) => void,
) {
  const catalogue = useQuery(fetchShopItems);
  const owned = useQuery(fetchOwnedItems);
  const [bought, setBought] = useState<ReadonlySet<number>>(new Set());
  const [pendingId, setPendingId] = useState<number | null>(null);
  const [banner, setBanner] = useState<ShopBanner | null>(null);
  const [confirming, setConfirming] = useState<ShopItem | null>(null);
  const [notice, setNotice] = useState<ItemNotice | null>(null);
  const [equippingId, setEquippingId] = useState<number | null>(null);
  const [wornIds, setWornIds] = useState<ReadonlySet<number>>(new Set());

  // SPEC.md: when the list cannot load, the sample items are shown instead (never purchasable).
  const usingFallback = !catalogue.loading && !catalogue.data && catalogue.error !== null;
  const served: readonly ShopItem[] = catalogue.data ?? (usingFallback ? FALLBACK_ITEMS : []);
  // Names, descriptions and sets in the player's language (the server's English for one we do not know).
  // The catalogue is loaded first; `t` changes with the language, which is what changes the texts.
  const t = useT<typeof texts>('shop');
  // biome-ignore lint/correctness/useExhaustiveDependencies: t stands for the language.
  const items = useMemo(() => served.map(localItem), [served, t]);

  const ownedIds = useMemo(() => {
    const ids = new Set(bought);
    for (const item of owned.data ?? []) ids.add(item._id);
    return ids;
  }, [owned.data, bought]);

  const purchase = useCallback(
    async (item: ShopItem) => {
      if (pendingId !== null || item._id < 1) return;
      setPendingId(item._id);
      setBanner(null);
      setNotice(null);
      try {
        const result = await purchaseItem(item._id);
        setBought((current) => new Set([...current, result.item._id, ...result.granted.map((g) => g._id)]));
        onPurchased(result);
        const text = translate('shop', 'purchased', {
          message: messageText(result.message),
          name: localItem(result.item).name,
        });
        setBanner({ tone: 'success', text });
        setNotice({ itemId: item._id, tone: 'success', text });
        announce(text, { balance: result.newBalance });
      } catch (failure) {
        const text = errorText(failure, translate('shop', 'purchaseFailed'));
        setBanner({ tone: 'error', text });
        setNotice({ itemId: item._id, tone: 'error', text });
        // The page may have shown a stale balance; ask the server for the real one.
        onFailed();
      } finally {
        setPendingId(null);
      }
    },
    [pendingId, onPurchased, onFailed],
  );

  const confirm = useCallback(() => {
    const item = confirming;
    setConfirming(null);
    if (item) void purchase(item);
  }, [confirming, purchase]);

  const equip = useCallback(
    async (item: ShopItem) => {
      const slot = equipSlotOf(item);
      if (!slot || equippingId !== null) return;
      setEquippingId(item._id);
      try {
        const equipped = await equipItem({ slot, itemId: item._id });
        onEquipped(equipped);
        setWornIds((current) => new Set([...current, item._id]));
        const text = translate('shop', 'equippedNotice', { name: item.name });
        setNotice({ itemId: item._id, tone: 'success', text });
        announce(text);
      } catch (failure) {
        setNotice({
          itemId: item._id,
          tone: 'error',
          text: errorText(failure, translate('shop', 'equipFailed')),
        });
      } finally {
        setEquippingId(null);
      }
    },
    [equippingId, onEquipped],
  );

  return {
    items,
    loading: catalogue.loading && !catalogue.data,
    usingFallback,
    reload: catalogue.reload,
    ownedIds,
    pendingId,
    banner,
    /** The item waiting for the player's yes, if any. */
    confirming,
    ask: setConfirming,
    cancel: () => setConfirming(null),
    confirm,
    notice,
    equip,
    equippingId,
    wornIds,
  };
}
