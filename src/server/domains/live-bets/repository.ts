import { type Kysely, sql } from 'kysely';
import {
  HIGH_ROLLER_MIN_BET,
  LIVE_BET_TABS,
  type LiveBetTab,
  LUCKY_MIN_MULTIPLIER,
} from '../../../contract/live-bets';
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

/** The feed's rows of both tables, merged by id (they share one sequence), `limit` at most. */
function merged(
  records: readonly FeedRow[],
  flips: readonly FeedRow[],
  order: 'asc' | 'desc',
  limit: number,
) {
  const sign = order === 'asc' ? 1 : -1;
  return [...records, ...flips].sort((a, b) => sign * (a.id - b.id)).slice(0, limit);
}

/** How far back (in record ids) a tab's first page looks for high rollers and lucky wins. */
export const TAB_WINDOW_IDS = 200_000;

const toFeedRow = ({ hiddenId, ...row }: Omit<FeedRow, 'hidden'> & { hiddenId: number | null }): FeedRow => ({
  ...row,
  hidden: hiddenId !== null,
});

/**
 * Reads of game_records for the live feed and the public bet pages (every game but coinflip writes its
 * finished bets there), and of coinflip_bets (each player's side of an announced coinflip, numbered
 * from game_records' sequence: migration 0024). The feed reads the two as one list by id, each with
 * its own query (an index seek each), merged here. Nothing here writes: the feed follows the tables by
 * id, after the commits.
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
  /** Coinflip bets as feed rows. */
  const flipRows = () =>
    db
      .selectFrom('coinflipBets as r')
      .innerJoin('users as u', 'u.id', 'r.userId')
      .leftJoin('hiddenPlayers as h', 'h.userId', 'r.userId')
      .select([
        'r.id',
        sql<string>`'coinflip'`.as('game'),
        'r.userId',
        'u.username',
        'r.betAmount',
        'r.payout',
        'r.createdAt',
        'h.userId as hiddenId',
      ]);

  /** A tab's newest `limit` records of the ids in (`above`, `atMost`], either bound optional. */
  async function newestIn(
    tab: LiveBetTab,
    limit: number,
    range: { above?: number; atMost?: number },
  ): Promise<FeedRow[]> {
    let query = feedRows();
    let flips = flipRows();
    if (range.above !== undefined) {
      query = query.where('r.id', '>', range.above);
      flips = flips.where('r.id', '>', range.above);
    }
    if (range.atMost !== undefined) {
      query = query.where('r.id', '<=', range.atMost);
      flips = flips.where('r.id', '<=', range.atMost);
    }
    if (tab === 'high') {
      query = query.where('r.betAmount', '>=', HIGH_ROLLER_MIN_BET);
      flips = flips.where('r.betAmount', '>=', HIGH_ROLLER_MIN_BET);
    }
    if (tab === 'lucky') {
      query = query
        .where('r.betAmount', '>', 0)
        .where(sql<boolean>`${sql.ref('r.payout')} >= ${sql.ref('r.betAmount')} * ${LUCKY_MIN_MULTIPLIER}`);
    }
    // A coinflip pays 2x at most: never lucky.
    const [rows, flipped] = await Promise.all([
      query.orderBy('r.id', 'desc').limit(limit).execute(),
      tab === 'lucky' ? [] : flips.orderBy('r.id', 'desc').limit(limit).execute(),
    ]);
    return merged(rows.map(toFeedRow), flipped.map(toFeedRow), 'desc', limit);
  }

  return {
    /** The id of the newest record or coinflip bet (0 without any). */
    async latestId(): Promise<number> {
      const [record, flip] = await Promise.all([
        db
          .selectFrom('gameRecords')
          .select((eb) => eb.fn.max('id').as('id'))
          .executeTakeFirst(),
        db
          .selectFrom('coinflipBets')
          .select((eb) => eb.fn.max('id').as('id'))
          .executeTakeFirst(),
      ]);
      return Math.max(Number(record?.id ?? 0), Number(flip?.id ?? 0));
    },

    /**
     * Records and coinflip bets after `afterId`, in id order, `limit` at most. The first `limit` of
     * the two reads merged: none lies past a read that came back full, so none is skipped.
     */
    async after(afterId: number, limit: number): Promise<FeedRow[]> {
      const [records, flips] = await Promise.all([
        feedRows().where('r.id', '>', afterId).orderBy('r.id').limit(limit).execute(),
        flipRows().where('r.id', '>', afterId).orderBy('r.id').limit(limit).execute(),
      ]);
      return merged(records.map(toFeedRow), flips.map(toFeedRow), 'asc', limit);
    },

    /** The records and coinflip bets of these ids that exist (committed) now. */
    async byIds(ids: readonly number[]): Promise<FeedRow[]> {
      const found: FeedRow[] = [];
      for (const slice of inSlices(ids)) {
        const rows = await feedRows().where('r.id', 'in', slice).execute();
        const flips = await flipRows().where('r.id', 'in', slice).execute();
        found.push(...rows.map(toFeedRow), ...flips.map(toFeedRow));
      }
      return found;
    },

    /**
     * A tab's newest `limit` records. The high and lucky tabs walk the primary key back from the
     * newest record, no further than TAB_WINDOW_IDS records: no index of theirs weighs on the bets.
     */
    newest(tab: LiveBetTab, limit: number, latestId: number): Promise<FeedRow[]> {
      return newestIn(tab, limit, tab === 'all' ? {} : { above: latestId - TAB_WINDOW_IDS });
    },

    /**
     * The newest `limit` records of each tab among the ids in (`afterId`, `upToId`], newest first
     * per tab, each record once: what one push of a burst shows (views.ts's pushedBets keeps no more).
     */
    async newestOfEachTab(afterId: number, upToId: number, limit: number): Promise<FeedRow[]> {
      const range = { above: afterId, atMost: upToId };
      const tabs = await Promise.all(LIVE_BET_TABS.map((tab) => newestIn(tab, limit, range)));
      const byId = new Map<number, FeedRow>();
      for (const row of tabs.flat()) byId.set(row.id, row);
      return [...byId.values()];
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

    /**
     * One coinflip bet with its session (announced, so its seed is revealed) and both players' names
     * and hidden marks.
     */
    publicFlip(id: number) {
      return db
        .selectFrom('coinflipBets as b')
        .innerJoin('coinflipSessions as s', 's.id', 'b.sessionId')
        .innerJoin('users as u', 'u.id', 'b.userId')
        .leftJoin('hiddenPlayers as h', 'h.userId', 'b.userId')
        .innerJoin('users as c', 'c.id', 's.creatorId')
        .leftJoin('hiddenPlayers as ch', 'ch.userId', 's.creatorId')
        .leftJoin('users as o', 'o.id', 's.opponentId')
        .leftJoin('hiddenPlayers as oh', 'oh.userId', 's.opponentId')
        .select([
          'b.id',
          'b.sessionId',
          'b.userId',
          'u.username',
          'h.userId as hiddenId',
          'b.betAmount',
          'b.payout',
          'b.createdAt',
          's.creatorId',
          'c.username as creatorName',
          'ch.userId as creatorHiddenId',
          's.opponentId',
          's.opponentIsBot',
          'o.username as opponentName',
          'oh.userId as opponentHiddenId',
          's.choice',
          's.result',
          's.serverSeed',
          's.serverSeedHash',
        ])
        .where('b.id', '=', id)
        .where('s.status', '=', 'completed')
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
