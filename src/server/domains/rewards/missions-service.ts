import type { Kysely } from 'kysely';
import { type Mission, type MissionClaimResponse, rewardsMessages } from '../../../contract/rewards';
import { nowIso } from '../../clock';
import type { WalletService } from '../../core/money/wallet-service';
import { uniqueViolation } from '../../db/constraint-errors';
import type { DB } from '../../db/schema';
import type { UnitOfWork } from '../../db/unit-of-work';
import { badRequest } from '../../http/errors';
import { missionsOf } from './daily-missions';
import type { MissionsRepository } from './missions-repository';

/**
 * Daily missions: three a UTC day per player, drawn from the pool by the player's id and the day,
 * their progress (XP of the day's bets each counts) kept by the wager fold after the bets, each paid once.
 */
export function createMissionsService(
  uow: UnitOfWork,
  repository: MissionsRepository,
  wallet: WalletService,
) {
  /** The player's missions of `day` with their progress (capped at the goal) and claims. */
  async function missionsOn(executor: Kysely<DB>, userId: number, day: string): Promise<Mission[]> {
    const missions = missionsOf(userId, day);
    const progress = await repository.progress(executor, userId, day);
    const claimed = await repository.claimedOn(executor, userId, day);
    return missions.map((mission) => ({
      id: mission.id,
      title: mission.title,
      progress: Math.min(progress.get(mission.id) ?? 0, mission.goal),
      goal: mission.goal,
      reward: mission.reward,
      claimed: claimed.has(mission.id),
    }));
  }

  return {
    today(userId: number): Promise<Mission[]> {
      return missionsOn(uow.db, userId, nowIso().slice(0, 10));
    },

    /**
     * Pays a finished mission of today once: the claim row (unique per player, day and mission) and
     * the credit with its ledger row are one transaction with the player's row locked first, so
     * racing claims queue and all but the first find it claimed; should two still meet, the unique
     * key refuses one.
     */
    async claim(userId: number, missionId: number): Promise<MissionClaimResponse> {
      try {
        return await uow.forUser(userId, async (trx) => {
          const at = nowIso();
          const day = at.slice(0, 10);
          const mission = (await missionsOn(trx, userId, day)).find((one) => one.id === missionId);
          if (mission?.claimed) throw badRequest(rewardsMessages.missionAlreadyClaimed);
          if (!mission || mission.progress < mission.goal) throw badRequest(rewardsMessages.nothingToClaim);
          const amount = mission.reward;
          await repository.insertClaim(trx, { userId, day, missionId, amount, claimedAt: at });
          const balance = await wallet.credit(trx, userId, amount, {
            type: 'reward',
            description: `Daily mission: ${mission.title}`,
          });
          return { id: missionId, amount, balance };
        });
      } catch (error) {
        if (uniqueViolation(error)) throw badRequest(rewardsMessages.missionAlreadyClaimed);
        throw error;
      }
    },
  };
}

export type MissionsService = ReturnType<typeof createMissionsService>;
