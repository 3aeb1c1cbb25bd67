import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CrashBetAnswer, CrashCashoutAnswer, CrashTick } from '../contract/crash';
import { crashPointFromHash, elapsedForMultiplier } from '../games/crash';
import { payoutAt } from './domains/crash/payouts';
import { type AppProcess, startAppProcess } from './testing/app-process';
import { callThrough, type ProxiedPlayer, registerThrough } from './testing/cluster-kit';
import {
  drivingInstances,
  expectEachBetSettledOnce,
  watchThrough,
  whenDriving,
} from './testing/crash-cluster-kit';
import {
  CRASH_TEST_CHAIN_LENGTH,
  CRASH_TEST_SALT,
  cashoutsIn,
  crashPointsOf,
  nextOpenRound,
} from './testing/crash-kit';
import { twoInstanceSuite } from './testing/instance-pair';
import {
  type InstanceName,
  proxySuite,
  type RunningProxy,
  startProxy,
  waitUntilServedBy,
} from './testing/proxy';
import { freePort } from './testing/redis-server';
import type { TestSocket } from './testing/socket-client';
import {
  createTestDatabase,
  expectLedgerConsistent,
  type TestDatabase,
  testRedisUrl,
} from './testing/test-app';

// One crash round for two real server processes (testing/app-process.ts) on one PostgreSQL schema and
// one Redis, behind HAProxy run with deploy/haproxy.cfg (each player pinned to one instance by a
// test-only header, testing/proxy.ts). One instance drives the round (it holds the lease in Redis);
// the other relays its events and takes bets and cash-outs. The driver is killed mid-round, the other
// finishes that round; then both are restarted in turn while the rounds go on.

const TITLE = 'crash on two instances behind HAProxy';
const suite = proxySuite(TITLE, twoInstanceSuite(`${TITLE} (PostgreSQL + Redis)`));

/**
 * Its round 1 crashes at once (1.02x), so that the next opens soon after the start; rounds 2 to 4
 * between 1.4x and 1.8x (5.6 to 9.8 s of curve: time to kill the driver mid-round), 5 to 7 between
 * 1.25x and 2x (testing/crash-kit.ts' crashPointsOf tells them; the test checks them first).
 */
const SEED = 'crash cluster 4787';
const BETTING_MS = 2_000;
const PAUSE_MS = 300;
const DRAIN_MS = 1_000;
/** The proxy asks /api/ready this often and takes an instance out after 2 failures: 400 ms < DRAIN_MS. */
const CHECK_INTER_MS = 200;
/** The bound: another instance drives within 2 s of the driver's death. */
const TAKEOVER_MS = 2_000;
/** What the test's own observation may add (a broadcast through Redis, a scrape) on a busy machine. */
const SLACK_MS = 500;
/** When the crash is seen: the new driver's batch settle, then the relay through Redis, on a busy machine. */
const CRASH_SLACK_MS = 1_500;
const BET = '/api/games/crash/bet';
const CASHOUT = '/api/games/crash/cashout';

const otherThan = (name: InstanceName): InstanceName => (name === 'app1' ? 'app2' : 'app1');

describe.skipIf(suite.skip)(suite.title, () => {
  let testDb: TestDatabase;
  let proxy: RunningProxy;
  let env: Record<string, string>;
  const ports = {} as Record<InstanceName, { app: number; metrics: number }>;
  const instances = {} as Record<InstanceName, AppProcess>;
  const sockets: TestSocket[] = [];
  const players: ProxiedPlayer[] = [];
  const points = crashPointsOf(SEED, 9);

  /** Every process started, the restarts too: a test that fails mid-restart leaves none running. */
  const started: Promise<AppProcess>[] = [];
  const start = (name: InstanceName) => {
    const child = startAppProcess(ports[name].app, { ...env, METRICS_PORT: String(ports[name].metrics) });
    started.push(child);
    return child;
  };
  const metricsOf = (name: InstanceName) => `http://127.0.0.1:${ports[name].metrics}/metrics`;
  const metrics = () => ({ app1: metricsOf('app1'), app2: metricsOf('app2') });
  const pointOf = (round: number) => points[round - 1] as number;

  async function watcher(pin: InstanceName) {
    const socket = await watchThrough(proxy.url, pin);
    sockets.push(socket);
    return socket;
  }
  async function player(pin: InstanceName) {
    const registered = await registerThrough(proxy.url, pin);
    players.push(registered);
    return registered;
  }
  async function bet(who: ProxiedPlayer, round: number, autoCashout: number | null) {
    const answer = await who.call<CrashBetAnswer>('POST', BET, { betAmount: 100, autoCashout });
    expect([answer.status, answer.servedBy, answer.body.roundId], JSON.stringify(answer.body)).toEqual([
      200,
      who.pin,
      round,
    ]);
  }
  /** A cash-out by hand through `through`, whichever instance the player bet on. */
  async function cashOutThrough(who: ProxiedPlayer, through: InstanceName) {
    const answer = await callThrough<CrashCashoutAnswer>(proxy.url, through, 'POST', CASHOUT, {
      token: who.session.token,
    });
    expect([answer.status, answer.servedBy], JSON.stringify(answer.body)).toEqual([200, through]);
    expect(answer.body.payout).toBe(payoutAt(100, answer.body.multiplier));
    return answer.body;
  }
  /** The wall-clock time of a round's crash, from its start and its point on the chain. */
  const crashTimeOf = (round: number, startedAt: string) =>
    Date.parse(startedAt) + elapsedForMultiplier(pointOf(round));

  beforeAll(async () => {
    // Every round this test can reach runs long enough to stop its driver mid-curve, none for long.
    expect(pointOf(1)).toBeLessThanOrEqual(1.15);
    for (const point of points.slice(1, 4)) expect(point >= 1.4 && point <= 1.8).toBe(true);
    for (const point of points.slice(4, 7)) expect(point >= 1.25 && point <= 2).toBe(true);
    // Rounds 8 and 9 pass 1.10x (the last bet's auto cash-out).
    for (const point of points.slice(7)) expect(point).toBeGreaterThan(1.1);
    testDb = await createTestDatabase('postgres');
    env = {
      DATABASE_URL: testDb.url,
      REDIS_URL: testRedisUrl() as string,
      REDIS_KEY_PREFIX: `test-${randomBytes(4).toString('hex')}`,
      SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
      TRUST_PROXY: '127.0.0.1',
      RATE_LIMIT_AUTH_MAX: '10000',
      RATE_LIMIT_API_MAX: '100000',
      LOG_LEVEL: 'warn',
      CRASH_CHAIN_LENGTH: String(CRASH_TEST_CHAIN_LENGTH),
      CRASH_CHAIN_SEED: SEED,
      CRASH_CHAIN_SALT: CRASH_TEST_SALT,
      CRASH_BETTING_MS: String(BETTING_MS),
      CRASH_PAUSE_MS: String(PAUSE_MS),
    };
    for (const name of ['app1', 'app2'] as const)
      ports[name] = { app: await freePort(), metrics: await freePort() };
    // Both at once on the fresh schema: both make the chain, one is stored, both use it.
    const [app1, app2] = await Promise.all([start('app1'), start('app2')]);
    Object.assign(instances, { app1, app2 });
    proxy = await startProxy({ app1: app1.url, app2: app2.url }, CHECK_INTER_MS);
  }, 60_000);

  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await proxy?.stop();
    for (const instance of await Promise.allSettled(started)) {
      if (instance.status === 'rejected') continue;
      instance.value.signal('SIGKILL');
      await instance.value.exited;
    }
    await testDb?.close();
  });

  it('one instance drives; killed mid-round, the other finishes that round, each bet settled once; a rolling restart goes on playing', async () => {
    const watchers = { app1: await watcher('app1'), app2: await watcher('app2') };
    const driving = await drivingInstances(metrics());
    expect(driving).toHaveLength(1);
    const driver = driving[0] as InstanceName;
    const survivor = otherThan(driver);
    const seen = watchers[survivor];
    const [early, inGap, late, tooHigh, byHandInGap, byHandAfter, never, reader] = await Promise.all([
      player(driver),
      player(survivor),
      player(driver),
      player(survivor),
      player(driver),
      player(driver),
      player(survivor),
      // Bets nothing: only reads the Social Hub.
      registerThrough(proxy.url, survivor),
    ]);

    // Bets on both instances in one round: the driver's and the other's answers name the same round.
    const opened = await nextOpenRound(seen, 20_000);
    const round = opened.id;
    expect(round).toBeLessThanOrEqual(4);
    const point = pointOf(round);
    await Promise.all([
      bet(early, round, 1.05),
      bet(inGap, round, 1.15),
      bet(late, round, 1.3),
      bet(tooHigh, round, 3),
      bet(byHandInGap, round, null),
      bet(byHandAfter, round, null),
      bet(never, round, null),
    ]);

    // The driver's events reach the other instance's watchers: the start, the ticks, an auto cash-out.
    const { startedAt } = await seen.next('crashRoundStarted', (p) => p.id === round, BETTING_MS + 2_000);
    const startMs = Date.parse(startedAt);
    const crashAt = crashTimeOf(round, startedAt);
    await seen.nextItem(cashoutsIn, (p) => p.userId === early.id && p.cashedOutAt === 1.05, 5_000);
    await seen.next('crashTick', (tick) => tick.id === round && tick.multiplier >= 1.1, 5_000);

    // The driver dies mid-curve (before 1.15x, which it will not pay).
    instances[driver].signal('SIGKILL');
    const killedAt = Date.now();
    const driverGone = instances[driver].exited;

    // Cash-outs by hand go on through the other instance while no one drives.
    const handInGap = await cashOutThrough(byHandInGap, survivor);
    expect(handInGap.multiplier).toBeGreaterThanOrEqual(1.1);

    // The other instance takes the lease over within 2 s and ticks the same round from where it is.
    const takenOverAt = await whenDriving(metricsOf(survivor), TAKEOVER_MS + SLACK_MS);
    expect(takenOverAt - killedAt).toBeLessThan(TAKEOVER_MS + SLACK_MS);
    const resumed = await seen.next(
      'crashTick',
      (tick) => tick.id === round && startMs + tick.elapsedMs > killedAt,
      TAKEOVER_MS + SLACK_MS,
    );
    expect(startMs + resumed.elapsedMs - killedAt).toBeLessThan(TAKEOVER_MS + SLACK_MS);
    // 1.15x fell due while no one drove: the new driver pays it, exactly at 1.15x, when it takes over.
    const paidLate = await seen.nextItem(cashoutsIn, (p) => p.userId === inGap.id, 1_000);
    expect([paidLate.roundId, paidLate.cashedOutAt, paidLate.payout]).toEqual([
      round,
      1.15,
      payoutAt(100, 1.15),
    ]);
    // A rolling restart: the killed instance starts again while the round goes on.
    const restarting = start(driver);
    const handAfter = await cashOutThrough(byHandAfter, survivor);
    expect(handAfter.multiplier).toBeGreaterThan(handInGap.multiplier);
    const paidOnTime = await seen.nextItem(cashoutsIn, (p) => p.userId === late.id, 5_000);
    expect([paidOnTime.cashedOutAt, paidOnTime.payout]).toEqual([1.3, payoutAt(100, 1.3)]);

    // That same round crashes at its point on the chain, on time: within 2 s of the kill or at its
    // crash time, whichever is later.
    const crashed = await seen.next('crashRoundCrashed', (p) => p.id === round, 15_000);
    const crashedAt = Date.now();
    expect(crashed.crashPoint).toBe(point);
    expect(crashPointFromHash(crashed.hash, CRASH_TEST_SALT)).toBe(point);
    expect(crashed.elapsedMs).toBe(elapsedForMultiplier(point));
    expect(crashedAt).toBeLessThan(Math.max(killedAt + TAKEOVER_MS, crashAt) + CRASH_SLACK_MS);
    // One curve: the ticks of both drivers rise in order, all below the point.
    const ticks = seen.all('crashTick').filter((tick: CrashTick) => tick.id === round);
    for (const [i, tick] of ticks.entries()) {
      expect(tick.multiplier).toBeLessThan(point);
      if (i > 0) expect(tick.elapsedMs).toBeGreaterThan((ticks[i - 1] as CrashTick).elapsedMs);
    }

    // Every bet settled exactly once, as it should have been; every balance equals its ledger.
    const payouts = await expectEachBetSettledOnce(testDb.database, [round]);
    expect(Object.fromEntries(payouts)).toEqual({
      [early.id]: payoutAt(100, 1.05),
      [inGap.id]: payoutAt(100, 1.15),
      [late.id]: payoutAt(100, 1.3),
      [tooHigh.id]: 0,
      [byHandInGap.id]: handInGap.payout,
      [byHandAfter.id]: handAfter.payout,
      [never.id]: 0,
    });
    for (const each of players) {
      expect(await expectLedgerConsistent(testDb.database, each.id)).toBe(payouts.get(each.id));
    }
    // The watchers heard it once too: one crash, one cash-out per winner.
    expect(seen.all('crashRoundCrashed').filter((p) => p.id === round)).toHaveLength(1);
    const heard = seen.allItems(cashoutsIn).filter((p) => p.roundId === round);
    const winners = [early, inGap, late, byHandInGap, byHandAfter].map((each) => each.id);
    expect(heard.map((p) => p.userId).sort((x, y) => x - y)).toEqual(winners.sort((x, y) => x - y));
    expect(await driverGone).toBeNull();

    // The killed instance is back (the survivor keeps driving); then the driver is restarted as an
    // operator does (SIGTERM): it drives while it drains, gives the lease up, and the other takes over.
    instances[driver] = await restarting;
    await waitUntilServedBy(proxy.url, driver);
    expect(await drivingInstances(metrics())).toEqual([survivor]);
    const back = await watcher(driver);
    const comeback = await player(driver);
    const next = await nextOpenRound(back, 15_000);
    expect(next.id).toBeGreaterThan(round);
    expect(next.id).toBeLessThanOrEqual(7);
    await bet(comeback, next.id, 1.2);
    const nextStart = await back.next('crashRoundStarted', (p) => p.id === next.id, BETTING_MS + 2_000);
    const nextCrashAt = crashTimeOf(next.id, nextStart.startedAt);
    await back.next('crashTick', (tick) => tick.id === next.id && tick.multiplier >= 1.05, 5_000);
    const stoppedAt = Date.now();
    instances[survivor].signal('SIGTERM');
    await whenDriving(metricsOf(driver), DRAIN_MS + TAKEOVER_MS + SLACK_MS);
    const survivorStopped = instances[survivor].exited;
    const survivorRestarting = survivorStopped.then(() => start(survivor));
    const paid = await back.nextItem(cashoutsIn, (p) => p.userId === comeback.id, 10_000);
    expect([paid.roundId, paid.cashedOutAt]).toEqual([next.id, 1.2]);
    const nextCrashed = await back.next('crashRoundCrashed', (p) => p.id === next.id, 15_000);
    expect(nextCrashed.crashPoint).toBe(pointOf(next.id));
    expect(Date.now()).toBeLessThan(
      Math.max(stoppedAt + DRAIN_MS + TAKEOVER_MS, nextCrashAt) + CRASH_SLACK_MS,
    );
    expect(await survivorStopped).toBe(0);
    instances[survivor] = await survivorRestarting;
    await waitUntilServedBy(proxy.url, survivor);
    // A signed-in page on the instance that does not drive: its Social Hub hears the rounds' wins.
    const hub = await reader.connect();
    sockets.push(hub);

    // Rounds go on, driven by one of the two.
    const after = await back.next('crashRoundOpened', (p) => p.id > next.id, 15_000);
    expect(after.id).toBe(next.id + 1);
    expect(await drivingInstances(metrics())).toEqual([driver]);
    await expectEachBetSettledOnce(testDb.database, [next.id]);
    for (const each of players) await expectLedgerConsistent(testDb.database, each.id);

    // A win on the driving instance reaches that page, relayed (each instance writes a round's wins to
    // its own signed-in pages a part at a time).
    const last = await nextOpenRound(back, 15_000);
    expect(last.id).toBeLessThanOrEqual(points.length);
    await bet(comeback, last.id, 1.1);
    const wins = await hub.next('crashWins', (p) => p.roundId === last.id, 30_000);
    expect(wins.wins.map((win) => [win.userId, win.payout, win.cashedOutAt])).toEqual([
      [comeback.id, payoutAt(100, 1.1), 1.1],
    ]);
  }, 150_000);
});
