import type { PublicUser, UpdateProfileBody } from '../../../contract/accounts';
import type { GamingStats } from '../../../contract/profile';
import type { EquipBody, EquippedItems, OwnedItem } from '../../../contract/shop';
import type { TransactionsResponse } from '../../../contract/wallet';
import { api } from '../../lib/api';

export function updateProfile(body: UpdateProfileBody): Promise<PublicUser> {
  return api.put<PublicUser>('/api/users/profile', body);
}

export const RECENT_ACTIVITY_LIMIT = 8;

export function fetchRecentTransactions(signal: AbortSignal): Promise<TransactionsResponse> {
  return api.get<TransactionsResponse>(`/api/funds/transactions?limit=${RECENT_ACTIVITY_LIMIT}`, signal);
}

export function fetchGamingStats(signal: AbortSignal): Promise<GamingStats> {
  return api.get<GamingStats>('/api/users/stats', signal);
}

export function fetchCollection(signal: AbortSignal): Promise<OwnedItem[]> {
  return api.get<OwnedItem[]>('/api/shop/user-items', signal);
}

export function equipSlot(body: EquipBody): Promise<EquippedItems> {
  return api.put<EquippedItems>('/api/shop/equipped', body);
}
