import type { DiceBody, DiceResult } from '../../../contract/dice';
import type { BetRecord } from '../../../contract/fairness';
import type { Transaction, TransactionsResponse } from '../../../contract/wallet';
import { api } from '../../lib/api';

/** SPEC.md section 9: the Recent Games list shows 5 entries. */
export const RECENT_GAMES_LIMIT = 5;
// Other games share the ledger, so scan further back to find five dice rows.
const LEDGER_SCAN = 50;
const BET_SCAN = 20;
/** A ledger row and its bet record are written in one transaction, so their times sit this close. */
const MATCH_WINDOW_MS = 5000;

export function playDice(body: DiceBody): Promise<DiceResult> {
  return api.post<DiceResult>('/api/games/dice', body);
}

export interface RecentDiceGame {
  transaction: Transaction;
  /** The fairness record of the same roll, when it could be matched; null sends to the latest bets. */
  betId: number | null;
}

async function fetchDiceBets(signal: AbortSignal): Promise<BetRecord[]> {
  try {
    const { bets } = await api.get<{ bets: BetRecord[] }>(
      `/api/fairness/bets?game=dice&limit=${BET_SCAN}`,
      signal,
    );
    return bets;
  } catch (error) {
    if (signal.aborted) throw error;
    // Verify links are a bonus; the list itself still shows without them.
    return [];
  }
}

/** Pairs each ledger row with the bet that has the same profit and the nearest time. */
function matchBets(transactions: Transaction[], bets: BetRecord[]): RecentDiceGame[] {
  const free = [...bets];
  return transactions.map((transaction) => {
    const at = Date.parse(transaction.createdAt);
    let bestIndex = -1;
    let bestGap = MATCH_WINDOW_MS;
    free.forEach((bet, index) => {
      const gap = Math.abs(Date.parse(bet.createdAt) - at);
      if (bet.profit === transaction.amount && gap <= bestGap) {
        bestGap = gap;
        bestIndex = index;
      }
    });
    const [bet] = bestIndex >= 0 ? free.splice(bestIndex, 1) : [];
    return { transaction, betId: bet?._id ?? null };
  });
}

/** The player's last five dice rolls from the ledger (one row per roll), each with its bet id. */
export async function fetchRecentDiceGames(signal: AbortSignal): Promise<RecentDiceGame[]> {
  const [{ transactions }, bets] = await Promise.all([
    api.get<TransactionsResponse>(`/api/funds/transactions?limit=${LEDGER_SCAN}`, signal),
    fetchDiceBets(signal),
  ]);
  const diceRows = transactions.filter((row) => row.game === 'dice').slice(0, RECENT_GAMES_LIMIT);
  return matchBets(diceRows, bets);
}
