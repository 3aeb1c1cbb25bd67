import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { LastClaim } from './daily-streak';

/** A player's XP and rakeback as kept by the wager fold (none yet: 0 and level 1). */
export interface PlayerProgress {
  xp: number;
  level: number;
  /** The edge-weighted wager (XP) whose rakeback is not yet claimed. */
  rakeback: number;
}

/** The daily reward's claims, the players' XP and rakeback, and the rakeback claims. */
export function createRewardsRepository() {
  return {
    lastClaim(executor: Kysely<DB>, userId: number): Promise<LastClaim | undefined> {
      return executor
        .selectFrom('dailyClaims')
        .select(['day', 'streak'])
        .where('userId', '=', userId)
        .orderBy('day', 'desc')
        .limit(1)
        .executeTakeFirst();
    },

    /** The daily rewards the player has claimed in all, in FF. */
    async dailyClaimedTotal(executor: Kysely<DB>, userId: number): Promise<number> {
      const row = await executor
        .selectFrom('dailyClaims')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('total'))
        .where('userId', '=', userId)
        .executeTakeFirst();
      return Number(row?.total ?? 0);
    },

    /** Records the day's claim; a second one of the same day runs into the unique key and throws. */
    async insertClaim(
      executor: Kysely<DB>,
      claim: { userId: number; day: string; streak: number; amount: number; claimedAt: string },
    ): Promise<void> {
      await executor.insertInto('dailyClaims').values(claim).execute();
    },

    async progress(executor: Kysely<DB>, userId: number): Promise<PlayerProgress> {
      const row = await executor
        .selectFrom('playerRewards')
        .select(['xp', 'level', 'rakeback'])
        .where('userId', '=', userId)
        .executeTakeFirst();
      return row
        ? { xp: Number(row.xp), level: row.level, rakeback: Number(row.rakeback) }
        : { xp: 0, level: 1, rakeback: 0 };
    },

    /** Takes `xp` of edge-weighted wager off what the player's rakeback is counted from. */
    async spendRakeback(executor: Kysely<DB>, userId: number, xp: number): Promise<void> {
      await executor
        .updateTable('playerRewards')
        .set((eb) => ({ rakeback: eb('rakeback', '-', xp) }))
        .where('userId', '=', userId)
        .execute();
    },

    /** How many rakeback claims the player has made. */
    async rakebackClaims(executor: Kysely<DB>, userId: number): Promise<number> {
      const row = await executor
        .selectFrom('rakebackClaims')
        .select((eb) => eb.fn.countAll<number>().as('claims'))
        .where('userId', '=', userId)
        .executeTakeFirst();
      return Number(row?.claims ?? 0);
    },

    /** Records a rakeback claim; a second one with the same number runs into the unique key and throws. */
    async insertRakebackClaim(
      executor: Kysely<DB>,
      claim: { userId: number; claim: number; amount: number; claimedAt: string },
    ): Promise<void> {
      await executor.insertInto('rakebackClaims').values(claim).execute();
    },
  };
}

export type RewardsRepository = ReturnType<typeof createRewardsRepository>;
