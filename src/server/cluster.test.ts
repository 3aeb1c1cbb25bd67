import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CoinflipResult } from '../contract/coinflip';
import { messages } from '../contract/messages';
import { type AppProcess, startAppProcess } from './testing/app-process';
import {
  type BetStream,
  betContinuously,
  type ProxiedPlayer,
  registerThrough,
  scrape,
} from './testing/cluster-kit';
import { verifyResult } from './testing/coinflip-kit';
import { twoInstanceSuite } from './testing/instance-pair';
import {
  type InstanceName,
  proxySuite,
  type RunningProxy,
  startProxy,
  waitUntilServedBy,
} from './testing/proxy';
import { freePort } from './testing/redis-server';
import { disconnectReason, type TestSocket } from './testing/socket-client';
import {
  createTestDatabase,
  expectLedgerConsistent,
  type TestDatabase,
  testRedisUrl,
} from './testing/test-app';

// Two real server processes (as `npm start` runs them: testing/app-process.ts) on one PostgreSQL schema
// and one Redis, behind HAProxy run with deploy/haproxy.cfg. Each player is pinned to one instance by a
// header that only the test's proxy configuration reads (see testing/proxy.ts); nothing else differs.

const suite = proxySuite(
  'two instances behind HAProxy',
  twoInstanceSuite('two instances behind HAProxy (PostgreSQL + Redis)'),
);

const FLIP_DELAY_MS = 6_000;
const DRAIN_MS = 1_000;
/** The proxy asks /api/ready this often and takes an instance out after 2 failures: 400 ms < DRAIN_MS. */
const CHECK_INTER_MS = 200;

describe.skipIf(suite.skip)(suite.title, () => {
  let testDb: TestDatabase;
  let proxy: RunningProxy;
  const ports = {} as Record<InstanceName, { app: number; metrics: number }>;
  const instances = {} as Record<InstanceName, AppProcess>;
  const players: ProxiedPlayer[] = [];
  const sockets: TestSocket[] = [];
  const streams: BetStream[] = [];
  const adminEmail = `admin_${randomBytes(4).toString('hex')}@example.com`;
  let env: Record<string, string>;
  let admin: ProxiedPlayer;

  const start = (name: InstanceName) =>
    startAppProcess(ports[name].app, { ...env, METRICS_PORT: String(ports[name].metrics) });
  const metricsOf = (name: InstanceName) => `http://127.0.0.1:${ports[name].metrics}/metrics`;

  beforeAll(async () => {
    testDb = await createTestDatabase('postgres');
    env = {
      DATABASE_URL: testDb.url,
      REDIS_URL: testRedisUrl() as string,
      REDIS_KEY_PREFIX: `test-${randomBytes(4).toString('hex')}`,
      ADMIN_EMAILS: adminEmail,
      COINFLIP_FLIP_DELAY_MS: String(FLIP_DELAY_MS),
      SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
      TRUST_PROXY: '127.0.0.1',
      RATE_LIMIT_AUTH_MAX: '10000',
      RATE_LIMIT_API_MAX: '100000',
      LOG_LEVEL: 'warn',
    };
    for (const name of ['app1', 'app2'] as const) {
      ports[name] = { app: await freePort(), metrics: await freePort() };
      instances[name] = await start(name);
    }
    proxy = await startProxy({ app1: instances.app1.url, app2: instances.app2.url }, CHECK_INTER_MS);
    admin = await player('app1', adminEmail);
  }, 120_000);

  afterAll(async () => {
    for (const socket of sockets) socket.close();
    // A failed test may leave bettors running: they stop before the proxy does.
    await Promise.allSettled(streams.map((stream) => stream.stop()));
    await proxy?.stop();
    for (const instance of Object.values(instances)) {
      instance.signal('SIGINT');
      await instance.exited;
    }
    await testDb?.close();
  });

  async function player(pin: InstanceName, email?: string) {
    const registered = await registerThrough(proxy.url, pin, email);
    players.push(registered);
    return registered;
  }
  async function socketOf(registered: ProxiedPlayer) {
    const socket = await registered.connect();
    sockets.push(socket);
    return socket;
  }

  it('plays coinflip, chat, friends and a ban across the instances', async () => {
    const alice = await player('app1');
    const bob = await player('app2');
    const mallory = await player('app2');
    const aliceIo = await socketOf(alice);
    const bobIo = await socketOf(bob);
    const malloryIo = await socketOf(mallory);
    // Each socket is on the instance it is pinned to.
    expect(await scrape(metricsOf('app1'), 'casino_open_sockets')).toBe(1);
    expect(await scrape(metricsOf('app2'), 'casino_open_sockets')).toBe(2);

    // Coinflip: created on app1, joined on app2, the result heard by both.
    aliceIo.socket.emit('createSession', { amount: 20, choice: 'heads' });
    const session = await aliceIo.next('sessionCreated', (x) => x.creatorId === alice.id);
    await bobIo.next('sessionCreated', (x) => x.id === session.id);
    bobIo.socket.emit('joinSession', { sessionId: session.id });
    await aliceIo.next('sessionJoined', (x) => x.id === session.id && x.opponentId === bob.id);
    const resultOf = (x: CoinflipResult) => x.sessionId === session.id;
    const [forAlice, forBob] = await Promise.all([
      aliceIo.next('gameResult', resultOf, FLIP_DELAY_MS + 5_000),
      bobIo.next('gameResult', resultOf, FLIP_DELAY_MS + 5_000),
    ]);
    expect(forAlice).toEqual(forBob);
    verifyResult(forAlice, alice.id, bob.id);
    expect(await scrape(metricsOf('app1'), 'casino_bets_total{game="coinflip"}')).toBe(1);
    expect(await scrape(metricsOf('app2'), 'casino_bets_total{game="coinflip"}')).toBe(1);

    // Chat: posted on app1, heard on app2.
    const posted = await alice.call<{ message: { id: number } }>('POST', '/api/social/chat', {
      text: 'hello from app1',
    });
    expect([posted.status, posted.servedBy]).toEqual([201, 'app1']);
    expect(await bobIo.next('chatMessage', (x) => x.id === posted.body.message.id)).toMatchObject({
      text: 'hello from app1',
    });

    // Friends: asked on app1, accepted on app2, each side told on its own instance.
    expect(
      (await alice.call('POST', '/api/social/friend-request', { username: bob.session.username })).status,
    ).toBe(201);
    const friendRequest = await bobIo.next('friendRequest', (x) => x.sender.id === alice.id);
    const accepted = await bob.call('POST', `/api/social/friend-requests/${friendRequest.id}/accept`);
    expect([accepted.status, accepted.servedBy]).toEqual([200, 'app2']);
    expect(await aliceIo.next('friendAdded')).toMatchObject({ id: bob.id });

    // A ban on app1 closes the banned player's socket on app2.
    const gone = disconnectReason(malloryIo);
    const banned = await admin.call('PATCH', `/api/users/${mallory.id}/ban`, { isBanned: true });
    expect([banned.status, banned.servedBy]).toEqual([200, 'app1']);
    expect(await gone).toBe('io server disconnect');
    const refused = await mallory.call('GET', '/api/users/me');
    expect([refused.status, refused.body, refused.servedBy]).toEqual([
      403,
      { message: messages.banned, code: 'messages.banned' },
      'app2',
    ]);

    for (const name of ['app1', 'app2'] as const) {
      expect(await scrape(metricsOf(name), 'casino_db_pool_connections{state="total"}')).toBeGreaterThan(0);
      expect(
        await scrape(
          metricsOf(name),
          'http_request_duration_seconds_count{method="POST",route="/api/auth/register",status_code="201"}',
        ),
      ).toBe(2);
    }
  });

  it('restarts one instance during play: nothing fails, sockets move over, balances equal ledgers', async () => {
    const carol = await player('app1');
    const dave = await player('app2');
    const bettors = [await player('app1'), await player('app1'), await player('app2')];
    for (const bettor of [...bettors, carol]) {
      const funded = await admin.call('POST', '/api/funds/add', {
        userId: bettor.id,
        amount: 10_000,
        reason: 'rolling restart test',
      });
      expect(funded.status).toBe(200);
    }
    const carolIo = await socketOf(carol);
    const daveIo = await socketOf(dave);
    streams.push(...bettors.map(betContinuously));

    // Dave creates on app2, Carol joins on app1: app1 decides and holds the announcement timer.
    daveIo.socket.emit('createSession', { amount: 30, choice: 'tails' });
    const session = await daveIo.next('sessionCreated', (x) => x.creatorId === dave.id);
    carolIo.socket.emit('joinSession', { sessionId: session.id });
    await carolIo.next('sessionJoined', (x) => x.id === session.id && x.opponentId === carol.id);
    const joinedAt = Date.now();

    // A request in flight on app1 when it is told to stop: headers sent now, body after the drain.
    const inFlight = await slowBet(ports.app1.app, carol.session.token);
    const carolGone = disconnectReason(carolIo);
    instances.app1.signal('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, DRAIN_MS + 300));
    const lateAnswer = await inFlight.finish();
    expect(lateAnswer.status).toBe(200);

    // Its sockets are closed without a 'disconnect' message, so they reconnect, through the proxy, to app2.
    expect(await carolGone).toBe('transport close');
    expect(await instances.app1.exited).toBe(0);
    const app1GoneAt = Date.now();
    // app1 stopped before its timer would have announced the flip: the survivor announces it.
    expect(app1GoneAt).toBeLessThan(joinedAt + FLIP_DELAY_MS);
    const resultOf = (x: CoinflipResult) => x.sessionId === session.id;
    const [forCarol, forDave] = await Promise.all([
      carolIo.next('gameResult', resultOf, 20_000),
      daveIo.next('gameResult', resultOf, 20_000),
    ]);
    expect(forCarol).toEqual(forDave);
    verifyResult(forDave, dave.id, carol.id);
    expect(carolIo.socket.connected).toBe(true);
    expect(await scrape(metricsOf('app2'), 'casino_open_sockets')).toBeGreaterThanOrEqual(2);

    // The restarted instance comes back into the rotation.
    instances.app1 = await start('app1');
    await waitUntilServedBy(proxy.url, 'app1');
    await new Promise((resolve) => setTimeout(resolve, 300));
    const answers = (await Promise.all(streams.map((stream) => stream.stop()))).flat();

    // Every bet got its answer; the pinned bettors of app1 moved to app2 and back.
    expect(answers.filter((answer) => answer.status !== 200)).toEqual([]);
    const servedBy = new Set(answers.map((answer) => answer.servedBy));
    expect(servedBy).toEqual(new Set(['app1', 'app2']));
    for (const each of players) await expectLedgerConsistent(testDb.database, each.id);
  }, 60_000);
});

/** A bet whose headers have reached the instance when it resolves; its body follows on `finish`. */
async function slowBet(port: number, token: string) {
  const body = JSON.stringify({ betAmount: 1, prediction: 'over', targetNumber: 3 });
  let pending: () => void = () => undefined;
  let connected: () => void = () => undefined;
  const sent = new Promise<void>((resolve) => {
    connected = resolve;
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    const outgoing = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/games/dice',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => {
          text += chunk.toString();
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      },
    );
    outgoing.on('error', reject);
    outgoing.on('socket', (socket) => socket.once('connect', connected));
    outgoing.write(body.slice(0, 10));
    pending = () => outgoing.end(body.slice(10));
  });
  await sent;
  // The headers and the first bytes go out right after the connection opens.
  await new Promise((resolve) => setTimeout(resolve, 100));
  return {
    finish() {
      pending();
      return answer;
    },
  };
}
