import type { BetRecord } from '../../../contract/fairness';
import type { PlinkoBody } from '../../../contract/plinko';
import { PLINKO_RISKS, type PlinkoRisk } from '../../../games/plinko';
import { api } from '../../lib/api';
import { formatFunds } from '../../lib/format';
import { type RecentBetBase, recentBetBase, recentBetsOf } from '../../lib/recent-bets';
import { formatMultiplier, type PlinkoText, plinkoText } from './texts';

export function playPlinko(body: PlinkoBody) {
  return api('POST /api/games/plinko', { body });
}

/** "5.6x on 12 rows, high risk": one drop in a few words. */
export function describeDrop(t: PlinkoText, multiplier: number, rows: number, risk: PlinkoRisk): string {
  return t('drop', { multiplier: formatMultiplier(multiplier), rows, risk });
}

/** One finished drop as Recent Games shows it, straight from its bet record. */
export interface RecentPlinkoGame extends RecentBetBase {
  /** The drop paid back more than its stake. */
  won: boolean;
  /** The slot's multiplier, or null when the record does not say. */
  multiplier: number | null;
  description: string;
  /** "12 rows · High", or the description when the record does not say. */
  board: string;
}

function isRisk(value: unknown): value is PlinkoRisk {
  return typeof value === 'string' && (PLINKO_RISKS as readonly string[]).includes(value);
}

export function toRecentPlinkoGame(bet: BetRecord): RecentPlinkoGame {
  const { rows, risk, multiplier } = bet.details;
  const known = typeof multiplier === 'number' && typeof rows === 'number' && isRisk(risk);
  const fallback = plinkoText('unreadableBet', { amount: formatFunds(bet.betAmount) });
  return {
    ...recentBetBase(bet),
    won: bet.profit > 0,
    multiplier: typeof multiplier === 'number' ? multiplier : null,
    description: known ? describeDrop(plinkoText, multiplier, rows, risk) : fallback,
    board: typeof rows === 'number' && isRisk(risk) ? plinkoText('board', { rows, risk }) : fallback,
  };
}

/** The player's last five drops: the server's bet records, newest first. */
export const fetchRecentPlinkoGames = recentBetsOf('plinko', toRecentPlinkoGame);
