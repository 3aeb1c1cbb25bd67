import { type Kysely, sql } from 'kysely';
import { HIGH_ROLLER_MIN_BET, type LiveBetTab, LUCKY_MIN_MULTIPLIER } from '../../../contract/live-bets';
import type { DB } from '../../db/schema';
import { inSlices } from '../../db/values-list';

/** A game record as the feed reads it, with its player's name and whether they are hidden. */
export interface FeedRow {
  id: number;
  game: string;
  userId: number;
  username: string;
  betAmount: number;
  payout: number;
  createdAt: string;
  hidden: boolean;
}

/** How far back (in record ids) a tab's first page looks for high rollers and lucky wins. */
export const TAB_WINDOW_IDS = 200_000;

const toFeedRow = ({ hiddenId, ...row }: Omit<FeedRow, 'hidden'> & { hiddenId: number | null }): FeedRow => ({
  ...row,
  hidden: hiddenId !== null,
});

/**
 * Reads of game_records for the live feed and the public bet pages (every game writes its finished
 * bets there). Nothing here writes a record: the feed follows the table by id, after the commits.
 */
export function createLiveBetsRepository(db: Kysely<DB>) {
  /** Records with their player's name and hidden mark. */
  const withPlayers = () =>
    db
      .selectFrom('gameRecords as r')
      .innerJoin('users as u', 'u.id', 'r.userId')
      .leftJoin('hiddenPlayers as h', 'h.userId', 'r.userId');
  const feedColumns = [
    'r.id',
    'r.game',
    'r.userId',
    'u.username',
    'r.betAmount',
    'r.payout',
    'r.createdAt',
    'h.userId as hiddenId',
  ] as const;
  const feedRows = () => withPlayers().select(feedColumns);

  return {
    /** The id of the newest record (0 without any). */
    async latestId(): Promise<number> {
      const row = await db
        .selectFrom('gameRecords')
        .select((eb) => eb.fn.max('id').as('id'))
        .executeTakeFirst();
      return Number(row?.id ?? 0);
    },

    /** Records after `afterId`, in id order, `limit` at most. */
    async after(afterId: number, limit: number): Promise<FeedRow[]> {
      const rows = await feedRows().where('r.id', '>', afterId).orderBy('r.id').limit(limit).execute();
      return rows.map(toFeedRow);
    },

    /** The records of these ids that exist (committed) now. */
    async byIds(ids: readonly number[]): Promise<FeedRow[]> {
      const found: FeedRow[] = [];
      for (const slice of inSlices(ids)) {
        const rows = await feedRows().where('r.id', 'in', slice).execute();
        found.push(...rows.map(toFeedRow));
      }
      return found;
    },

    /**
     * A tab's newest `limit` records. The high and lucky tabs walk the primary key back from the
     * newest record, no further than TAB_WINDOW_IDS records: no index of theirs weighs on the bets.
     */
    async newest(tab: LiveBetTab, limit: number, latestId: number): Promise<FeedRow[]> {
      let query = feedRows();
      if (tab !== 'all') query = query.where('r.id', '>', latestId - TAB_WINDOW_IDS);
      if (tab === 'high') query = query.where('r.betAmount', '>=', HIGH_ROLLER_MIN_BET);
      if (tab === 'lucky') {
        query = query
          .where('r.betAmount', '>', 0)
          .where(sql<boolean>`${sql.ref('r.payout')} >= ${sql.ref('r.betAmount')} * ${LUCKY_MIN_MULTIPLIER}`);
      }
      const rows = await query.orderBy('r.id', 'desc').limit(limit).execute();
      return rows.map(toFeedRow);
    },

    /** One record with its seeds: the server seed only when its pair was rotated (revealed). */
    publicRecord(id: number) {
      return withPlayers()
        .leftJoin('fairnessSeeds as s', (join) =>
          join.onRef('s.id', '=', 'r.seedId').on('s.active', '=', 0).on('s.revealedAt', 'is not', null),
        )
        .select([
          ...feedColumns,
          'r.profit',
          'r.details',
          'r.serverSeedHash',
          'r.clientSeed',
          'r.nonce',
          's.serverSeed',
        ])
        .where('r.id', '=', id)
        .executeTakeFirst();
    },

    /** A crash round's hash and crash point, once it crashed. */
    crashRound(id: number) {
      return db
        .selectFrom('crashRounds')
        .select(['id', 'hash', 'crashPoint'])
        .where('id', '=', id)
        .where('crashedAt', 'is not', null)
        .executeTakeFirst();
    },

    async isHidden(userId: number): Promise<boolean> {
      const row = await db
        .selectFrom('hiddenPlayers')
        .select('userId')
        .where('userId', '=', userId)
        .executeTakeFirst();
      return row !== undefined;
    },

    async setHidden(userId: number, hidden: boolean, at: string): Promise<void> {
      if (hidden) {
        await db
          .insertInto('hiddenPlayers')
          .values({ userId, hiddenAt: at })
          .onConflict((oc) => oc.column('userId').doNothing())
          .execute();
      } else {
        await db.deleteFrom('hiddenPlayers').where('userId', '=', userId).execute();
      }
    },
  };
}

export type LiveBetsRepository = ReturnType<typeof createLiveBetsRepository>;
