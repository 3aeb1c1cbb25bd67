import { useCallback, useMemo, useState } from 'react';
import type { PurchaseResponse, ShopItem } from '../../../../contract/shop';
import { announce } from '../../../lib/announcer';
import { errorText } from '../../../lib/api';
import { useQuery } from '../../../lib/use-query';
import { fetchOwnedItems, fetchShopItems, purchaseItem } from '../api';
import { FALLBACK_ITEMS } from '../fallback-items';

export interface ShopBanner {
  tone: 'error' | 'success';
  text: string;
}

/** The catalogue, what the player owns, and buying: one purchase at a time. */
export function useShop(onPurchased: (result: PurchaseResponse) => void, onFailed: () => void) {
  const catalogue = useQuery(fetchShopItems);
  const owned = useQuery(fetchOwnedItems);
  const [bought, setBought] = useState<ReadonlySet<number>>(new Set());
  const [pendingId, setPendingId] = useState<number | null>(null);
  const [banner, setBanner] = useState<ShopBanner | null>(null);

  // SPEC.md: when the list cannot load, the sample items are shown instead (never purchasable).
  const usingFallback = !catalogue.loading && !catalogue.data && catalogue.error !== null;
  const items: readonly ShopItem[] = catalogue.data ?? (usingFallback ? FALLBACK_ITEMS : []);

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
      try {
        const result = await purchaseItem(item._id);
        setBought((current) => new Set([...current, result.item._id, ...result.granted.map((g) => g._id)]));
        onPurchased(result);
        const text = `${result.message} ${result.item.name} is now in your collection.`;
        setBanner({ tone: 'success', text });
        announce(text);
      } catch (failure) {
        setBanner({ tone: 'error', text: errorText(failure, 'An error occurred during purchase') });
        // The page may have shown a stale balance; ask the server for the real one.
        onFailed();
      } finally {
        setPendingId(null);
      }
    },
    [pendingId, onPurchased, onFailed],
  );

  return {
    items,
    loading: catalogue.loading && !catalogue.data,
    usingFallback,
    reload: catalogue.reload,
    ownedIds,
    pendingId,
    banner,
    purchase,
  };
}
