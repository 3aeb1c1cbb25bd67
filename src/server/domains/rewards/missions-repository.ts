import { type Expression, type Kysely, PostgresAdapter, type RawBuilder, sql } from 'kysely';
import type { MissionDefinition } from '../../../contract/rewards';
import type { DB } from '../../db/schema';
import { gamesRead } from './daily-missions';

const isPostgres = (executor: Kysely<DB>) => executor.getExecutor().adapter instanceof PostgresAdapter;

/**
 * The player's records of one game since `dayStart`. The index game_records_user_game (user, game,
 * id) bounds the read: the subquery walks it back from the newest record to the last one before the
 * day, and the read takes the ids above that, so only the day's records of the player in that game
 * are touched, whatever their history. (A player's records of a game are written in time order.)
 */
function recordsOfDay(executor: Kysely<DB>, userId: number, game: string, dayStart: string) {
  const lastBefore = executor
    .selectFrom('gameRecords as before')
    .select('before.id')
    .where('before.userId', '=', userId)
    // The game as a range and the order by game, then id: only the index gives that order. With
    // `game = …` the order is by id alone, and PostgreSQL may walk the primary key back through
    // everyone's records instead, expecting the player's among the first few.
    .where('before.game', '>=', game)
    .where('before.game', '<=', game)
    .where('before.createdAt', '<', dayStart)
    .orderBy('before.game', 'desc')
    .orderBy('before.id', 'desc')
    .limit(1);
  return executor
    .selectFrom('gameRecords as r')
    .select(['r.game', 'r.betAmount', 'r.payout', 'r.profit', 'r.details'])
    .where('r.userId', '=', userId)
    .where('r.game', '=', game)
    .where('r.id', '>', sql<number>`coalesce((${lastBefore}), 0)`)
    .where('r.createdAt', '>=', dayStart);
}

/** 1 for a record the condition holds for, else 0 (summed into a count). */
const oneIf = (condition: Expression<unknown>) => sql<number>`case when ${condition} then 1 else 0 end`;

/** What one mission counts over the day's records, as an SQL aggregate. */
function tally(mission: MissionDefinition, postgres: boolean): RawBuilder<number> {
  const game = sql.ref('game');
  const ofGame = mission.game === null ? sql`1 = 1` : sql`${game} = ${mission.game}`;
  const atLeast = mission.atLeast ?? 1;
  switch (mission.measure) {
    case 'bets':
      return sql`sum(${oneIf(ofGame)})`;
    case 'wins':
      return sql`sum(${oneIf(sql`${ofGame} and ${sql.ref('profit')} > 0`)})`;
    case 'multiplier':
      return sql`sum(${oneIf(sql`${ofGame} and ${sql.ref('payout')} >= ${atLeast} * ${sql.ref('betAmount')}`)})`;
    case 'wager':
      return sql`sum(case when ${ofGame} then ${sql.ref('betAmount')} else 0 end)`;
    case 'games':
      return sql`count(distinct ${game})`;
    case 'gems': {
      // Mines records keep the safe tiles uncovered in `details.revealed`.
      const gems = postgres
        ? sql`json_array_length(cast(${sql.ref('details')} as json) -> 'revealed')`
        : sql`json_array_length(${sql.ref('details')}, '$.revealed')`;
      return sql`sum(${oneIf(sql`${ofGame} and ${gems} >= ${atLeast}`)})`;
    }
  }
}

/**
 * The statement that reads how far the player got in each mission (uncapped, as columns m0, m1, …)
 * from their records of the UTC day that starts at `dayStart`: one statement over the day's records
 * of the games the missions read.
 */
export function progressQuery(
  executor: Kysely<DB>,
  userId: number,
  dayStart: string,
  missions: readonly MissionDefinition[],
) {
  const parts = gamesRead(missions).map((game) => recordsOfDay(executor, userId, game, dayStart));
  const day = parts.slice(1).reduce((all, part) => all.unionAll(part), parts[0] as (typeof parts)[0]);
  const postgres = isPostgres(executor);
  return executor
    .selectFrom(day.as('today'))
    .select(missions.map((mission, index) => tally(mission, postgres).as(`m${index}`)));
}

/** Reads the progress of daily missions from the bet records; nothing is kept in the bet path. */
export function createMissionsRepository() {
  return {
    /** How far the player got in each mission (uncapped), from the day's records (progressQuery). */
    async progress(
      executor: Kysely<DB>,
      userId: number,
      dayStart: string,
      missions: readonly MissionDefinition[],
    ): Promise<number[]> {
      const row = await progressQuery(executor, userId, dayStart, missions).executeTakeFirst();
      const values = (row ?? {}) as Record<string, unknown>;
      return missions.map((_, index) => Number(values[`m${index}`] ?? 0));
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
