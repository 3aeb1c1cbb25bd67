import { type RawBuilder, sql } from 'kysely';

/** A column of a values list: its name in the statement and the SQL type its values are cast to. */
export type ValuesColumn = readonly [name: string, type: 'integer' | 'bigint' | 'double precision' | 'text'];

/**
 * Rows of values as a common table expression both dialects read, `name(columns) as (values …)`, so
 * that one statement can update or insert many rows, each with its own values (SQLite has no
 * unnest). Every value is cast to its column's type: PostgreSQL cannot infer a parameter's type
 * inside a values list, and SQLite only takes the cast's affinity.
 */
export function valuesCte(
  name: string,
  columns: readonly ValuesColumn[],
  rows: readonly unknown[][],
): RawBuilder<unknown> {
  const names = sql.raw(columns.map(([column]) => column).join(', '));
  const tuples = rows.map(
    (row) =>
      sql`(${sql.join(columns.map(([, type], index) => sql`cast(${row[index]} as ${sql.raw(type)})`))})`,
  );
  return sql`${sql.raw(name)}(${names}) as (values ${sql.join(tuples)})`;
}

/**
 * How many rows one statement takes: far below both databases' limit on parameters (SQLite 32,766,
 * PostgreSQL 65,535) for the widest list here, and a crash round's thousand players in two statements.
 */
export const ROWS_PER_STATEMENT = 500;

/** `items` in consecutive slices of at most `size`. */
export function inSlices<T>(items: readonly T[], size: number = ROWS_PER_STATEMENT): T[][] {
  const slices: T[][] = [];
  for (let start = 0; start < items.length; start += size) slices.push(items.slice(start, start + size));
  return slices;
}
