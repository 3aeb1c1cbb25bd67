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

/** One bet with its seeds; coinflip rounds are numbered apart, so they name their game. */
export function fetchBet(id: number, signal: AbortSignal, game?: string) {
  return api('GET /api/fairness/bets/:id', { params: { id }, query: game ? { game } : {}, signal });
}

/** Theoretical and measured return to player of every game (open to guests). */
export function fetchRtp(signal: AbortSignal) {
  return api('GET /api/fairness/rtp', { signal });
}

/** The crash chain's published end: its terminal hash and the salt (open to guests). */
export async function fetchCrashChain(signal: AbortSignal) {
  return (await api('GET /api/games/crash', { signal })).chain;
}

export function fetchCrashRound(id: number, signal: AbortSignal) {
  return api('GET /api/games/crash/rounds/:id', { params: { id }, signal });
}

/** A finished crash round and the hash before it in the chain (null for round 1, or when it cannot load). */
export async function fetchCrashRoundWithPrevious(id: number, signal: AbortSignal) {
  const previous =
    id > 1
      ? fetchCrashRound(id - 1, signal).then(
          (round) => round.hash,
          () => null,
        )
      : Promise.resolve(null);
  return { round: await fetchCrashRound(id, signal), previousHash: await previous };
}

/** A fresh random client seed: 16 hex digits from the browser's crypto source. */
export function randomClientSeed(): string {
  const bytes = new Uint8Array(8);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
