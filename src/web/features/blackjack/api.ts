import type { BlackjackRound } from '../../../contract/blackjack';
import { api } from '../../lib/api';

/** SPEC.md section 9: the blackjack history shows 10 rounds. */
export const HISTORY_LIMIT = 10;

export type BlackjackMove = 'hit' | 'stand' | 'double';

export function dealBlackjack(betAmount: number) {
  return api('POST /api/games/blackjack', { body: { action: 'deal', betAmount } });
}

export function playBlackjackMove(action: BlackjackMove) {
  return api('POST /api/games/blackjack', { body: { action } });
}

/** The round in progress (to resume it after a reload), or null. */
export async function fetchCurrentBlackjackRound(signal?: AbortSignal): Promise<BlackjackRound | null> {
  const { round } = await api('GET /api/games/blackjack', { signal });
  return round;
}

export function fetchBlackjackHistory(signal: AbortSignal) {
  return api('GET /api/games/history', { query: { game: 'blackjack', limit: HISTORY_LIMIT }, signal });
}

export function resetFunds() {
  return api('POST /api/users/resetFunds');
}
