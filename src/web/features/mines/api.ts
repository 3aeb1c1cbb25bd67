import type { BetRecord } from '../../../contract/fairness';
import type { MinesGame } from '../../../contract/mines';
import { api } from '../../lib/api';
import { type RecentBetBase, recentBetBase, recentBetsOf } from '../../lib/recent-bets';

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
export interface RecentMinesGame extends RecentBetBase {
  won: boolean;
  betAmount: number;
  mineCount: number | null;
  /** The multiplier cashed out at; null for a loss. */
  multiplier: number | null;
}

const finiteOrNull = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

export function toRecentMinesGame(bet: BetRecord): RecentMinesGame {
  // A cash-out pays at least the stake; a mine pays nothing.
  const won = bet.payout > 0;
  return {
    ...recentBetBase(bet),
    won,
    betAmount: bet.betAmount,
    mineCount: finiteOrNull(bet.details.mineCount),
    multiplier: won ? finiteOrNull(bet.details.multiplier) : null,
  };
}

/** The player's last five finished mines games: the server's bet records, newest first. */
export const fetchRecentMinesGames = recentBetsOf('mines', toRecentMinesGame);
