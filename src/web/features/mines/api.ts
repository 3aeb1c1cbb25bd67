import type { BetRecord } from '../../../contract/fairness';
import type { MinesCurrentResponse, MinesGame, MinesResponse } from '../../../contract/mines';
import type { Transaction, TransactionsResponse } from '../../../contract/wallet';
import { api } from '../../lib/api';

/** SPEC.md section 9: the Recent Games list shows 5 entries. */
export const RECENT_GAMES_LIMIT = 5;
// Other games share the ledger, so scan further back to find five finished mines games.
const LEDGER_SCAN = 50;
const BET_SCAN = 20;
/** A ledger row and its bet record are written in one transaction, so their times sit this close. */
const MATCH_WINDOW_MS = 5000;

const MINES_URL = '/api/games/mines';

export function startMinesGame(betAmount: number, mineCount: number): Promise<MinesResponse> {
  return api.post<MinesResponse>(MINES_URL, { action: 'start', betAmount, difficulty: mineCount });
}

export function revealMinesTile(selectedTile: number): Promise<MinesResponse> {
  return api.post<MinesResponse>(MINES_URL, { action: 'reveal', selectedTile });
}

export function cashOutMines(): Promise<MinesResponse> {
  return api.post<MinesResponse>(MINES_URL, { action: 'cashout' });
}

/** The round in progress (to resume it after a reload), or null. */
export async function fetchCurrentMinesGame(signal?: AbortSignal): Promise<MinesGame | null> {
  const { game } = await api.get<MinesCurrentResponse>(MINES_URL, signal);
  return game;
}

export interface RecentMinesGame {
  transaction: Transaction;
  /** The bet record of the same game when it could be matched: stake, mine count, multiplier. */
  bet: BetRecord | null;
}

async function fetchMinesBets(signal: AbortSignal): Promise<BetRecord[]> {
  try {
    const { bets } = await api.get<{ bets: BetRecord[] }>(
      `/api/fairness/bets?game=mines&limit=${BET_SCAN}`,
      signal,
    );
    return bets;
  } catch (error) {
    if (signal.aborted) throw error;
    // The details are a bonus; the list itself still shows without them.
    return [];
  }
}

/** Pairs each ledger row (its amount is the payout) with the bet of the same payout nearest in time. */
function matchBets(transactions: Transaction[], bets: BetRecord[]): RecentMinesGame[] {
  const free = [...bets];
  return transactions.map((transaction) => {
    const at = Date.parse(transaction.createdAt);
    let bestIndex = -1;
    let bestGap = MATCH_WINDOW_MS;
    free.forEach((bet, index) => {
      const gap = Math.abs(Date.parse(bet.createdAt) - at);
      if (bet.payout === transaction.amount && gap <= bestGap) {
        bestGap = gap;
        bestIndex = index;
      }
    });
    const [bet] = bestIndex >= 0 ? free.splice(bestIndex, 1) : [];
    return { transaction, bet: bet ?? null };
  });
}

/** The player's last five finished mines games: the ledger's win and loss rows of game mines. */
export async function fetchRecentMinesGames(signal: AbortSignal): Promise<RecentMinesGame[]> {
  const [{ transactions }, bets] = await Promise.all([
    api.get<TransactionsResponse>(`/api/funds/transactions?limit=${LEDGER_SCAN}`, signal),
    fetchMinesBets(signal),
  ]);
  const finished = transactions
    .filter((row) => row.game === 'mines' && (row.type === 'win' || row.type === 'loss'))
    .slice(0, RECENT_GAMES_LIMIT);
  return matchBets(finished, bets);
}
