import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createTestDatabase, testDialects } from '../testing/test-app';
import { migrateToLatest } from './database';

// Test runs keep a schema each and drop it when done; one run's migrations must not trip over
// another run's drop.
describe.skipIf(!testDialects().includes('postgres'))('introspection within one PostgreSQL schema', () => {
  it('migrates and lists its own tables while other schemas come and go', async () => {
    const scratch = await createTestDatabase('postgres');
    const other = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await other.connect();
    let churning = true;
    const churn = (async () => {
      for (let round = 0; churning; round += 1) {
        const name = `churn_${process.pid}_${round}`;
        await other.query(`create schema ${name}; create table ${name}.t (id serial primary key)`);
        await other.query(`drop schema ${name} cascade`);
      }
    })();
    try {
      await migrateToLatest(scratch.database.db, scratch.database.schema);
      for (let read = 0; read < 60; read += 1) {
        const tables = await scratch.database.db.introspection.getTables({ withInternalKyselyTables: true });
        expect(tables.every((table) => table.schema === scratch.database.schema)).toBe(true);
        expect(tables.map((table) => table.name)).toContain('kysely_migration');
        const users = tables.find((table) => table.name === 'users');
        expect(users?.columns.find((column) => column.name === 'id')).toMatchObject({
          isAutoIncrementing: true,
        });
      }
      const withoutKysely = await scratch.database.db.introspection.getTables();
      expect(withoutKysely.map((table) => table.name)).not.toContain('kysely_migration');
    } finally {
      churning = false;
      await churn;
      await other.end();
      await scratch.close();
    }
  });
});
