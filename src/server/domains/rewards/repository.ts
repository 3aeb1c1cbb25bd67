import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { LastClaim } from './daily-streak';

/** The daily reward's claims, one per player and UTC day (a unique key). */
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

    /** Records the day's claim; a second one of the same day runs into the unique key and throws. */
    async insertClaim(
      executor: Kysely<DB>,
      claim: { userId: number; day: string; streak: number; amount: number; claimedAt: string },
    ): Promise<void> {
      await executor.insertInto('dailyClaims').values(claim).execute();
    },
  };
}

export type RewardsRepository = ReturnType<typeof createRewardsRepository>;
