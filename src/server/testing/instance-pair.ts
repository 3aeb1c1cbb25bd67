import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { Session } from '../../contract/accounts';
import { buildApp } from '../app';
import type { AppConfig } from '../config';
import type { DialectName } from '../db/database';
import { listenOnFreePort, pause } from './socket-client';
import { registerUser, testConfig } from './test-app';
import { createTestDatabase, expectLedgerConsistent, type TestDatabase, testRedisUrl } from './test-database';

// twoInstanceSuite moved to test-database.ts (Playwright's cluster journey uses it too).
export { twoInstanceSuite } from './test-database';

export interface RunningInstance {
  app: FastifyInstance;
  url: string;
}

export interface InstancePair {
  testDb: TestDatabase;
  /** The Redis key prefix both instances use (what a process that speaks to them needs). */
  redisKeyPrefix: string;
  instance(index: 0 | 1): RunningInstance;
  /** Registers a new player through instance 0. */
  register(): Promise<Session>;
  /** The ledger check of expectLedgerConsistent, on the database both instances share. */
  expectLedgerConsistent(userId: number): Promise<number>;
  close(): Promise<void>;
}

/**
 * Two app instances on one new PostgreSQL schema (or SQLite file), joined through Redis under a key
 * prefix of this run's own (other runs on the same Redis hear nothing of it). Resolves once both
 * listen on the socket.io adapter's channel.
 */
export async function startInstancePair(
  overrides: Partial<AppConfig> = {},
  dialect: DialectName = 'postgres',
): Promise<InstancePair> {
  const redisUrl = testRedisUrl() as string;
  const redisKeyPrefix = `test-${randomBytes(4).toString('hex')}`;
  const testDb = await createTestDatabase(dialect);
  const redis = new Redis(redisUrl);
  const instances: RunningInstance[] = [];
  try {
    for (let i = 0; i < 2; i += 1) {
      const config = testConfig({ redisUrl, redisKeyPrefix, ...overrides });
      const app = await buildApp(config, { database: testDb.database, logger: false });
      instances.push({ app, url: await listenOnFreePort(app) });
    }
    const channel = `${redisKeyPrefix}:socket.io-request#/#`;
    for (let tries = 0; tries < 100; tries += 1) {
      const [, count] = (await redis.pubsub('NUMSUB', channel)) as [string, number];
      if (Number(count) >= 2) break;
      await pause(50);
    }
  } finally {
    redis.disconnect();
  }
  return {
    testDb,
    redisKeyPrefix,
    instance: (index) => instances[index] as RunningInstance,
    register: () => registerUser((instances[0] as RunningInstance).app),
    expectLedgerConsistent: (userId) => expectLedgerConsistent(testDb.database, userId),
    async close() {
      for (const { app } of instances) await app.close();
      await testDb.close();
    },
  };
}
