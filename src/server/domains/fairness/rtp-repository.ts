import { type Kysely, sql } from 'kysely';
import { firstRowAtOrAfter } from '../../db/id-seek';
import type { DB } from '../../db/schema';
import type { RtpSums } from './rtp-sums';

/** Per game, the sums of the returns of some records, and of those in the 24 h window. */
export interface RecordSumsRow {
  game: string;
  all: RtpSums;
  day: RtpSums;
}

// One bet's return, payout ÷ stake, as a double on both dialects (SQLite reads the type as REAL).
const ret = sql<number>`cast(${sql.ref('payout')} as double precision) / ${sql.ref('betAmount')}`;

function sumsOf(raw: { n: unknown; sum: unknown; sumSq: unknown }): RtpSums {
  return { n: Number(raw.n ?? 0), sum: Number(raw.sum ?? 0), sumSq: Number(raw.sumSq ?? 0) };
}

/** The reads behind the measured returns: ranges of the bet records by id (the primary key only). */
export function createRtpRepository(db: Kysely<DB>) {
  return {
    /** The first record with id ≥ `id` (see id-boundary.ts). */
    recordAtOrAfter: (id: number) => firstRowAtOrAfter(db, 'gameRecords', id),

    /**
     * Sums per game of the records with afterId < id ≤ upToId (no upper bound when null); `day` counts
     * those with id ≥ dayFromId, the first record of the 24 h window.
     */
    async sumsByIds(afterId: number, upToId: number | null, dayFromId: number): Promise<RecordSumsRow[]> {
      const inDay = sql<number>`case when ${sql.ref('id')} >= ${dayFromId} then 1 else 0 end`;
      let query = db
        .selectFrom('gameRecords')
        .select((eb) => [
          'game',
          eb.fn.countAll<number>().as('n'),
          eb.fn.sum<number>(ret).as('sum'),
          eb.fn.sum<number>(sql`${ret} * ${ret}`).as('sumSq'),
          eb.fn.sum<number>(inDay).as('dayN'),
          eb.fn.sum<number>(sql`${inDay} * ${ret}`).as('daySum'),
          eb.fn.sum<number>(sql`${inDay} * ${ret} * ${ret}`).as('daySumSq'),
        ])
        .where('id', '>', afterId)
        .where('betAmount', '>', 0);
      if (upToId !== null) query = query.where('id', '<=', upToId);
      const rows = await query.groupBy('game').execute();
      return rows.map((row) => ({
        game: row.game,
        all: sumsOf(row),
        day: sumsOf({ n: row.dayN, sum: row.daySum, sumSq: row.daySumSq }),
      }));
    },
  };
}

export type RtpRepository = ReturnType<typeof createRtpRepository>;
