import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema';
import { countsReached, raceReached } from './rules';

/** A player and the achievements a change of theirs reached (earned or not). */
export interface Reached {
  userId: number;
  codes: string[];
}

/**
 * One part of the product whose changes earn achievements. A pass of the sweep starts a little before
 * the stored mark (`start`), then reads pages of up to `limit` changes after a cursor, each page
 * answering its last cursor (stored as the next mark once granted) and whether a full page was read.
 */
export interface SweepSource {
  name: string;
  start(mark: string | undefined): string;
  read(executor: Kysely<DB>, cursor: string, limit: number): Promise<SweepPage>;
}

export interface SweepPage {
  reached: Reached[];
  cursor: string;
  more: boolean;
}

/**
 * How far back of the mark each pass starts again. On PostgreSQL a row can commit after one with a
 * higher id (or, read by time, be stamped by an instance whose clock is a little behind); reading the
 * last stretch again finds it, and what it reached is already earned for the rest (the unique key).
 */
const ID_OVERLAP = 500;
const TIME_OVERLAP_MS = 2 * 60_000;

const idStart = (mark: string | undefined) => String(Math.max(0, Number(mark ?? 0) - ID_OVERLAP));
const idCursor = (rows: { id: number }[], cursor: string) => String(rows.at(-1)?.id ?? cursor);

/** Counts per player of a table keyed by player (its index on user_id answers each count). */
async function countsOf(
  executor: Kysely<DB>,
  table: 'userItems' | 'friendships',
  userIds: number[],
): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await executor
    .selectFrom(table)
    .select((eb) => ['userId', eb.fn.countAll<number | string>().as('count')])
    .where('userId', 'in', userIds)
    .groupBy('userId')
    .execute();
  return new Map(rows.map((row) => [row.userId, Number(row.count)]));
}

function counted(counts: Map<number, number>, kind: 'shop' | 'friends'): Reached[] {
  return [...counts].map(([userId, count]) => ({ userId, codes: countsReached(kind, count) }));
}

/** A source of rows with an id of their own, read in id order, each with the one column it needs. */
function idSource(
  name: string,
  table: 'dailyClaims' | 'userItems' | 'racePrizes' | 'playerLevels',
  column: 'streak' | 'rank' | 'id' | 'level',
  reach: (rows: { userId: number; value: number }[], executor: Kysely<DB>) => Promise<Reached[]> | Reached[],
): SweepSource {
  return {
    name,
    start: idStart,
    async read(executor, cursor, limit) {
      const rows = await executor
        .selectFrom(table as 'dailyClaims')
        .select(['id', 'userId', sql<number>`${sql.ref(column)}`.as('value')])
        .where('id', '>', Number(cursor))
        .orderBy('id')
        .limit(limit)
        .execute();
      const values = rows.map((row) => ({ userId: row.userId, value: Number(row.value) }));
      return {
        reached: await reach(values, executor),
        cursor: idCursor(rows, cursor),
        more: rows.length === limit,
      };
    },
  };
}

/** Daily reward claims: the streak each claim reached. */
const dailyClaims = idSource('daily', 'dailyClaims', 'streak', (rows) =>
  rows.map((row) => ({ userId: row.userId, codes: countsReached('daily', row.value) })),
);

/** Shop items owned: the players who got one are counted again. */
const shopItems = idSource('shop', 'userItems', 'id', async (rows, executor) =>
  counted(await countsOf(executor, 'userItems', [...new Set(rows.map((row) => row.userId))]), 'shop'),
);

/** Friendships (one row per side, no id of their own): read by when they were made. */
const friendships: SweepSource = {
  name: 'friends',
  start: (mark) => (mark ? new Date(Date.parse(mark) - TIME_OVERLAP_MS).toISOString() : ''),
  async read(executor, cursor, limit) {
    let rows = await executor
      .selectFrom('friendships')
      .select(['userId', 'createdAt'])
      .where('createdAt', '>', cursor)
      .orderBy('createdAt')
      .limit(limit)
      .execute();
    const more = rows.length === limit;
    const last = rows.at(-1)?.createdAt;
    // A full page may cut one instant in two: its rows are left to the next page, which starts after
    // the instant before (a page all of one instant is taken whole).
    if (more && rows[0]?.createdAt !== last) rows = rows.filter((row) => row.createdAt !== last);
    const counts = await countsOf(executor, 'friendships', [...new Set(rows.map((row) => row.userId))]);
    return { reached: counted(counts, 'friends'), cursor: rows.at(-1)?.createdAt ?? cursor, more };
  },
};

/** Weekly race prizes: the rank each finisher was paid for. */
const racePrizes = idSource('race', 'racePrizes', 'rank', (rows) =>
  rows.map((row) => ({ userId: row.userId, codes: raceReached(row.value) })),
);

/** Levels reached (the wager fold's levels, one row per player and level): the milestones. */
const playerLevels = idSource('level', 'playerLevels', 'level', (rows) =>
  rows.map((row) => ({ userId: row.userId, codes: countsReached('level', row.value) })),
);

export const SWEEP_SOURCES: readonly SweepSource[] = [
  dailyClaims,
  shopItems,
  friendships,
  racePrizes,
  playerLevels,
];
