import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { BetTally } from './rules';

export interface EarnedRow {
  userId: number;
  code: string;
  earnedAt: string;
}

/** Earned achievements, the bet tallies, worn badges and the sweep's marks. */
export function createAchievementsRepository(db: Kysely<DB>) {
  return {
    /** What the players have earned (their rows of the unique index (user_id, code)). */
    earnedBy(executor: Kysely<DB>, userIds: readonly number[]): Promise<EarnedRow[]> {
      if (userIds.length === 0) return Promise.resolve([]);
      return executor
        .selectFrom('userAchievements')
        .select(['userId', 'code', 'earnedAt'])
        .where('userId', 'in', [...userIds])
        .orderBy('id')
        .execute();
    },

    /**
     * Records the achievements; one a player already has is passed over (the unique key), so a second
     * fold, instance or sweep adds nothing. Answers the rows this call wrote.
     */
    insertEarned(executor: Kysely<DB>, rows: readonly EarnedRow[]): Promise<EarnedRow[]> {
      if (rows.length === 0) return Promise.resolve([]);
      return executor
        .insertInto('userAchievements')
        .values([...rows])
        .onConflict((oc) => oc.columns(['userId', 'code']).doNothing())
        .returning(['userId', 'code', 'earnedAt'])
        .execute();
    },

    async talliesOf(executor: Kysely<DB>, userIds: readonly number[]): Promise<Map<number, BetTally>> {
      if (userIds.length === 0) return new Map();
      const rows = await executor
        .selectFrom('achievementTallies')
        .selectAll()
        .where('userId', 'in', [...userIds])
        .execute();
      return new Map(
        rows.map((row) => [
          row.userId,
          { bets: Number(row.bets), streakGame: row.streakGame, streak: Number(row.streak) },
        ]),
      );
    },

    /** Writes the players' tallies as they now stand: one statement for the batch. */
    async saveTallies(executor: Kysely<DB>, tallies: ReadonlyMap<number, BetTally>): Promise<void> {
      if (tallies.size === 0) return;
      await executor
        .insertInto('achievementTallies')
        .values([...tallies].map(([userId, tally]) => ({ userId, ...tally })))
        .onConflict((oc) =>
          oc.column('userId').doUpdateSet((eb) => ({
            bets: eb.ref('excluded.bets'),
            streakGame: eb.ref('excluded.streakGame'),
            streak: eb.ref('excluded.streak'),
          })),
        )
        .execute();
    },

    async wornBy(executor: Kysely<DB>, userIds: readonly number[]): Promise<Map<number, string>> {
      if (userIds.length === 0) return new Map();
      const rows = await executor
        .selectFrom('wornBadges')
        .select(['userId', 'code'])
        .where('userId', 'in', [...userIds])
        .execute();
      return new Map(rows.map((row) => [row.userId, row.code]));
    },

    async wear(executor: Kysely<DB>, userId: number, code: string, at: string): Promise<void> {
      await executor
        .insertInto('wornBadges')
        .values({ userId, code, wornAt: at })
        .onConflict((oc) => oc.column('userId').doUpdateSet({ code, wornAt: at }))
        .execute();
    },

    async takeOff(executor: Kysely<DB>, userId: number): Promise<void> {
      await executor.deleteFrom('wornBadges').where('userId', '=', userId).execute();
    },

    /**
     * A player's public name, or undefined for no such player. A player hidden from the public lists
     * (hidden_players, the live bets' privacy choice) has no public page either: the same undefined.
     */
    async playerName(userId: number): Promise<{ id: number; username: string } | undefined> {
      return db
        .selectFrom('users as u')
        .leftJoin('hiddenPlayers as h', 'h.userId', 'u.id')
        .select(['u.id', 'u.username'])
        .where('u.id', '=', userId)
        .where('h.userId', 'is', null)
        .executeTakeFirst();
    },

    async mark(executor: Kysely<DB>, source: string): Promise<string | undefined> {
      const row = await executor
        .selectFrom('achievementSweeps')
        .select('mark')
        .where('source', '=', source)
        .executeTakeFirst();
      return row?.mark;
    },

    async setMark(executor: Kysely<DB>, source: string, mark: string): Promise<void> {
      await executor
        .insertInto('achievementSweeps')
        .values({ source, mark })
        .onConflict((oc) => oc.column('source').doUpdateSet({ mark }))
        .execute();
    },
  };
}

export type AchievementsRepository = ReturnType<typeof createAchievementsRepository>;
