import {
  SLOTS_HISTORY_LIMIT,
  type SlotsHistoryEntry,
  type SlotsSpinResponse,
  slotsMessages,
} from '../../../contract/slots';
import { SLOT_BET_STEPS, SLOT_FLOATS_PER_SPIN, settleSpin } from '../../../games/slots';
import { badRequest } from '../../http/errors';
import type { FairnessService } from '../fairness/service';
import { assertPositiveAmount, type WalletService } from '../wallet/service';

/** A slots spin: 15 fair cells, every payline evaluated, settled in one transaction. */
export function createSlotsService(wallet: WalletService, fairness: FairnessService) {
  return {
    async spin(userId: number, betAmount: number): Promise<SlotsSpinResponse> {
      assertPositiveAmount(betAmount);
      if (!SLOT_BET_STEPS.includes(betAmount)) throw badRequest(slotsMessages.betNotAStep);
      return wallet.transaction(async (trx) => {
        const draw = await fairness.drawForBet(trx, userId, SLOT_FLOATS_PER_SPIN);
        const { reels, win, winResults } = settleSpin(betAmount, draw.floats);
        const lines = winResults
          .map((line) => `line ${line.lineId}: ${line.matchCount} ${line.symbol}`)
          .join(', ');
        const newBalance = await wallet.settleInstantBet(trx, userId, betAmount, win, {
          type: win > 0 ? 'win' : 'loss',
          game: 'slots',
          description: win > 0 ? `Slots win of ${win} FF (${lines})` : 'Slots spin, no winning line',
        });
        const betId = await fairness.recordBet(trx, userId, draw, {
          game: 'slots',
          betAmount,
          payout: win,
          details: { reels, winResults },
        });
        return { reels, win, winResults, newBalance, betAmount, betId, ...draw.fairness };
      });
    },

    async history(userId: number): Promise<SlotsHistoryEntry[]> {
      const records = await fairness.history(userId, 'slots', SLOTS_HISTORY_LIMIT);
      return records.map((record) => ({
        _id: record._id,
        createdAt: record.createdAt,
        betAmount: record.betAmount,
        win: record.payout > 0,
        winAmount: record.payout,
        symbols: (record.details.reels as string[][]) ?? [],
      }));
    },
  };
}

export type SlotsService = ReturnType<typeof createSlotsService>;
