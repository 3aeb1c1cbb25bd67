import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Session } from '../../contract/accounts';
import { buildApp } from '../app';
import { type AppConfig, loadConfig } from '../config';
import type { Database, DialectName } from '../db/database';
import { errorBody } from '../http/errors';
import {
  balanceOf,
  createTestDatabase,
  expectLedgerConsistent,
  ledgerSumOf,
  type TestDatabase,
} from './test-database';

// The database kit lives in test-database.ts (no test runner there, so Playwright can use it too);
// its names are passed on here for the tests that take everything from this kit.
export {
  balanceOf,
  createTestDatabase,
  dropSchema,
  expectLedgerConsistent,
  ledgerSumOf,
  type TestDatabase,
  testRedisUrl,
} from './test-database';

/**
 * The dialects this run tests: SQLite always, PostgreSQL when TEST_DATABASE_URL names one.
 * In CI a missing PostgreSQL is an error, never a skip.
 */
export function testDialects(): DialectName[] {
  if (process.env.TEST_DATABASE_URL) return ['sqlite', 'postgres'];
  if (process.env.CI) throw new Error('CI must set TEST_DATABASE_URL so that PostgreSQL is tested too');
  return ['sqlite'];
}

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    ...loadConfig({}),
    authRateLimitMax: 10_000,
    apiRateLimitMax: 100_000,
    // Every test player connects from 127.0.0.1; connection-limit.test.ts sets its own limit.
    socketsPerIpMax: 10_000,
    // Crash's chain: 2,000 hashes are made in a millisecond, 10 million would take seconds per app.
    crashChainLength: 2_000,
    logLevel: 'silent',
    ...overrides,
  };
}

/** The real app on its database, with the calls most tests make on it. */
export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** Registers a new player with unique names and returns the session. */
  register(overrides?: NewUser): Promise<Session>;
  /** The player's balance as stored. */
  balance(userId: number): Promise<number>;
  /** The sum of the player's ledger. */
  ledgerSum(userId: number): Promise<number>;
  /** The ledger check of `expectLedgerConsistent`; answers the balance. */
  expectLedgerConsistent(userId: number): Promise<number>;
  /** `callAs` on this app. */
  call(
    method: HttpMethod,
    url: string,
    session?: { token: string },
    payload?: object,
  ): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** The kit's calls on an app and its database. */
function testAppOf(app: FastifyInstance, database: Database, close: () => Promise<void>): TestApp {
  return {
    app,
    database,
    register: (overrides) => registerUser(app, overrides),
    balance: (userId) => balanceOf(database, userId),
    ledgerSum: (userId) => ledgerSumOf(database, userId),
    expectLedgerConsistent: (userId) => expectLedgerConsistent(database, userId),
    call: (method, url, session, payload) => callAs(app, method, url, session, payload),
    close,
  };
}

/** The real app on a fresh database of the given dialect, driven through app.inject. */
export async function buildTestApp(
  dialect: DialectName,
  overrides: Partial<AppConfig> = {},
): Promise<TestApp> {
  const testDb = await createTestDatabase(dialect);
  const app = await buildApp(testConfig(overrides), { database: testDb.database, logger: false });
  return testAppOf(app, testDb.database, async () => {
    await app.close();
    await testDb.close();
  });
}

/** What the kit opens for a describe block and closes with `close()`. */
interface Closable {
  close(): Promise<void>;
}

/**
 * What `open` builds for the tests of one describe block: built before they run, closed after them
 * (with `close`, or its own close()). The object is filled in by the block's beforeAll, so read its
 * fields inside tests and hooks only.
 */
export function useForBlock<T extends Closable>(open: () => Promise<T>): T;
export function useForBlock<T extends object>(open: () => Promise<T>, close: (it: T) => Promise<void>): T;
export function useForBlock<T extends object>(
  open: () => Promise<T>,
  close: (it: T) => Promise<void> = (it) => (it as unknown as Closable).close(),
): T {
  const holder = {} as T;
  let opened = false;
  beforeAll(async () => {
    Object.assign(holder, await open());
    opened = true;
  });
  afterAll(async () => {
    if (opened) await close(holder);
  });
  return holder;
}

/** The real app on a fresh database, for the tests of one describe block. */
export function useTestApp(dialect: DialectName, overrides: Partial<AppConfig> = {}): TestApp {
  return useForBlock(() => buildTestApp(dialect, overrides));
}

/** A fresh, empty database, for the tests of one describe block. */
export function useTestDatabase(dialect: DialectName): TestDatabase {
  return useForBlock(() => createTestDatabase(dialect));
}

let userCounter = 0;

export interface NewUser {
  username?: string;
  email?: string;
  password?: string;
}

/** Registers a new user with unique names and returns the session. */
export async function registerUser(app: FastifyInstance, overrides: NewUser = {}): Promise<Session> {
  userCounter += 1;
  const tag = `${process.pid.toString(36)}${userCounter}${randomBytes(2).toString('hex')}`;
  const body = {
    username: overrides.username ?? `player_${tag}`.slice(0, 20),
    email: overrides.email ?? `player_${tag}@example.com`,
    password: overrides.password ?? 'secret123',
  };
  const response = await app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
  if (response.statusCode !== 201)
    throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  return response.json<Session>();
}

export function bearer(session: { token: string }): { authorization: string } {
  return { authorization: `Bearer ${session.token}` };
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A call of the API as the session's player (a guest's without one), with `payload` as its JSON body. */
export function callAs(
  app: FastifyInstance,
  method: HttpMethod,
  url: string,
  session?: { token: string },
  payload?: object,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    headers: session ? bearer(session) : {},
    ...(payload ? { payload } : {}),
  });
}

/**
 * One test a row: a new player (100 FF) posts the row's body to the game's `url`, which refuses it with
 * 400 and the row's message, and moves no money.
 */
export function itRefusesBets(t: TestApp, url: string, rows: [object, string][]): void {
  it.each(rows)('refuses %j with "%s" and moves no money', async (payload, message) => {
    const user = await t.register();
    expectMessage(await t.call('POST', url, user, payload), 400, message);
    expect(await t.balance(user._id)).toBe(100);
  });
}

/**
 * The answer has `status` and the body `{ message }`, as every refusal and some confirmations; a refusal
 * with a contract message also carries its `code` (src/server/http/errors.ts, errorBody).
 */
export function expectMessage(response: LightMyRequestResponse, status: number, message: string): void {
  expect(response.statusCode, response.body).toBe(status);
  // An error answer has the message's code when it has one; a message filled in at run time also its
  // code and values (src/contract/filled-messages.ts), which its own tests check.
  if (status < 400) expect(response.json()).toEqual({ message });
  else expect(response.json()).toMatchObject(errorBody(message));
}
