import { type Kysely, sql } from 'kysely';
import { bandCeiling, bandMoves, bandOf } from '../../../contract/race-bands';
import type { DialectName } from '../../db/database';
import type { DB } from '../../db/schema';
import { inSlices } from '../../db/values-list';
import type { RaceWeek } from './race-week';

/** A player's score in a race, added up from a batch of the fold's records. */
export interface ScoreGain {
  raceId: number;
  userId: number;
  /** Edge-weighted wager in hundredths of FF. */
  score: number;
  /** The newest record among those that raised it. */
  reachedId: number;
}

/** A place of the standings as stored: the order is score, then the earlier last record. */
export interface ScoreRow {
  userId: number;
  username: string;
  score: number;
  reachedId: number;
}

export interface PrizeRow {
  raceId: number;
  userId: number;
  username: string;
  rank: number;
  amount: number;
}

/** The races, their scores and their paid prizes; every read of scores goes through race_scores_rank. */
export function createRacesRepository(dialect: DialectName) {
  return {
    /** Creates the races of `weeks` that are not there yet (a read, most of the time: they are). */
    async ensureRaces(executor: Kysely<DB>, weeks: readonly RaceWeek[], prizePool: number): Promise<void> {
      if (weeks.length === 0) return;
      const present = await executor
        .selectFrom('races')
        .select('id')
        .where(
          'id',
          'in',
          weeks.map((week) => week.id),
        )
        .execute();
      const known = new Set(present.map((row) => row.id));
      const missing = weeks.filter((week) => !known.has(week.id));
      if (missing.length === 0) return;
      await executor
        .insertInto('races')
        .values(missing.map((week) => ({ ...week, prizePool, paidAt: null })))
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
    },

    /** Which of the races named are paid already. */
    async paidAmong(executor: Kysely<DB>, raceIds: readonly number[]): Promise<Set<number>> {
      if (raceIds.length === 0) return new Set();
      const rows = await executor
        .selectFrom('races')
        .select('id')
        .where('id', 'in', [...raceIds])
        .where('paidAt', 'is not', null)
        .execute();
      return new Set(rows.map((row) => row.id));
    },

    /**
     * Adds each gain to the player's score in its race, the first one creating it, and moves the
     * players whose band changed (race-bands.ts). One writer at a time: the fold's pass, whose
     * transaction holds its mark (or a test's or a benchmark's own).
     */
    async addScores(executor: Kysely<DB>, gains: readonly ScoreGain[]): Promise<void> {
      if (gains.length === 0) return;
      const before = new Map<string, number>();
      const byRace = new Map<number, number[]>();
      for (const gain of gains) byRace.set(gain.raceId, [...(byRace.get(gain.raceId) ?? []), gain.userId]);
      for (const [raceId, userIds] of byRace) {
        for (const slice of inSlices(userIds)) {
          const rows = await executor
            .selectFrom('raceScores')
            .select(['userId', 'score'])
            .where('raceId', '=', raceId)
            .where('userId', 'in', slice)
            .execute();
          for (const row of rows) before.set(`${raceId}:${row.userId}`, Number(row.score));
        }
      }
      const moves = bandMoves(
        gains.map((gain) => {
          const old = before.get(`${gain.raceId}:${gain.userId}`) ?? null;
          return { raceId: gain.raceId, before: old, after: (old ?? 0) + gain.score };
        }),
      );
      if (moves.length > 0) {
        await executor
          .insertInto('raceScoreBands')
          .values(moves)
          .onConflict((oc) =>
            oc.columns(['raceId', 'band']).doUpdateSet({
              players: sql`race_score_bands.players + excluded.players`,
            }),
          )
          .execute();
      }
      await executor
        .insertInto('raceScores')
        .values([...gains])
        .onConflict((oc) =>
          oc.columns(['raceId', 'userId']).doUpdateSet({
            score: sql`race_scores.score + excluded.score`,
            reachedId: sql`case when excluded.reached_id > race_scores.reached_id then excluded.reached_id else race_scores.reached_id end`,
          }),
        )
        .execute();
    },

    /** The first `limit` places of a race, in order: a walk of the index's first entries. */
    top(executor: Kysely<DB>, raceId: number, limit: number): Promise<ScoreRow[]> {
      return executor
        .selectFrom('raceScores')
        .innerJoin('users', 'users.id', 'raceScores.userId')
        .select(['raceScores.userId', 'users.username', 'raceScores.score', 'raceScores.reachedId'])
        .where('raceScores.raceId', '=', raceId)
        .orderBy('raceScores.score', 'desc')
        .orderBy('raceScores.reachedId', 'asc')
        .limit(limit)
        .execute();
    },

    scoreOf(executor: Kysely<DB>, raceId: number, userId: number) {
      return executor
        .selectFrom('raceScores')
        .select(['score', 'reachedId'])
        .where('raceId', '=', raceId)
        .where('userId', '=', userId)
        .executeTakeFirst();
    },

    /**
     * How many players stand above a score (higher, or as high and reached earlier): the players of
     * the bands above its own (a few hundred rows at most), then two short ranges of the rank index
     * within its band: higher scores under the band's ceiling, and the same score reached earlier.
     */
    async countAbove(
      executor: Kysely<DB>,
      raceId: number,
      score: number,
      reachedId: number,
    ): Promise<number> {
      const band = bandOf(score);
      const bands = executor
        .selectFrom('raceScoreBands')
        .select((eb) => eb.fn.sum<number | string | null>('players').as('n'))
        .where('raceId', '=', raceId)
        .where('band', '>', band);
      const higher = executor
        .selectFrom('raceScores')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('raceId', '=', raceId)
        .where('score', '>', score)
        // Scores are whole: under the ceiling is under the ceiling rounded up (small bands' are fractions).
        .where('score', '<', Math.ceil(bandCeiling(band)));
      const earlier = executor
        .selectFrom('raceScores')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('raceId', '=', raceId)
        .where('score', '=', score)
        .where('reachedId', '<', reachedId);
      const row = await executor
        .selectNoFrom([bands.as('bands'), higher.as('higher'), earlier.as('earlier')])
        .executeTakeFirstOrThrow();
      return Number(row.bands ?? 0) + Number(row.higher) + Number(row.earlier);
    },

    /** The races that ended by `at` and are not paid yet, oldest first. */
    endedUnpaid(executor: Kysely<DB>, at: string) {
      return executor
        .selectFrom('races')
        .select(['id', 'startsAt', 'endsAt', 'prizePool'])
        .where('paidAt', 'is', null)
        .where('endsAt', '<=', at)
        .orderBy('endsAt')
        .execute();
    },

    /**
     * The race's row, locked for the payout on PostgreSQL (SQLite's one writer holds the whole
     * database already): a second finisher waits here, then finds it paid.
     */
    async lockRace(trx: Kysely<DB>, raceId: number) {
      let query = trx
        .selectFrom('races')
        .select(['id', 'startsAt', 'endsAt', 'prizePool', 'paidAt'])
        .where('id', '=', raceId);
      if (dialect === 'postgres') query = query.forUpdate();
      return query.executeTakeFirst();
    },

    async insertPrizes(
      trx: Kysely<DB>,
      prizes: readonly { raceId: number; userId: number; rank: number; amount: number; paidAt: string }[],
    ): Promise<void> {
      if (prizes.length > 0)
        await trx
          .insertInto('racePrizes')
          .values([...prizes])
          .execute();
    },

    async markPaid(trx: Kysely<DB>, raceId: number, at: string): Promise<void> {
      await trx.updateTable('races').set({ paidAt: at }).where('id', '=', raceId).execute();
    },

    /** Paid races, newest first, older than `before` when given. */
    paidRaces(executor: Kysely<DB>, before: number | undefined, limit: number) {
      let query = executor
        .selectFrom('races')
        .select(['id', 'startsAt', 'endsAt', 'prizePool', 'paidAt'])
        .where('paidAt', 'is not', null);
      if (before !== undefined) query = query.where('id', '<', before);
      return query.orderBy('id', 'desc').limit(limit).execute();
    },

    /** The prizes of the races named, with the winners' names. */
    prizesOf(executor: Kysely<DB>, raceIds: readonly number[]): Promise<PrizeRow[]> {
      if (raceIds.length === 0) return Promise.resolve([]);
      return executor
        .selectFrom('racePrizes')
        .innerJoin('users', 'users.id', 'racePrizes.userId')
        .select([
          'racePrizes.raceId',
          'racePrizes.userId',
          'users.username',
          'racePrizes.rank',
          'racePrizes.amount',
        ])
        .where('racePrizes.raceId', 'in', [...raceIds])
        .orderBy('racePrizes.raceId', 'desc')
        .orderBy('racePrizes.rank')
        .execute();
    },
  };
}

export type RacesRepository = ReturnType<typeof createRacesRepository>;
