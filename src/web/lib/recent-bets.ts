import type { BetRecord } from '../../contract/fairness';
import { api } from './api';

/** SPEC.md section 9: the Recent Games list shows 5 entries. */
export const RECENT_GAMES_LIMIT = 5;

/** What every Recent Games row takes from its bet record. */
export interface RecentBetBase {
  betId: number;
  /** What the round changed the balance by: payout minus stake. */
  profit: number;
  createdAt: string;
}

export function recentBetBase(bet: BetRecord): RecentBetBase {
  return { betId: bet._id, profit: bet.profit, createdAt: bet.createdAt };
}

/** A game's fetcher for useQuery: the player's last five bets of that game, newest first. */
export function recentBetsOf<Game>(game: string, toGame: (bet: BetRecord) => Game) {
  return async (signal: AbortSignal): Promise<Game[]> => {
    const query = { game, limit: RECENT_GAMES_LIMIT };
    const { bets } = await api('GET /api/fairness/bets', { query, signal });
    return bets.map(toGame);
  };
}
