import { useCallback } from 'react';
import type { EquippedItems, PurchaseResponse } from '../../../contract/shop';
import { Container } from '../../components/ui/container';
import { ShopView } from '../../features/shop/components/shop-view';
import { useAuth } from '../auth/auth-context';
import { setMyCosmetics } from '../my-cosmetics';

export function ShopPage() {
  const { user, setFunFunds, refreshBalance } = useAuth();
  const onPurchased = useCallback(
    (result: PurchaseResponse) => setFunFunds(result.newBalance),
    [setFunFunds],
  );
  const onPurchaseFailed = useCallback(() => {
    refreshBalance().catch(() => {
      // The balance stays as shown; the purchase error is already on screen.
    });
  }, [refreshBalance]);
  const userId = user?._id;
  const onEquipped = useCallback(
    (equipped: EquippedItems) => {
      if (userId !== undefined) setMyCosmetics(userId, equipped);
    },
    [userId],
  );
  if (!user) return null;
  return (
    <Container size="xl">
      <ShopView
        balance={user.funFunds}
        onPurchased={onPurchased}
        onPurchaseFailed={onPurchaseFailed}
        onEquipped={onEquipped}
      />
    </Container>
  );
}
