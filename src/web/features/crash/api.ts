import type { CrashBetBody } from '../../../contract/crash';
import type { BetRecord } from '../../../contract/fairness';
import type { RecentRound } from '../../components/game/recent-games-card';
import { api } from '../../lib/api';
import { crashRoundLink } from '../../lib/fairness-links';
import { formatFunds } from '../../lib/format';
import { translate } from '../../lib/i18n';
import { type RecentBetBase, recentBetBase, recentBetsOf } from '../../lib/recent-bets';
import { formatCrashMultiplier } from './crash-math';

/** The round now, the last crash points and the published end of the chain: guests may ask too. */
export function fetchCrashState(signal?: AbortSignal) {
  return api('GET /api/games/crash', { signal });
}

export function placeCrashBet(body: CrashBetBody) {
  return api('POST /api/games/crash/bet', { body });
}

export function cashOutCrash() {
  return api('POST /api/games/crash/cashout');
}

/** One settled crash bet as Recent Games shows it, from its bet record. */
export interface RecentCrashGame extends RecentBetBase, RecentRound {
  /** The cash-out multiplier, 0 when the bet was lost at the crash. */
  multiplier: number;
}

export function toRecentCrashGame(bet: BetRecord): RecentCrashGame {
  const { multiplier, roundId } = bet.details;
  const cashedOutAt = typeof multiplier === 'number' ? multiplier : 0;
  const round = typeof roundId === 'number' ? roundId : bet.nonce;
  return {
    ...recentBetBase(bet),
    won: cashedOutAt > 0,
    multiplier: cashedOutAt,
    description:
      cashedOutAt > 0
        ? translate('crash', 'recent.cashedOut', { multiplier: formatCrashMultiplier(cashedOutAt), round })
        : translate('crash', 'recent.lost', { amount: formatFunds(bet.betAmount), round }),
    verifyTo: crashRoundLink(round),
  };
}

/** The player's last five crash bets: the server's bet records, newest first. */
export const fetchRecentCrashGames = recentBetsOf('crash', toRecentCrashGame);
