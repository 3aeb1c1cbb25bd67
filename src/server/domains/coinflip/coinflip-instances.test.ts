import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coinflipMessages } from '../../../contract/coinflip';
import { buildApp } from '../../app';
import { connectSocket, listenOnFreePort, pause } from '../../testing/socket-client';
import {
  createTestDatabase,
  expectLedgerConsistent,
  registerUser,
  type TestDatabase,
  testConfig,
  testRedisUrl,
} from '../../testing/test-app';
import { connectPlayer, type Player, TEST_FLIP_DELAY_MS, verifyResult } from './coinflip-test-kit';

// In CI both are required (testRedisUrl and TEST_DATABASE_URL throw there when missing); elsewhere
// this suite needs a PostgreSQL and a Redis to run.
const redisUrl = testRedisUrl();
const missing = [
  process.env.TEST_DATABASE_URL ? '' : 'TEST_DATABASE_URL',
  redisUrl ? '' : 'REDIS_URL',
].filter(Boolean);
const title = 'coinflip on two server instances (PostgreSQL + Redis)';

describe.skipIf(missing.length > 0)(
  missing.length ? `${title}: skipped, set ${missing.join(' and ')}` : title,
  () => {
    let testDb: TestDatabase;
    let redis: Redis;
    const instances: { app: FastifyInstance; url: string }[] = [];
    const players: Player[] = [];
    // A prefix of this run's own, so that other runs on the same Redis hear nothing of it.
    const redisKeyPrefix = `test-${randomBytes(4).toString('hex')}`;

    beforeAll(async () => {
      testDb = await createTestDatabase('postgres');
      redis = new Redis(redisUrl as string);
      for (let i = 0; i < 2; i += 1) {
        const config = testConfig({ redisUrl, redisKeyPrefix, coinflipFlipDelayMs: TEST_FLIP_DELAY_MS });
        const app = await buildApp(config, { database: testDb.database, logger: false });
        instances.push({ app, url: await listenOnFreePort(app) });
      }
      // Wait until both instances listen on the adapter's channel.
      const channel = `${redisKeyPrefix}:socket.io-request#/#`;
      for (let tries = 0; tries < 100; tries += 1) {
        const [, count] = (await redis.pubsub('NUMSUB', channel)) as [string, number];
        if (Number(count) >= 2) break;
        await pause(50);
      }
    });
    afterAll(async () => {
      for (const player of players) player.io.close();
      for (const { app } of instances) await app.close();
      redis?.disconnect();
      await testDb?.destroy();
    });

    async function playerOn(index: number): Promise<Player> {
      const { app, url } = instances[index] as { app: FastifyInstance; url: string };
      const player = await connectPlayer(app, url);
      players.push(player);
      return player;
    }

    it('lets players on different instances find each other, flip, and both see the result', async () => {
      const alice = await playerOn(0);
      const bob = await playerOn(1);

      alice.io.socket.emit('createSession', { amount: 20, choice: 'tails' });
      const session = await alice.io.next('sessionCreated', (x) => x.creatorId === alice.id);
      // Bob, on the other instance, hears of it through Redis.
      await bob.io.next('sessionCreated', (x) => x.id === session.id);
      await bob.io.next('activeSessions', (list) => list.some((x) => x.id === session.id));

      bob.io.socket.emit('joinSession', { sessionId: session.id });
      await alice.io.next('sessionJoined', (x) => x.id === session.id && x.opponentId === bob.id);
      const [forAlice, forBob] = await Promise.all([
        alice.io.next('gameResult', (x) => x.sessionId === session.id),
        bob.io.next('gameResult', (x) => x.sessionId === session.id),
      ]);
      expect(forAlice).toEqual(forBob);
      const winner = verifyResult(forAlice, alice.id, bob.id);
      await alice.io.next('sessionRemoved', (id) => id === session.id);
      await bob.io.next('sessionRemoved', (id) => id === session.id);

      expect(await expectLedgerConsistent(testDb.database, alice.id)).toBe(winner === alice.id ? 120 : 80);
      expect(await expectLedgerConsistent(testDb.database, bob.id)).toBe(winner === bob.id ? 120 : 80);
      // Each result is announced once, though both instances could announce it.
      expect(alice.io.all('gameResult').filter((x) => x.sessionId === session.id)).toHaveLength(1);
    });

    it('lists the sessions of both instances in every lobby', async () => {
      const carol = await playerOn(0);
      const dave = await playerOn(1);
      carol.io.socket.emit('createSession', { amount: 10, choice: 'heads' });
      dave.io.socket.emit('createSession', { amount: 15, choice: 'tails' });
      const [mine, theirs] = await Promise.all([
        carol.io.next('sessionCreated', (x) => x.creatorId === carol.id),
        dave.io.next('sessionCreated', (x) => x.creatorId === dave.id),
      ]);
      const both = (list: { id: number }[]) =>
        [mine.id, theirs.id].every((id) => list.some((x) => x.id === id));
      for (const player of [carol, dave]) {
        await player.io.next('activeSessions', both);
        player.io.socket.emit('getActiveSessions');
        await player.io.next('activeSessions', both);
      }
    });

    it('shares the cooldown of a player across instances', async () => {
      const user = await registerUser((instances[0] as { app: FastifyInstance }).app);
      const [onA, onB] = await Promise.all([
        connectSocket((instances[0] as { url: string }).url, user.token),
        connectSocket((instances[1] as { url: string }).url, user.token),
      ]);
      onA.socket.emit('createSession', { amount: 10, choice: 'heads' });
      const session = await onA.next('sessionCreated', (x) => x.creatorId === user._id);
      onB.socket.emit('callBotToSession', { sessionId: session.id });
      const refused = await onB.next('error');
      expect(refused.message).toBe(coinflipMessages.cooldown);
      expect(refused.cooldownRemaining).toBeGreaterThan(0);
      // Cancelling from the other instance works, and both tabs see the session go.
      onB.socket.emit('cancelSession', { sessionId: session.id });
      await onA.next('sessionRemoved', (id) => id === session.id);
      expect(await expectLedgerConsistent(testDb.database, user._id)).toBe(100);
      onA.close();
      onB.close();
    });
  },
);
