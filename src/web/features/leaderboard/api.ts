import type { LeaderboardCategory } from '../../../contract/leaderboard-texts';
import { api } from '../../lib/api';

export function fetchLeaderboard(signal: AbortSignal) {
  return api('GET /api/leaderboard', { signal });
}

export function createEntry(body: {
  userId: number;
  category: LeaderboardCategory;
  value: number;
  gameType: string | null;
}) {
  return api('POST /api/leaderboard', { body });
}

export function updateEntry(id: number, value: number) {
  return api('PUT /api/leaderboard/:id', { params: { id }, body: { value } });
}

export function deleteEntry(id: number) {
  return api('DELETE /api/leaderboard/:id', { params: { id } });
}

export function updateFromTransactions() {
  return api('POST /api/leaderboard/update-from-transactions');
}

export function clearCategory(category: LeaderboardCategory) {
  return api('DELETE /api/leaderboard/clear/:category', { params: { category } });
}

/** Players for the entry form's picker, searched on the server. */
export function searchUsers(search: string, signal?: AbortSignal) {
  return api('GET /api/users', { query: { search, limit: 20 }, signal });
}
