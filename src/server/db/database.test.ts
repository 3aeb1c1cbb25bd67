import SqliteDatabase from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { testDialects } from '../testing/test-app';
import { dropSchema, testSchemaUrl } from '../testing/test-database';
import { type Database, migrateToLatest, openDatabase, withStatementCache } from './database';

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

// Instances of a cluster start together (a deploy, the benchmark's pair): each creates the schema
// it is pointed at and migrates it, and none may fail because another got there first.
describe.skipIf(!testDialects().includes('postgres'))('several instances starting on a new schema', () => {
  it('all open it and migrate it, whichever creates it', async () => {
    const schemas: string[] = [];
    const opened: Database[] = [];
    try {
      // Several rounds: the race is between two `create schema` statements, a few milliseconds wide.
      for (let round = 0; round < 5; round += 1) {
        const { schema, url } = testSchemaUrl('start');
        schemas.push(schema);
        const results = await Promise.allSettled(Array.from({ length: 6 }, () => openDatabase(url, 2)));
        const own = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
        opened.push(...own);
        expect(results.filter((result) => result.status === 'rejected')).toEqual([]);
        await Promise.all(own.map((database) => migrateToLatest(database.db, database.schema)));
        const [first] = own;
        const tables = first ? await first.db.introspection.getTables() : [];
        expect(tables.map((table) => table.name)).toContain('users');
      }
    } finally {
      await Promise.allSettled(opened.map((database) => database.close()));
      await Promise.all(schemas.map((schema) => dropSchema(schema)));
    }
  });
});
