import type { EquipBody, EquippedItems, OwnedItem, PurchaseResponse, ShopItem } from '../../../contract/shop';
import { api } from '../../lib/api';

export function fetchShopItems(signal: AbortSignal): Promise<ShopItem[]> {
  return api.get<ShopItem[]>('/api/shop/items', signal);
}

export function fetchOwnedItems(signal?: AbortSignal): Promise<OwnedItem[]> {
  return api.get<OwnedItem[]>('/api/shop/user-items', signal);
}

export function purchaseItem(id: number): Promise<PurchaseResponse> {
  return api.post<PurchaseResponse>(`/api/shop/purchase/${id}`);
}

export function fetchEquipped(signal?: AbortSignal): Promise<EquippedItems> {
  return api.get<EquippedItems>('/api/shop/equipped', signal);
}

export function equipItem(body: EquipBody): Promise<EquippedItems> {
  return api.put<EquippedItems>('/api/shop/equipped', body);
}
