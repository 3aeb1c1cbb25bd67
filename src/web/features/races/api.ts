import { api } from '../../lib/api';

/** The race under way; with a session, the player's own place too. */
export function fetchCurrentRace(signal: AbortSignal) {
  return api('GET /api/races/current', { signal });
}

/** The latest finished races with their winners. */
export function fetchPastRaces(signal: AbortSignal) {
  return api('GET /api/races', { signal });
}
