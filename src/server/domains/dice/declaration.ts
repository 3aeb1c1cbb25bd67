import { DiceBody, DiceResult, diceMessages } from '../../../contract/dice';
import { canWin } from '../../../games/dice';
import { declareInstantGame } from '../../core/instant/instant-game-route';
import { badRequest } from '../../http/errors';

/** Dice: one fair roll against over, under or exact. */
export const diceGame = declareInstantGame({
  game: 'dice',
  body: DiceBody,
  answer: DiceResult,
  options({ prediction, targetNumber }) {
    if (!canWin(prediction, targetNumber)) {
      throw badRequest(
        prediction === 'over' ? diceMessages.overSixNeverWins : diceMessages.underOneNeverWins,
      );
    }
    return { prediction, targetNumber };
  },
  respond({ outcome, fairness, newBalance, betId }, { betAmount, prediction, targetNumber }) {
    // Written out field by field: an object literal with spreads costs microseconds on this path.
    return {
      won: outcome.won,
      diceResult: outcome.diceResult,
      outcomeDescription: outcome.outcomeDescription,
      winAmount: outcome.winAmount,
      multiplier: outcome.multiplier,
      betAmount,
      newBalance,
      prediction,
      targetNumber,
      betId,
      serverSeedHash: fairness.serverSeedHash,
      clientSeed: fairness.clientSeed,
      nonce: fairness.nonce,
    };
  },
});
