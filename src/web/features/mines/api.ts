import type { BetRecord } from '../../../contract/fairness';
import type { MinesGame } from '../../../contract/mines';
import { api } from '../../lib/api';

/** SPEC.md section 9: the Recent Games list shows 5 entries. */
export const RECENT_GAMES_LIMIT = 5;

export function startMinesGame(betAmount: number, mineCount: number) {
  return api('POST /api/games/mines', { body: { action: 'start', betAmount, difficulty: mineCount } });
}

export function revealMinesTile(selectedTile: number) {
  return api('POST /api/games/mines', { body: { action: 'reveal', selectedTile } });
}

export function cashOutMines() {
  return api('POST /api/games/mines', { body: { action: 'cashout' } });
}

/** The round in progress (to resume it after a reload), or null. */
export async function fetchCurrentMinesGame(signal?: AbortSignal): Promise<MinesGame | null> {
  const { game } = await api('GET /api/games/mines', { signal });
  return game;
}

/** One finished mines game as Recent Games shows it, straight from its bet record. */
export interface RecentMinesGame {
  betId: number;
  won: boolean;
  betAmount: number;
  /** What the game changed the balance by: payout minus stake. */
  profit: number;
  mineCount: number | null;
  /** The multiplier cashed out at; null for a loss. */
  multiplier: number | null;
  createdAt: string;
}

const finiteOrNull = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

export function toRecentMinesGame(bet: BetRecord): RecentMinesGame {
  // A cash-out pays at least the stake; a mine pays nothing.
  const won = bet.payout > 0;
  return {
    betId: bet._id,
    won,
    betAmount: bet.betAmount,
    profit: bet.profit,
    mineCount: finiteOrNull(bet.details.mineCount),
    multiplier: won ? finiteOrNull(bet.details.multiplier) : null,
    createdAt: bet.createdAt,
  };
}

/** The player's last five finished mines games: the server's bet records, newest first. */
export async function fetchRecentMinesGames(signal: AbortSignal): Promise<RecentMinesGame[]> {
  const query = { game: 'mines', limit: RECENT_GAMES_LIMIT };
  const { bets } = await api('GET /api/fairness/bets', { query, signal });
  return bets.map(toRecentMinesGame);
}
