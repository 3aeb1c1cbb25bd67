import { dailyXpNeeded, rakebackFor, XP_PER_RAKEBACK_FF, xpForLevel } from '../../../contract/levels';
import {
  type DailyClaimResponse,
  type RakebackClaimResponse,
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
import type { PlayerProgress, RewardsRepository } from './repository';

/** The rakeback a player can claim: whole FF, and the XP counted towards the next one. */
function rakebackOf(progress: PlayerProgress) {
  const available = rakebackFor(progress.rakeback);
  return { available, pendingXp: progress.rakeback - available * XP_PER_RAKEBACK_FF };
}

/**
 * What the house gives back: the daily reward (once per UTC day, growing with the streak, within a
 * share of the edge the player has paid), the daily missions, levels and rakeback (kept by the wager
 * fold's consumer, levels-consumer.ts).
 */
export function createRewardsService(
  uow: UnitOfWork,
  repository: RewardsRepository,
  wallet: WalletService,
  missions: MissionsService,
) {
  return {
    async rewards(userId: number): Promise<RewardsResponse> {
      const [last, claimedTotal, progress, today] = await Promise.all([
        repository.lastClaim(uow.db, userId),
        repository.dailyClaimedTotal(uow.db, userId),
        repository.progress(uow.db, userId),
        missions.today(userId),
      ]);
      const standing = dailyStanding(last, nowIso().slice(0, 10));
      return {
        daily: {
          streak: standing.streak,
          claimableNow: standing.claimableNow,
          nextAt: standing.nextAt,
          amount: standing.amount,
          xpNeeded: dailyXpNeeded(claimedTotal + standing.amount),
        },
        rakeback: rakebackOf(progress),
        level: {
          level: progress.level,
          xp: progress.xp,
          levelXp: xpForLevel(progress.level),
          nextLevelXp: xpForLevel(progress.level + 1),
        },
        missions: today,
      };
    },

    /**
     * Pays today's reward once: the claim row (unique per player and day) and the credit with its
     * ledger row are one transaction, with the player's row locked first, so racing claims queue and
     * all but the first find the day claimed; should two still meet, the unique key refuses one. The
     * daily rewards claimed in all must stay within their share of the edge the player has paid.
     */
    async claimDaily(userId: number): Promise<DailyClaimResponse> {
      try {
        return await uow.forUser(userId, async (trx) => {
          const at = nowIso();
          const today = at.slice(0, 10);
          const standing = dailyStanding(await repository.lastClaim(trx, userId), today);
          if (!standing.claimableNow) throw badRequest(rewardsMessages.alreadyClaimed);
          const { nextStreak: streak, amount } = standing;
          const claimed = await repository.dailyClaimedTotal(trx, userId);
          const { xp } = await repository.progress(trx, userId);
          if (xp < dailyXpNeeded(claimed + amount)) throw badRequest(rewardsMessages.dailyNeedsPlay);
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

    /**
     * Pays the rakeback accrued, in whole FF (the fraction waits for the next claim): the player's
     * row locked first, the XP it uses up taken off, the claim row (unique per player and claim
     * number) and the credit in one transaction, so racing claims queue and find nothing left.
     */
    async claimRakeback(userId: number): Promise<RakebackClaimResponse> {
      try {
        return await uow.forUser(userId, async (trx) => {
          const progress = await repository.progress(trx, userId);
          const amount = rakebackFor(progress.rakeback);
          if (amount <= 0) throw badRequest(rewardsMessages.nothingToClaim);
          const spent = amount * XP_PER_RAKEBACK_FF;
          await repository.spendRakeback(trx, userId, spent);
          const claim = (await repository.rakebackClaims(trx, userId)) + 1;
          await repository.insertRakebackClaim(trx, { userId, claim, amount, claimedAt: nowIso() });
          const balance = await wallet.credit(trx, userId, amount, {
            type: 'reward',
            description: 'Rakeback',
          });
          return { amount, balance, ...rakebackOf({ ...progress, rakeback: progress.rakeback - spent }) };
        });
      } catch (error) {
        if (uniqueViolation(error)) throw badRequest(rewardsMessages.nothingToClaim);
        throw error;
      }
    },
  };
}

export type RewardsService = ReturnType<typeof createRewardsService>;
