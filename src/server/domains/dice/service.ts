import type { DiceBody, DiceResult } from '../../../contract/dice';
import { diceMessages } from '../../../contract/dice';
import { canWin, diceMaxMultiplier } from '../../../games/dice';
import { badRequest } from '../../http/errors';
import type { InstantBets } from '../bets/instant-bet';
import { assertWinWithinMax } from '../bets/max-win';
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
      // Before the roll: a refusal must not depend on it (DECISIONS.md section 2, "Decide last").
      assertWinWithinMax(betAmount, diceMaxMultiplier(prediction, targetNumber));
      const placed = await bets.place({
        userId,
        stake: betAmount,
        rule: { game: 'dice', prediction, targetNumber },
      });
      // Written out field by field: an object literal with spreads costs microseconds on this path.
      const { outcome, fairness } = placed;
      return {
        won: outcome.won,
        diceResult: outcome.diceResult,
        outcomeDescription: outcome.outcomeDescription,
        winAmount: outcome.winAmount,
        multiplier: outcome.multiplier,
        betAmount,
        newBalance: placed.newBalance,
        prediction,
        targetNumber,
        betId: placed.betId,
        serverSeedHash: fairness.serverSeedHash,
        clientSeed: fairness.clientSeed,
        nonce: fairness.nonce,
      };
    },
  };
}

export type DiceService = ReturnType<typeof createDiceService>;
