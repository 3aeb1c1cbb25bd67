import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import pg from 'pg';
import type { Session } from '../src/contract/accounts';
import { nowIso } from '../src/server/clock';
import { openDatabase } from '../src/server/db/database';
import type { DB } from '../src/server/db/schema';
import { startCasino, waitForHttp } from './processes';
import type { BenchSettings, DatabaseKind } from './settings';

// What a benchmark run needs before the load: a fresh database, players registered through the API,
// and enough Fun Funds on every account that no bet of the run can be refused for want of them.

/** Each user's extra balance for the run: neither 1 FF dice bets nor 10 FF spins can exhaust it. */
export const FUNDING = 1_000_000;

export interface BenchDatabase {
  kind: DatabaseKind;
  /** The DATABASE_URL our server is started with. */
  url: string;
  /** Removes what the run created: the SQLite file, or the PostgreSQL schema. */
  drop(): Promise<void>;
}

/** Drops the PostgreSQL schemas and removes the run's files (its processes are stopped before). */
export async function dropDatabasesAndFiles(databases: BenchDatabase[], dir: string): Promise<void> {
  const drops = await Promise.allSettled(databases.map((database) => database.drop()));
  for (const drop of drops) if (drop.status === 'rejected') console.error(drop.reason);
  rmSync(dir, { recursive: true, force: true });
}

/** Removes a SQLite database file with its WAL and shared-memory files, should they exist. */
export function removeSqliteFiles(file: string): void {
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
}

/** A fresh database: a new SQLite file in `dir`, or a new schema `bench_…` on the PostgreSQL server. */
export function createBenchDatabase(kind: DatabaseKind, dir: string, postgresUrl?: string): BenchDatabase {
  if (kind === 'sqlite') {
    const file = join(dir, 'bench-sqlite.db');
    // Removed as soon as the run is done with it: its pages, written back to disk later, would slow
    // what is measured next.
    return { kind, url: `sqlite:${file}`, drop: async () => removeSqliteFiles(file) };
  }
  if (!postgresUrl) throw new Error('no PostgreSQL URL to benchmark against');
  const base = new URL(postgresUrl);
  base.searchParams.delete('schema');
  // The server creates the schema on start (openDatabase with ?schema=) and migrates it.
  const schema = `bench_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const url = new URL(base);
  url.searchParams.set('schema', schema);
  // Called from the run's end and from a signal handler: both wait for the one drop.
  let dropping: Promise<void> | undefined;
  const dropSchema = async () => {
    const client = new pg.Client({ connectionString: base.toString() });
    await client.connect();
    try {
      await client.query(`drop schema if exists ${schema} cascade`);
    } finally {
      await client.end();
    }
  };
  return {
    kind,
    url: url.toString(),
    drop() {
      dropping ??= dropSchema();
      return dropping;
    },
  };
}

/**
 * A fresh database of `kind` (added to `databases`, for the run's clean-up) and our server on it,
 * answering /api/health; `env` adds to the server's environment.
 */
export async function serveFreshDatabase(
  kind: DatabaseKind,
  run: { dir: string; settings: BenchSettings; databases: BenchDatabase[]; env?: NodeJS.ProcessEnv },
): Promise<{ database: BenchDatabase; casino: ChildProcess; baseUrl: string }> {
  const database = createBenchDatabase(kind, run.dir, run.settings.postgresUrl);
  run.databases.push(database);
  const started = await startCasino({
    serverEntry: run.settings.serverEntry,
    databaseUrl: database.url,
    profileDir: run.settings.profileDir,
    ...(run.env ? { env: run.env } : {}),
  });
  await waitForHttp(`${started.baseUrl}/api/health`, started.casino);
  return { database, ...started };
}

/** Registers `count` users through the API, a few at a time (argon2 makes each one cost). */
export async function registerUsers(baseUrl: string, count: number): Promise<Session[]> {
  const sessions: Session[] = [];
  let next = 0;
  async function worker() {
    while (next < count) {
      const i = next;
      next += 1;
      const response = await fetch(`${baseUrl}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          username: `bench_${i}`,
          email: `bench_${i}@example.com`,
          password: 'bench-password',
        }),
      });
      if (response.status !== 201)
        throw new Error(`register ${i}: ${response.status} ${await response.text()}`);
      sessions[i] = (await response.json()) as Session;
    }
  }
  await Promise.all(Array.from({ length: Math.max(2, availableParallelism() * 2) }, worker));
  return sessions;
}

/**
 * Gives every user FUNDING more FF in one transaction, each with its ledger row, as an admin grant
 * does. Written here with Kysely rather than through the wallet service, so that the benchmark does
 * not depend on how the services are wired.
 */
export async function fundUsersIn(db: Kysely<DB>, userIds: number[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const userId of userIds) {
      const { funFunds } = await trx
        .updateTable('users')
        .set((eb) => ({ funFunds: eb('funFunds', '+', FUNDING) }))
        .where('id', '=', userId)
        .returning('funFunds')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('transactions')
        .values({
          userId,
          type: 'admin',
          game: null,
          amount: FUNDING,
          balanceAfter: Number(funFunds),
          description: 'Benchmark funding',
          createdAt: nowIso(),
        })
        .execute();
    }
  });
}

export async function fundUsers(databaseUrl: string, userIds: number[]): Promise<void> {
  const database = await openDatabase(databaseUrl);
  try {
    await fundUsersIn(database.db, userIds);
  } finally {
    await database.close();
  }
}
