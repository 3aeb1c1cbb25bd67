import type { DiceBody } from '../../../contract/dice';
import type { BetRecord } from '../../../contract/fairness';
import { isDicePrediction, isDiceTarget } from '../../../games/dice';
import { api } from '../../lib/api';
import { formatFunds } from '../../lib/format';
import { type RecentBetBase, recentBetBase, recentBetsOf } from '../../lib/recent-bets';
import { diceText, rollText } from './texts';

export function playDice(body: DiceBody) {
  return api('POST /api/games/dice', { body });
}

/** One finished roll as Recent Games shows it, straight from its bet record. */
export interface RecentDiceGame extends RecentBetBase {
  won: boolean;
  /** The face rolled, or null when the record does not say. */
  roll: number | null;
  /** "Rolled 3: over 2 wins", as the result box said it. */
  description: string;
}

export function toRecentDiceGame(bet: BetRecord): RecentDiceGame {
  const { diceResult, prediction, targetNumber } = bet.details;
  const roll = isDiceTarget(diceResult) ? diceResult : null;
  const won = bet.payout > 0;
  const description =
    roll !== null && isDicePrediction(prediction) && isDiceTarget(targetNumber)
      ? rollText(diceText, roll, prediction, targetNumber, won)
      : diceText('unreadableBet', { amount: formatFunds(bet.betAmount) });
  return { ...recentBetBase(bet), won, roll, description };
}

/** The player's last five dice rolls: the server's bet records, newest first. */
export const fetchRecentDiceGames = recentBetsOf('dice', toRecentDiceGame);
