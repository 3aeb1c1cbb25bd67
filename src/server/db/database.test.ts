import SqliteDatabase from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { withStatementCache } from './database';

describe('SQLite statement cache', () => {
  it('prepares each SQL text once and keeps giving the same statement', () => {
    const sqlite = new SqliteDatabase(':memory:');
    const cached = withStatementCache(sqlite);
    const first = cached.prepare('select 1 as one');
    expect(cached.prepare('select 1 as one')).toBe(first);
    expect(cached.prepare('select 2 as two')).not.toBe(first);
    expect(cached.cached()).toBe(2);
    expect(first.all([])).toEqual([{ one: 1 }]);
    cached.close();
  });
});
