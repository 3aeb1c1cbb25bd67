import type { DiceBody } from '../../../contract/dice';
import type { BetRecord } from '../../../contract/fairness';
import { describeDiceOutcome, isDicePrediction, isDiceTarget } from '../../../games/dice';
import { api } from '../../lib/api';
import { type RecentBetBase, recentBetBase, recentBetsOf } from '../../lib/recent-bets';

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
  const description =
    roll !== null && isDicePrediction(prediction) && isDiceTarget(targetNumber)
      ? describeDiceOutcome(roll, prediction, targetNumber)
      : `Dice bet of ${bet.betAmount} FF`;
  return { ...recentBetBase(bet), won: bet.payout > 0, roll, description };
}

/** The player's last five dice rolls: the server's bet records, newest first. */
export const fetchRecentDiceGames = recentBetsOf('dice', toRecentDiceGame);
