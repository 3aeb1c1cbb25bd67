import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Session } from '../../contract/accounts';
import { buildApp } from '../app';
import { serverNodeArgs } from '../node-flags';
import { StartupError } from '../startup-error';
import { connectPlayer, type Player } from '../testing/coinflip-kit';
import { freePort, type PrivateRedis, privateRedis } from '../testing/redis-server';
import { listenOnFreePort, pause } from '../testing/socket-client';
import { bearer, createTestDatabase, registerUser, type TestDatabase, testConfig } from '../testing/test-app';

const hasRedisServer = spawnSync('redis-server', ['--version']).status === 0;
const title = (name: string) => (hasRedisServer ? name : `${name}: skipped, redis-server is not installed`);

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 10_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > until) return value;
    await pause(50);
  }
}

describe.skipIf(!hasRedisServer)(title('Redis unreachable at start'), () => {
  it('refuses to build at once with a StartupError naming the URL and what to do', async () => {
    const testDb = await createTestDatabase('sqlite');
    const url = `redis://:secret@127.0.0.1:${await freePort()}`;
    const started = Date.now();
    try {
      const failure = await buildApp(testConfig({ redisUrl: url }), {
        database: testDb.database,
        logger: false,
      }).then(
        () => new Error('the app was built'),
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(StartupError);
      const { message } = failure as Error;
      expect(message).toContain(url.replace(':secret@', ':***@'));
      expect(message).not.toContain('secret');
      expect(message).toContain('REDIS_URL');
      expect(Date.now() - started).toBeLessThan(3_000);
    } finally {
      await testDb.close();
    }
  });

  it('makes the server process exit with one line on stderr and no stack', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'casino-redis-start-'));
    try {
      const port = await freePort();
      const child = spawn(process.execPath, serverNodeArgs(), {
        env: {
          ...process.env,
          DATABASE_URL: `sqlite:${join(dir, 'casino.db')}`,
          REDIS_URL: `redis://127.0.0.1:${port}`,
          PORT: String(await freePort()),
          HOST: '127.0.0.1',
          LOG_LEVEL: 'silent',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => {
        stderr += chunk.toString();
      });
      const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
      expect(code).toBe(1);
      const lines = stderr.trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain(`Cannot reach Redis at redis://127.0.0.1:${port}`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 20_000);
});

describe.skipIf(!hasRedisServer)(title('Redis lost while running'), () => {
  let redis: PrivateRedis;
  let testDb: TestDatabase;
  let app: FastifyInstance;
  let url: string;
  let user: Session;
  let player: Player;
  const prefix = `outage-${randomBytes(4).toString('hex')}`;

  beforeAll(async () => {
    redis = await privateRedis();
    testDb = await createTestDatabase('sqlite');
    app = await buildApp(
      testConfig({ redisUrl: redis.url, redisKeyPrefix: prefix, coinflipFlipDelayMs: 50 }),
      {
        database: testDb.database,
        logger: false,
      },
    );
    url = await listenOnFreePort(app);
    user = await registerUser(app);
    player = await connectPlayer(app, url);
  });
  afterAll(async () => {
    player?.io.close();
    await app?.close();
    await testDb?.close();
    await redis?.stop();
  });

  const health = async () => (await app.inject({ url: '/api/health' })).json<Record<string, string>>();
  const me = () => app.inject({ url: '/api/users/me', headers: bearer(user) });

  /** Everything a player does over HTTP that touches a rate limit or a cooldown: none may answer 500. */
  async function playerCalls(): Promise<number[]> {
    const calls = [
      me(),
      app.inject({ url: '/api/health' }),
      app.inject({
        method: 'POST',
        url: '/api/games/dice',
        headers: bearer(user),
        payload: { betAmount: 1, prediction: 'over', targetNumber: 3 },
      }),
      app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'nobody@example.com', password: 'whatever' },
      }),
      app.inject({ url: '/api/leaderboard' }),
    ];
    return (await Promise.all(calls)).map((res) => res.statusCode);
  }

  /** A game against the bot over the socket: cooldowns, the busy lock and the adapter's broadcasts. */
  async function botGame() {
    player.io.socket.emit('playAgainstBot', { amount: 5, choice: 'heads' });
    const joined = await player.io.next('sessionJoined', (s) => s.creatorId === player.id);
    const result = await player.io.next('gameResult', (r) => r.sessionId === joined.id);
    await pause(600); // the coinflip action cooldown
    return result;
  }

  async function keysAndChannels(): Promise<string[]> {
    const client = new Redis(redis.url);
    try {
      const keys = await client.keys('*');
      const channels = (await client.pubsub('CHANNELS', '*')) as string[];
      return [...keys, ...channels];
    } finally {
      client.disconnect();
    }
  }

  it('reports Redis as connected and keeps every key and channel under REDIS_KEY_PREFIX', async () => {
    expect(await health()).toMatchObject({ status: 'ok', realtime: 'ok', redis: 'connected' });
    expect(await playerCalls()).toEqual([200, 200, 200, 401, 200]);
    await botGame();
    const names = await keysAndChannels();
    expect(names.some((name) => name.startsWith(`${prefix}:rate-limit:`))).toBe(true);
    expect(names.filter((name) => !name.startsWith(`${prefix}:`))).toEqual([]);
  });

  it('keeps serving while Redis is down, logs it once, and reports realtime as degraded', async () => {
    const warn = vi.spyOn(app.log, 'warn');
    await redis.stop();
    // At once, before the outage is noticed, and again once it is.
    expect(await playerCalls()).toEqual([200, 200, 200, 401, 200]);
    const degraded = await eventually(health, (body) => body.redis === 'unreachable');
    expect(degraded).toMatchObject({ status: 'ok', realtime: 'degraded', redis: 'unreachable' });
    for (let round = 0; round < 3; round += 1) {
      expect(await playerCalls()).toEqual([200, 200, 200, 401, 200]);
    }
    await botGame();
    const redisWarnings = warn.mock.calls.filter(([first]) => String(first).includes('Redis'));
    expect(redisWarnings).toHaveLength(1);
    expect(String(redisWarnings[0]?.[0])).toContain(redis.url);
    warn.mockRestore();
  });

  it('reconnects once Redis is back and shares the counts through it again', async () => {
    const info = vi.spyOn(app.log, 'info');
    await redis.start();
    const back = await eventually(health, (body) => body.redis === 'connected');
    expect(back).toMatchObject({ status: 'ok', realtime: 'ok', redis: 'connected' });
    expect(info.mock.calls.filter(([first]) => String(first).includes('Redis'))).toHaveLength(1);
    info.mockRestore();

    expect(await playerCalls()).toEqual([200, 200, 200, 401, 200]);
    await botGame();
    // The new Redis is empty: a rate-limit key in it proves the counts go there again, and the
    // socket.io adapter has subscribed anew.
    const names = await keysAndChannels();
    expect(names.some((name) => name.startsWith(`${prefix}:rate-limit:`))).toBe(true);
    expect(names.some((name) => name.startsWith(`${prefix}:socket.io`))).toBe(true);
    expect(names.filter((name) => !name.startsWith(`${prefix}:`))).toEqual([]);
  });
});

describe.skipIf(!hasRedisServer)(title('Redis down at shutdown'), () => {
  it('closes the app cleanly while Redis is away', async () => {
    const redis = await privateRedis();
    const testDb = await createTestDatabase('sqlite');
    try {
      const app = await buildApp(testConfig({ redisUrl: redis.url }), {
        database: testDb.database,
        logger: false,
      });
      const url = await listenOnFreePort(app);
      const player = await connectPlayer(app, url);
      await redis.stop();
      await eventually(
        async () => (await app.inject({ url: '/api/health' })).json<{ redis: string }>(),
        (body) => body.redis === 'unreachable',
      );
      player.io.close();
      await app.close();
    } finally {
      await testDb.close();
      await redis.stop();
    }
  });
});
