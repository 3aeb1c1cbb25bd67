import {
  SLOTS_HISTORY_LIMIT,
  type SlotsHistoryEntry,
  type SlotsSpinResponse,
  slotsMessages,
} from '../../../contract/slots';
import { SLOT_BET_STEPS, SLOT_FLOATS_PER_SPIN, settleSpin } from '../../../games/slots';
import { badRequest } from '../../http/errors';
import type { InstantBets } from '../bets/instant-bet';
import type { FairnessService } from '../fairness/service';
import { assertPositiveAmount } from '../wallet/service';

/** A slots spin: 15 fair cells, every payline evaluated, settled in one transaction. */
export function createSlotsService(bets: InstantBets, fairness: FairnessService) {
  return {
    async spin(userId: number, betAmount: number): Promise<SlotsSpinResponse> {
      assertPositiveAmount(betAmount);
      if (!SLOT_BET_STEPS.includes(betAmount)) throw badRequest(slotsMessages.betNotAStep);
      const placed = await bets.place({
        userId,
        game: 'slots',
        stake: betAmount,
        floatCount: SLOT_FLOATS_PER_SPIN,
        decide(floats) {
          const spin = settleSpin(betAmount, floats);
          const lines = spin.winResults
            .map((line) => `line ${line.lineId}: ${line.matchCount} ${line.symbol}`)
            .join(', ');
          return {
            payout: spin.win,
            won: spin.win > 0,
            description:
              spin.win > 0 ? `Slots win of ${spin.win} FF (${lines})` : 'Slots spin, no winning line',
            details: { reels: spin.reels, winResults: spin.winResults },
            outcome: spin,
          };
        },
      });
      const { reels, win, winResults } = placed.outcome;
      return {
        reels,
        win,
        winResults,
        newBalance: placed.newBalance,
        betAmount,
        betId: placed.betId,
        ...placed.fairness,
      };
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
