import type { LiveBetTab } from '../../../contract/live-bets-texts';
import { api } from '../../lib/api';

/** A tab's last 50 bets, newest first (open to guests). */
export async function fetchLiveBets(tab: LiveBetTab, signal?: AbortSignal) {
  return (await api('GET /api/bets/live', { query: { tab }, ...(signal ? { signal } : {}) })).bets;
}

/** A bet as anyone may see it; 404 'Bet not found' for an id that names none. */
export function fetchPublicBet(id: number, signal: AbortSignal) {
  return api('GET /api/bets/:id', { params: { id }, signal });
}

export function fetchBetPrivacy(signal: AbortSignal) {
  return api('GET /api/bets/privacy', { signal });
}

export function saveBetPrivacy(hidden: boolean) {
  return api('PUT /api/bets/privacy', { body: { hidden } });
}
