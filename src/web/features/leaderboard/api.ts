import type { UsersPage } from '../../../contract/admin';
import type {
  LeaderboardCategory,
  LeaderboardEntry,
  LeaderboardResponse,
  UpdateFromTransactionsResponse,
} from '../../../contract/leaderboard';
import { api } from '../../lib/api';

export function fetchLeaderboard(signal: AbortSignal): Promise<LeaderboardResponse> {
  return api.get<LeaderboardResponse>('/api/leaderboard', signal);
}

export function createEntry(body: {
  userId: number;
  category: LeaderboardCategory;
  value: number;
  gameType: string | null;
}): Promise<LeaderboardEntry> {
  return api.post<LeaderboardEntry>('/api/leaderboard', body);
}

export function updateEntry(id: number, value: number): Promise<LeaderboardEntry> {
  return api.put<LeaderboardEntry>(`/api/leaderboard/${id}`, { value });
}

export function deleteEntry(id: number): Promise<unknown> {
  return api.delete(`/api/leaderboard/${id}`);
}

export function updateFromTransactions(): Promise<UpdateFromTransactionsResponse> {
  return api.post<UpdateFromTransactionsResponse>('/api/leaderboard/update-from-transactions');
}

export function clearCategory(category: LeaderboardCategory): Promise<unknown> {
  return api.delete(`/api/leaderboard/clear/${category}`);
}

/** Players for the entry form's picker, searched on the server. */
export function searchUsers(search: string, signal?: AbortSignal): Promise<UsersPage> {
  const query = new URLSearchParams({ search, page: '1', limit: '20' });
  return api.get<UsersPage>(`/api/users?${query}`, signal);
}
