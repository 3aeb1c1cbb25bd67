import type { EquipBody } from '../../../contract/shop';
import { api } from '../../lib/api';

export function fetchShopItems(signal: AbortSignal) {
  return api('GET /api/shop/items', { signal });
}

export function fetchOwnedItems(signal?: AbortSignal) {
  return api('GET /api/shop/user-items', { signal });
}

export function purchaseItem(id: number) {
  return api('POST /api/shop/purchase/:id', { params: { id } });
}

export function fetchEquipped(signal?: AbortSignal) {
  return api('GET /api/shop/equipped', { signal });
}

export function equipItem(body: EquipBody) {
  return api('PUT /api/shop/equipped', { body });
}
