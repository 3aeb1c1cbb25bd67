import type { DiceBody, DiceResult } from '../../../contract/dice';
import { diceMessages } from '../../../contract/dice';
import { canWin, DICE_FLOATS, settleDice } from '../../../games/dice';
import { badRequest } from '../../http/errors';
import type { FairnessService } from '../fairness/service';
import { assertPositiveAmount, type WalletService } from '../wallet/service';

/** A dice bet: one fair roll, settled with its ledger row and game record in one transaction. */
export function createDiceService(wallet: WalletService, fairness: FairnessService) {
  return {
    async play(userId: number, { betAmount, prediction, targetNumber }: DiceBody): Promise<DiceResult> {
      assertPositiveAmount(betAmount);
      if (!canWin(prediction, targetNumber)) {
        throw badRequest(
          prediction === 'over' ? diceMessages.overSixNeverWins : diceMessages.underOneNeverWins,
        );
      }
      return wallet.transaction(async (trx) => {
        const draw = await fairness.drawForBet(trx, userId, DICE_FLOATS);
        const outcome = settleDice(betAmount, prediction, targetNumber, draw.floats);
        const newBalance = await wallet.settleInstantBet(trx, userId, betAmount, outcome.winAmount, {
          type: outcome.won ? 'win' : 'loss',
          game: 'dice',
          description: outcome.outcomeDescription,
        });
        const betId = await fairness.recordBet(trx, userId, draw, {
          game: 'dice',
          betAmount,
          payout: outcome.winAmount,
          details: {
            prediction,
            targetNumber,
            diceResult: outcome.diceResult,
            multiplier: outcome.multiplier,
          },
        });
        return { ...outcome, betAmount, newBalance, prediction, targetNumber, betId, ...draw.fairness };
      });
    },
  };
}

export type DiceService = ReturnType<typeof createDiceService>;
