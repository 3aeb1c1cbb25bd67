import type { UpdateProfileBody } from '../../../contract/accounts';
import type { EquipBody } from '../../../contract/shop';
import { api } from '../../lib/api';

export function updateProfile(body: UpdateProfileBody) {
  return api('PUT /api/users/profile', { body });
}

export const RECENT_ACTIVITY_LIMIT = 8;

export function fetchRecentTransactions(signal: AbortSignal) {
  return api('GET /api/funds/transactions', { query: { limit: RECENT_ACTIVITY_LIMIT }, signal });
}

export function fetchGamingStats(signal: AbortSignal) {
  return api('GET /api/users/stats', { signal });
}

export function fetchCollection(signal: AbortSignal) {
  return api('GET /api/shop/user-items', { signal });
}

export function equipSlot(body: EquipBody) {
  return api('PUT /api/shop/equipped', { body });
}
