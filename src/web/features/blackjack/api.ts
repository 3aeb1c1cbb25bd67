import type { Static } from 'typebox';
import type { ResetFundsResponse } from '../../../contract/accounts';
import type {
  BlackjackCurrentResponse,
  BlackjackResponse,
  BlackjackRound,
  HistoryRecord,
} from '../../../contract/blackjack';
import { api } from '../../lib/api';

/** SPEC.md section 9: the blackjack history shows 10 rounds. */
export const HISTORY_LIMIT = 10;

const BLACKJACK_URL = '/api/games/blackjack';

export type BlackjackMove = 'hit' | 'stand' | 'double';

export function dealBlackjack(betAmount: number): Promise<BlackjackResponse> {
  return api.post<BlackjackResponse>(BLACKJACK_URL, { action: 'deal', betAmount });
}

export function playBlackjackMove(action: BlackjackMove): Promise<BlackjackResponse> {
  return api.post<BlackjackResponse>(BLACKJACK_URL, { action });
}

/** The round in progress (to resume it after a reload), or null. */
export async function fetchCurrentBlackjackRound(signal?: AbortSignal): Promise<BlackjackRound | null> {
  const { round } = await api.get<Static<typeof BlackjackCurrentResponse>>(BLACKJACK_URL, signal);
  return round;
}

export function fetchBlackjackHistory(signal: AbortSignal): Promise<HistoryRecord[]> {
  return api.get<HistoryRecord[]>(`/api/games/history?game=blackjack&limit=${HISTORY_LIMIT}`, signal);
}

export function resetFunds(): Promise<ResetFundsResponse> {
  return api.post<ResetFundsResponse>('/api/users/resetFunds');
}
