import { api } from '../../lib/api';

export const RECENT_BETS_LIMIT = 20;

export function fetchActivePair(signal: AbortSignal) {
  return api('GET /api/fairness', { signal });
}

export function updateClientSeed(clientSeed: string) {
  return api('PUT /api/fairness/client-seed', { body: { clientSeed } });
}

export function rotateSeedPair() {
  return api('POST /api/fairness/rotate', { body: {} });
}

export async function fetchRevealedSeeds(signal: AbortSignal) {
  return (await api('GET /api/fairness/seeds', { signal })).seeds;
}

export async function fetchRecentBets(signal: AbortSignal) {
  return (await api('GET /api/fairness/bets', { query: { limit: RECENT_BETS_LIMIT }, signal })).bets;
}

export function fetchBet(id: number, signal: AbortSignal) {
  return api('GET /api/fairness/bets/:id', { params: { id }, signal });
}

/** A fresh random client seed: 16 hex digits from the browser's crypto source. */
export function randomClientSeed(): string {
  const bytes = new Uint8Array(8);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
