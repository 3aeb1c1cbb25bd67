import { SLOTS_HISTORY_LIMIT, type SlotsHistoryEntry } from '../../../contract/slots';
import type { FairnessService } from '../fairness/service';

/** Slots' own history view, made from the game records the bet engine writes (spins: declaration.ts). */
export function createSlotsService(fairness: FairnessService) {
  return {
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
