import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** One step of a mission's progress: XP counted for a player's mission on a UTC day. */
export interface MissionStep {
  userId: number;
  day: string;
  missionId: number;
  xp: number;
}

/** The daily missions' progress (kept by the wager fold) and claims. */
export function createMissionsRepository() {
  return {
    /** The XP each of the player's missions of `day` has counted, by mission id (uncapped). */
    async progress(executor: Kysely<DB>, userId: number, day: string): Promise<Map<number, number>> {
      const rows = await executor
        .selectFrom('missionProgress')
        .select(['missionId', 'xp'])
        .where('userId', '=', userId)
        .where('day', '=', day)
        .execute();
      return new Map(rows.map((row) => [row.missionId, Number(row.xp)]));
    },

    /** Adds the steps to the missions' progress (one row per player, day and mission). */
    async addProgress(executor: Kysely<DB>, steps: readonly MissionStep[]): Promise<void> {
      for (let from = 0; from < steps.length; from += 500) {
        await executor
          .insertInto('missionProgress')
          .values(steps.slice(from, from + 500))
          .onConflict((conflict) =>
            conflict
              .columns(['userId', 'day', 'missionId'])
              .doUpdateSet((eb) => ({ xp: eb('missionProgress.xp', '+', eb.ref('excluded.xp')) })),
          )
          .execute();
      }
    },

    /** The missions the player claimed on `day`. */
    async claimedOn(executor: Kysely<DB>, userId: number, day: string): Promise<Set<number>> {
      const rows = await executor
        .selectFrom('missionClaims')
        .select('missionId')
        .where('userId', '=', userId)
        .where('day', '=', day)
        .execute();
      return new Set(rows.map((row) => row.missionId));
    },

    /** Records a claim; a second one of the same player, day and mission runs into the unique key. */
    async insertClaim(
      executor: Kysely<DB>,
      claim: { userId: number; day: string; missionId: number; amount: number; claimedAt: string },
    ): Promise<void> {
      await executor.insertInto('missionClaims').values(claim).execute();
    },
  };
}

export type MissionsRepository = ReturnType<typeof createMissionsRepository>;
