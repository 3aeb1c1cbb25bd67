import type {
  ActiveSeedPair,
  BetRecord,
  BetsResponse,
  RevealedSeedsResponse,
  RotateResponse,
} from '../../../contract/fairness';
import { api } from '../../lib/api';

export const RECENT_BETS_LIMIT = 20;

/** The server's own rule for client seeds, checked before sending. */
export const CLIENT_SEED_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
export const CLIENT_SEED_RULE = 'Client seed must be 1-64 characters: letters, digits, - and _';

export function fetchActivePair(signal: AbortSignal): Promise<ActiveSeedPair> {
  return api.get<ActiveSeedPair>('/api/fairness', signal);
}

export function updateClientSeed(clientSeed: string): Promise<ActiveSeedPair> {
  return api.put<ActiveSeedPair>('/api/fairness/client-seed', { clientSeed });
}

export function rotateSeedPair(): Promise<RotateResponse> {
  return api.post<RotateResponse>('/api/fairness/rotate', {});
}

export async function fetchRevealedSeeds(signal: AbortSignal): Promise<RevealedSeedsResponse['seeds']> {
  return (await api.get<RevealedSeedsResponse>('/api/fairness/seeds', signal)).seeds;
}

export async function fetchRecentBets(signal: AbortSignal): Promise<BetRecord[]> {
  return (await api.get<BetsResponse>(`/api/fairness/bets?limit=${RECENT_BETS_LIMIT}`, signal)).bets;
}

export function fetchBet(id: number, signal: AbortSignal): Promise<BetRecord> {
  return api.get<BetRecord>(`/api/fairness/bets/${id}`, signal);
}

/** A fresh random client seed: 16 hex digits from the browser's crypto source. */
export function randomClientSeed(): string {
  const bytes = new Uint8Array(8);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
