import { adminMessages, type PageCursorQuery, TOTAL_COUNTED, type TotalKind } from '../../../contract/admin';
import { MAX_ROW_ID } from '../../../contract/common';
import { badRequest } from '../../http/errors';

// Paging by key (DECISIONS.md section 9): a page is read from an index, starting next to a row's key,
// so every page costs what the first one does. The contract (contract/admin.ts) describes the cursors.

/** Where a page starts. */
export type PageStart<K> = { first: true } | { last: true } | { after: K } | { before: K };

export interface Keyed<Row, K> {
  key: K;
  row: Row;
}

/** A list in display order, read from either side of a key; each call is one indexed range scan. */
export interface KeyedList<Row, K> {
  /** Up to `n` rows after `key` (from the start without one), nearest first. */
  after(key: K | undefined, n: number): Promise<Keyed<Row, K>[]>;
  /** Up to `n` rows before `key` (from the end without one), nearest first. */
  before(key: K | undefined, n: number): Promise<Keyed<Row, K>[]>;
}

/** Reads up to `n` rows on `side` of `key` (from the end without one), nearest first. */
export type KeyedRead<Row, K> = (key: K | undefined, side: '>' | '<', n: number) => Promise<Keyed<Row, K>[]>;

/** The list a read gives: `after` goes up the keys, or down them for a list shown newest first. */
export function keyedList<Row, K>(
  read: KeyedRead<Row, K>,
  order: 'ascending' | 'descending',
): KeyedList<Row, K> {
  const [forward, back] = order === 'ascending' ? (['>', '<'] as const) : (['<', '>'] as const);
  return {
    after: (key, n) => read(key, forward, n),
    before: (key, n) => read(key, back, n),
  };
}

export interface KeysetPage<Row, K> {
  rows: Row[];
  prev: K | null;
  next: K | null;
}

/** The page at `start`: one read of `limit + 1` rows, and one of a single row to learn whether the other side goes on. */
export async function readPage<Row, K>(
  list: KeyedList<Row, K>,
  start: PageStart<K>,
  limit: number,
): Promise<KeysetPage<Row, K>> {
  if ('before' in start || 'last' in start) {
    const key = 'before' in start ? start.before : undefined;
    const found = await list.before(key, limit + 1);
    const shown = found.slice(0, limit).reverse();
    const first = shown[0];
    const last = shown.at(-1);
    const goesOn = key !== undefined && last !== undefined && (await list.after(last.key, 1)).length > 0;
    return {
      rows: shown.map((item) => item.row),
      prev: found.length > limit && first ? first.key : null,
      next: goesOn && last ? last.key : null,
    };
  }
  const key = 'after' in start ? start.after : undefined;
  const found = await list.after(key, limit + 1);
  const shown = found.slice(0, limit);
  const first = shown[0];
  const last = shown.at(-1);
  const goesBack = key !== undefined && first !== undefined && (await list.before(first.key, 1)).length > 0;
  return {
    rows: shown.map((item) => item.row),
    prev: goesBack && first ? first.key : null,
    next: found.length > limit && last ? last.key : null,
  };
}

/** Strings in the order of their UTF-8 bytes: SQLite's BINARY collation and PostgreSQL's "C". */
export const byteOrder = (a: string, b: string) => Buffer.compare(Buffer.from(a), Buffer.from(b));

/** The query's page start; `parseKey` turns a cursor into a key or answers undefined for a bad one. */
export function pageStart<K>(
  query: PageCursorQuery,
  parseKey: (cursor: string) => K | undefined,
): PageStart<K> {
  const given = [query.after !== undefined, query.before !== undefined, query.last === true].filter(Boolean);
  if (given.length > 1) throw badRequest(adminMessages.onePageStart);
  if (query.last) return { last: true };
  const cursor = query.after ?? query.before;
  if (cursor === undefined) return { first: true };
  const key = parseKey(cursor);
  if (key === undefined) throw badRequest(adminMessages.badCursor);
  return query.after !== undefined ? { after: key } : { before: key };
}

/** A search's cursor is the matched text itself. */
export const textCursor = (cursor: string): string => cursor;

/** The page's keys as the contract's cursors. */
export function cursorsOf<K>(page: KeysetPage<unknown, K>): {
  nextCursor: string | null;
  prevCursor: string | null;
} {
  return {
    nextCursor: page.next === null ? null : String(page.next),
    prevCursor: page.prev === null ? null : String(page.prev),
  };
}

/** A row id as a cursor: digits only; one past the ids' range is read as the largest id there can be. */
export function idCursor(cursor: string): number | undefined {
  return /^\d{1,15}$/.test(cursor) ? Math.min(Number(cursor), MAX_ROW_ID) : undefined;
}

/** Counts at most `n` rows; for a whole list it may guess the rest (see boundedTotal). */
export type TotalCount = (n: number) => Promise<{ counted: number; estimate?: number }>;

export interface PageTotal {
  total: number;
  totalIs: TotalKind;
}

/**
 * A total that never counts more than TOTAL_COUNTED rows: `count(n)` counts at most `n` rows and, for
 * a whole list, guesses the rest from the ids.
 */
export async function boundedTotal(count: TotalCount): Promise<PageTotal> {
  const { counted, estimate } = await count(TOTAL_COUNTED + 1);
  if (counted <= TOTAL_COUNTED) return { total: counted, totalIs: 'exact' };
  if (estimate === undefined) return { total: TOTAL_COUNTED, totalIs: 'atLeast' };
  return { total: Math.max(TOTAL_COUNTED + 1, estimate), totalIs: 'about' };
}
