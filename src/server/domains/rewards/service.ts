import {
  type DailyClaimResponse,
  FIRST_LEVEL_XP,
  type RewardsResponse,
  rewardsMessages,
} from '../../../contract/rewards';
import { nowIso } from '../../clock';
import type { WalletService } from '../../core/money/wallet-service';
import { uniqueViolation } from '../../db/constraint-errors';
import type { UnitOfWork } from '../../db/unit-of-work';
import { badRequest } from '../../http/errors';
import { dailyStanding, startOfNextDay } from './daily-streak';
import type { MissionsService } from './missions-service';
import type { RewardsRepository } from './repository';

/**
 * What the house gives back: the daily reward (once per UTC day, growing with the streak) and the
 * daily missions. Rakeback and levels are later slices and answer zero until then.
 */
export function createRewardsService(
  uow: UnitOfWork,
  repository: RewardsRepository,
  wallet: WalletService,
  missions: MissionsService,
) {
  return {
    async rewards(userId: number): Promise<RewardsResponse> {
      const standing = dailyStanding(await repository.lastClaim(uow.db, userId), nowIso().slice(0, 10));
      return {
        daily: {
          streak: standing.streak,
          claimableNow: standing.claimableNow,
          nextAt: standing.nextAt,
          amount: standing.amount,
        },
        rakeback: { available: 0 },
        level: { level: 1, xp: 0, nextLevelXp: FIRST_LEVEL_XP },
        missions: await missions.today(userId),
      };
    },

    /**
     * Pays today's reward once: the claim row (unique per player and day) and the credit with its
     * ledger row are one transaction, with the player's row locked first, so racing claims queue and
     * all but the first find the day claimed; should two still meet, the unique key refuses one.
     */
    async claimDaily(userId: number): Promise<DailyClaimResponse> {
      try {
        return await uow.forUser(userId, async (trx) => {
          const at = nowIso();
          const today = at.slice(0, 10);
          const standing = dailyStanding(await repository.lastClaim(trx, userId), today);
          if (!standing.claimableNow) throw badRequest(rewardsMessages.alreadyClaimed);
          const { nextStreak: streak, amount } = standing;
          await repository.insertClaim(trx, { userId, day: today, streak, amount, claimedAt: at });
          const balance = await wallet.credit(trx, userId, amount, {
            type: 'reward',
            description: `Daily reward, day ${streak} of the streak`,
          });
          return { amount, balance, streak, nextAt: startOfNextDay(today) };
        });
      } catch (error) {
        if (uniqueViolation(error)) throw badRequest(rewardsMessages.alreadyClaimed);
        throw error;
      }
    },
  };
}

export type RewardsService = ReturnType<typeof createRewardsService>;
