import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { type Database, type DialectName, openDatabase } from '../db/database';
import type { DB } from '../db/schema';

// The test databases and the books check, without the test runner: Vitest's kits (test-app.ts,
// instance-pair.ts) and Playwright's cluster journey (e2e/crash-cluster.spec.ts) both use them.

export interface TestDatabase {
  database: Database;
  url: string;
  /** Closes the connection and removes the file or schema. */
  close(): Promise<void>;
}

/** A fresh, empty database of its own: a temporary SQLite file or a new PostgreSQL schema. */
export async function createTestDatabase(dialect: DialectName): Promise<TestDatabase> {
  if (dialect === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'casino-test-'));
    const url = `sqlite:${join(dir, 'test.db')}`;
    const database = await openDatabase(url);
    return {
      database,
      url,
      async close() {
        await database.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const { schema, url } = testSchemaUrl('test');
  const database = await openDatabase(url);
  return {
    database,
    url,
    async close() {
      await database.close();
      await dropSchema(schema);
    },
  };
}

/**
 * A new schema's name and its URL in TEST_DATABASE_URL's database. A commit there does not wait for
 * the disk: the tests stop our processes, never PostgreSQL itself, and each commit's flush (about
 * 3.5 ms against 0.3 ms on this machine) was much of the PostgreSQL tests' time.
 */
export function testSchemaUrl(prefix: string): { schema: string; url: string } {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DATABASE_URL is not set');
  const schema = `${prefix}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const url = new URL(base);
  url.searchParams.set('schema', schema);
  url.searchParams.set('options', '-c synchronous_commit=off');
  return { schema, url: url.toString() };
}

/** A user row named `name`, with no funds and no ledger (tests of locks and races, not of sign-up). */
export async function insertBareUser(db: Kysely<DB>, name: string): Promise<number> {
  const at = new Date().toISOString();
  const row = await db
    .insertInto('users')
    .values({
      username: name,
      usernameLower: name.toLowerCase(),
      email: `${name}@example.com`,
      emailLower: `${name.toLowerCase()}@example.com`,
      passwordHash: 'x',
      funFunds: 0,
      createdAt: at,
      updatedAt: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Drops a schema of TEST_DATABASE_URL's database with everything in it. */
export async function dropSchema(schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(`drop schema if exists ${schema} cascade`);
  } finally {
    await client.end();
  }
}

/** A user's balance as stored. */
export async function balanceOf(database: Database, userId: number): Promise<number> {
  const row = await database.db
    .selectFrom('users')
    .select('funFunds')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.funFunds);
}

/** A user's ledger rows, oldest first. */
function ledgerOf(database: Database, userId: number) {
  return database.db
    .selectFrom('transactions')
    .select(['amount', 'balanceAfter'])
    .where('userId', '=', userId)
    .orderBy('id')
    .execute();
}

/** The sum of a user's ledger. */
export async function ledgerSumOf(database: Database, userId: number): Promise<number> {
  const rows = await ledgerOf(database, userId);
  return rows.reduce((sum, row) => sum + Number(row.amount), 0);
}

/** The Redis to test against: REDIS_URL when set; in CI a missing one is an error, never a skip. */
export function testRedisUrl(): string | undefined {
  if (process.env.REDIS_URL) return process.env.REDIS_URL;
  if (process.env.CI) throw new Error('CI must set REDIS_URL so that Redis is tested too');
  return undefined;
}

/**
 * Walks a user's ledger in order: each row's balanceAfter must be the previous one plus its amount,
 * never below zero, and the last must be the balance. A lost or doubled update breaks the chain.
 */
export async function expectLedgerConsistent(database: Database, userId: number): Promise<number> {
  const rows = await ledgerOf(database, userId);
  let running = 0;
  for (const row of rows) {
    running += Number(row.amount);
    if (Number(row.balanceAfter) !== running || running < 0) {
      throw new Error(`ledger chain broken: expected balance ${running}, row says ${row.balanceAfter}`);
    }
  }
  const balance = await balanceOf(database, userId);
  if (balance !== running) throw new Error(`balance ${balance} differs from ledger ${running}`);
  return running;
}

/**
 * What a suite on two server instances needs: a PostgreSQL and a Redis. In CI both are required
 * (testRedisUrl and TEST_DATABASE_URL throw there when missing); elsewhere the suite is skipped,
 * and its title says what to set.
 */
export function twoInstanceSuite(title: string) {
  const redisUrl = testRedisUrl();
  const missing = [
    process.env.TEST_DATABASE_URL ? '' : 'TEST_DATABASE_URL',
    redisUrl ? '' : 'REDIS_URL',
  ].filter(Boolean);
  return {
    skip: missing.length > 0,
    title: missing.length ? `${title}: skipped, set ${missing.join(' and ')}` : title,
  };
}
