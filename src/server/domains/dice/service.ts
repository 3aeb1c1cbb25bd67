import type { DiceBody, DiceResult } from '../../../contract/dice';
import { diceMessages } from '../../../contract/dice';
import { canWin, DICE_FLOATS, settleDice } from '../../../games/dice';
import { badRequest } from '../../http/errors';
import type { InstantBets } from '../bets/instant-bet';
import { assertPositiveAmount } from '../wallet/service';

/** A dice bet: one fair roll, settled with its ledger row and game record in one transaction. */
export function createDiceService(bets: InstantBets) {
  return {
    async play(userId: number, { betAmount, prediction, targetNumber }: DiceBody): Promise<DiceResult> {
      assertPositiveAmount(betAmount);
      if (!canWin(prediction, targetNumber)) {
        throw badRequest(
          prediction === 'over' ? diceMessages.overSixNeverWins : diceMessages.underOneNeverWins,
        );
      }
      const placed = await bets.place({
        userId,
        game: 'dice',
        stake: betAmount,
        floatCount: DICE_FLOATS,
        decide(floats) {
          const outcome = settleDice(betAmount, prediction, targetNumber, floats);
          return {
            payout: outcome.winAmount,
            won: outcome.won,
            description: outcome.outcomeDescription,
            details: {
              prediction,
              targetNumber,
              diceResult: outcome.diceResult,
              multiplier: outcome.multiplier,
            },
            outcome,
          };
        },
      });
      return {
        ...placed.outcome,
        betAmount,
        newBalance: placed.newBalance,
        prediction,
        targetNumber,
        betId: placed.betId,
        ...placed.fairness,
      };
    },
  };
}

export type DiceService = ReturnType<typeof createDiceService>;
