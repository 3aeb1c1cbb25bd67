import type { DiceBody } from '../../../contract/dice';
import type { BetRecord } from '../../../contract/fairness';
import { describeDiceOutcome, isDicePrediction, isDiceTarget } from '../../../games/dice';
import { api } from '../../lib/api';

/** SPEC.md section 9: the Recent Games list shows 5 entries. */
export const RECENT_GAMES_LIMIT = 5;

export function playDice(body: DiceBody) {
  return api('POST /api/games/dice', { body });
}

/** One finished roll as Recent Games shows it, straight from its bet record. */
export interface RecentDiceGame {
  betId: number;
  won: boolean;
  /** The face rolled, or null when the record does not say. */
  roll: number | null;
  /** "Rolled 3: over 2 wins", as the result box said it. */
  description: string;
  /** What the roll changed the balance by: payout minus stake. */
  profit: number;
  createdAt: string;
}

export function toRecentDiceGame(bet: BetRecord): RecentDiceGame {
  const { diceResult, prediction, targetNumber } = bet.details;
  const roll = isDiceTarget(diceResult) ? diceResult : null;
  const description =
    roll !== null && isDicePrediction(prediction) && isDiceTarget(targetNumber)
      ? describeDiceOutcome(roll, prediction, targetNumber)
      : `Dice bet of ${bet.betAmount} FF`;
  return {
    betId: bet._id,
    won: bet.payout > 0,
    roll,
    description,
    profit: bet.profit,
    createdAt: bet.createdAt,
  };
}

/** The player's last five dice rolls: the server's bet records, newest first. */
export async function fetchRecentDiceGames(signal: AbortSignal): Promise<RecentDiceGame[]> {
  const query = { game: 'dice', limit: RECENT_GAMES_LIMIT };
  const { bets } = await api('GET /api/fairness/bets', { query, signal });
  return bets.map(toRecentDiceGame);
}
