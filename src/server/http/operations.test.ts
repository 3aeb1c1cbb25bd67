import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '../../contract/accounts';
import { scrape } from '../testing/cluster-kit';
import { privateRedis } from '../testing/redis-server';
import { connectSocket, listenOnFreePort, pause } from '../testing/socket-client';
import { bearer, buildTestApp, type TestApp } from '../testing/test-app';
import { DATABASE_PROBE_TTL_MS, registerReadiness } from './readiness';

describe('readiness: GET /api/ready', () => {
  it('answers 200 naming the database and Redis, and 503 once the instance drains', async () => {
    const t = await buildTestApp('sqlite');
    try {
      const ready = await t.app.inject({ url: '/api/ready' });
      expect([ready.statusCode, ready.json()]).toEqual([
        200,
        { status: 'ready', database: 'ok', redis: 'not configured' },
      ]);
      t.app.startDraining();
      const draining = await t.app.inject({ url: '/api/ready' });
      expect([draining.statusCode, draining.json()]).toEqual([
        503,
        { status: 'draining', database: 'ok', redis: 'not configured' },
      ]);
      // Liveness is another question: the instance is still alive.
      expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('answers 503 when the database fails or does not answer in time', async () => {
    for (const pingDatabase of [
      () => Promise.reject(new Error('connection refused')),
      () => new Promise<void>(() => undefined),
    ]) {
      const app = Fastify();
      registerReadiness(app, { pingDatabase, redis: undefined });
      const answer = await app.inject({ url: '/api/ready' });
      expect([answer.statusCode, answer.json()]).toEqual([
        503,
        { status: 'unavailable', database: 'unreachable', redis: 'not configured' },
      ]);
      await app.close();
    }
  });

  it('asks the database at most once a second, however often and however many at once it is asked', async () => {
    let probes = 0;
    let answerProbe: () => void = () => undefined;
    const app = Fastify();
    registerReadiness(app, {
      pingDatabase: () => {
        probes += 1;
        return new Promise<void>((resolve) => {
          answerProbe = resolve;
        });
      },
      redis: undefined,
    });
    const ask = () => app.inject({ url: '/api/ready' }).then((answer) => answer.statusCode);
    try {
      // Fifty at once while the probe is out: one probe, fifty answers from it.
      const waiting = Array.from({ length: 50 }, ask);
      await expect.poll(() => probes).toBe(1);
      answerProbe();
      expect(await Promise.all(waiting)).toEqual(Array(50).fill(200));
      for (let i = 0; i < 50; i += 1) expect(await ask()).toBe(200);
      expect(probes).toBe(1);
      // A second later the next question asks the database again.
      await pause(DATABASE_PROBE_TTL_MS + 50);
      const next = ask();
      await expect.poll(() => probes).toBe(2);
      answerProbe();
      expect(await next).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('stays ready without Redis, and says Redis is unreachable', async () => {
    const redis = await privateRedis();
    const t = await buildTestApp('sqlite', { redisUrl: redis.url, redisKeyPrefix: 'ready-test' });
    try {
      expect((await t.app.inject({ url: '/api/ready' })).json()).toMatchObject({ redis: 'connected' });
      await redis.stop();
      let answer = await t.app.inject({ url: '/api/ready' });
      for (let tries = 0; tries < 50 && answer.json().redis !== 'unreachable'; tries += 1) {
        await pause(100);
        answer = await t.app.inject({ url: '/api/ready' });
      }
      expect([answer.statusCode, answer.json()]).toEqual([
        200,
        { status: 'ready', database: 'ok', redis: 'unreachable' },
      ]);
    } finally {
      await t.close();
      await redis.stop();
    }
  });
});

describe('behind a proxy (TRUST_PROXY)', () => {
  it("counts rate limits per player from the trusted proxy's X-Forwarded-For, and ignores it otherwise", async () => {
    for (const trustProxy of ['127.0.0.1', undefined]) {
      const t = await buildTestApp('sqlite', { trustProxy, apiRateLimitMax: 2 });
      try {
        const from = (player: string) =>
          t.app.inject({
            url: '/api/health',
            remoteAddress: '127.0.0.1',
            headers: { 'x-forwarded-for': player },
          });
        const first = [await from('203.0.113.1'), await from('203.0.113.1'), await from('203.0.113.1')];
        expect(first.map((answer) => answer.statusCode)).toEqual([200, 200, 429]);
        // Another player behind the same proxy has a limit of their own only when the proxy is trusted.
        expect((await from('203.0.113.2')).statusCode).toBe(trustProxy ? 200 : 429);
      } finally {
        await t.close();
      }
    }
  });
});

describe('metrics on a port of their own (METRICS_PORT)', () => {
  let t: TestApp;
  let url: string;
  let metricsUrl: string;
  let player: Session;

  beforeAll(async () => {
    t = await buildTestApp('sqlite', { metricsPort: 0 });
    url = await listenOnFreePort(t.app);
    metricsUrl = t.app.metricsUrl() as string;
    player = await t.register();
  });
  afterAll(async () => {
    await t?.close();
  });

  const play = (game: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/games/${game}`, headers: bearer(player), payload });

  it('counts bets per game, times each route, and reads sockets, event loop and database pool', async () => {
    expect((await play('dice', { betAmount: 1, prediction: 'under', targetNumber: 4 })).statusCode).toBe(200);
    expect((await play('dice', { betAmount: 0, prediction: 'under', targetNumber: 4 })).statusCode).toBe(400);
    expect((await play('mines', { action: 'start', betAmount: 1, difficulty: 3 })).statusCode).toBe(200);
    expect((await play('mines', { action: 'reveal', selectedTile: 0 })).statusCode).toBe(200);
    expect((await play('blackjack', { action: 'deal', betAmount: 10 })).statusCode).toBe(200);
    const socket = await connectSocket(url, player.token);
    try {
      expect(await scrape(metricsUrl, 'casino_bets_total{game="dice"}')).toBe(1);
      expect(await scrape(metricsUrl, 'casino_bets_total{game="mines"}')).toBe(1);
      expect(await scrape(metricsUrl, 'casino_bets_total{game="blackjack"}')).toBe(1);
      const timed = (status: number) =>
        `http_request_duration_seconds_count{method="POST",route="/api/games/dice",status_code="${status}"}`;
      expect(await scrape(metricsUrl, timed(200))).toBe(1);
      expect(await scrape(metricsUrl, timed(400))).toBe(1);
      expect(await scrape(metricsUrl, 'casino_open_sockets')).toBe(1);
      expect(await scrape(metricsUrl, 'casino_db_pool_connections{state="total"}')).toBe(1);
      expect(await scrape(metricsUrl, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThan(0);
    } finally {
      socket.close();
    }
  });

  it('is not served on the app port', async () => {
    const onAppPort = await fetch(`${url}/metrics`);
    expect(await onAppPort.text()).not.toContain('casino_bets_total');
    expect((await fetch(`${url}/api/metrics`)).status).toBe(404);
  });
});
