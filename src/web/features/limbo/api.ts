import type { BetRecord } from '../../../contract/fairness';
import type { LimboBody } from '../../../contract/limbo';
import { isLimboTarget } from '../../../games/limbo';
import { api } from '../../lib/api';
import { formatFunds } from '../../lib/format';
import { type RecentBetBase, recentBetBase, recentBetsOf } from '../../lib/recent-bets';
import { limboText } from './limbo-texts';
import { formatMultiplier } from './target';

export function playLimbo(body: LimboBody) {
  return api('POST /api/games/limbo', { body });
}

/** One finished limbo bet as Recent Games shows it, straight from its bet record. */
export interface RecentLimboGame extends RecentBetBase {
  won: boolean;
  /** The multiplier the bet drew, or null when the record does not say. */
  result: number | null;
  /** "1.84x against a target of 2.00x". */
  description: string;
}

const isMultiplier = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 1;

export function toRecentLimboGame(bet: BetRecord): RecentLimboGame {
  const { result, target } = bet.details;
  const drawn = isMultiplier(result) ? result : null;
  const description =
    drawn !== null && isLimboTarget(target)
      ? limboText('recentOutcome', { result: formatMultiplier(drawn), target: formatMultiplier(target) })
      : limboText('unreadableBet', { amount: formatFunds(bet.betAmount) });
  return { ...recentBetBase(bet), won: bet.payout > 0, result: drawn, description };
}

/** The player's last five limbo bets: the server's bet records, newest first. */
export const fetchRecentLimboGames = recentBetsOf('limbo', toRecentLimboGame);
