import type { PublicUser, UpdateProfileBody } from '../../../contract/accounts';
import type { TransactionsResponse } from '../../../contract/wallet';
import { api } from '../../lib/api';

export function updateProfile(body: UpdateProfileBody): Promise<PublicUser> {
  return api.put<PublicUser>('/api/users/profile', body);
}

export const RECENT_ACTIVITY_LIMIT = 8;

export function fetchRecentTransactions(signal: AbortSignal): Promise<TransactionsResponse> {
  return api.get<TransactionsResponse>(`/api/funds/transactions?limit=${RECENT_ACTIVITY_LIMIT}`, signal);
}
