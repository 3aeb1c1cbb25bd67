import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { connectRedis, type RedisConnection } from '../redis/redis-client';
import { privateRedis } from '../testing/redis-server';
import { testRedisUrl } from '../testing/test-app';
import { type Count, syncedRateCounter } from './rate-limit-store';

const WINDOW_MS = 60_000;
/** Long enough that only the test's own `sync()` calls send anything. */
const NEVER_MS = 3_600_000;

const redisUrl = testRedisUrl();

describe.skipIf(!redisUrl)('rate limits counted at once and settled with Redis (syncedRateCounter)', () => {
  const opened: RedisConnection[] = [];
  afterEach(() => {
    for (const connection of opened.splice(0)) connection.close();
  });
  /** Connections under one prefix: one instance of a cluster each. */
  async function instances(count: number, url = redisUrl as string) {
    const prefix = `rate-sync-${randomBytes(4).toString('hex')}`;
    const connections = await Promise.all(Array.from({ length: count }, () => connectRedis(url, prefix)));
    opened.push(...connections);
    return connections;
  }
  const hit = (counter: ReturnType<typeof syncedRateCounter>, key = 'client') => {
    let answer: Count | undefined;
    counter(key, WINDOW_MS, (count) => {
      answer = count;
    });
    // Decided at once: no call waits on Redis.
    if (!answer) throw new Error('the hit was not decided at once');
    return answer.current;
  };

  it("decides each hit at once, and hears the other instances' hits at their next sync", async () => {
    const [one, two] = await instances(2);
    const a = syncedRateCounter(one as RedisConnection, NEVER_MS);
    const b = syncedRateCounter(two as RedisConnection, NEVER_MS);
    expect([hit(a), hit(a), hit(a)]).toEqual([1, 2, 3]);
    // B has not heard of A's hits yet.
    expect(hit(b)).toBe(1);
    await a.sync();
    await b.sync();
    // Redis holds all four: B's next is the fifth; A hears of B's at its next sync.
    expect(hit(b)).toBe(5);
    expect(hit(a)).toBe(4);
    // A's sync sends its fourth: Redis has 5 of the 6 (B's last is not sent yet).
    await a.sync();
    expect(hit(a)).toBe(6);
    await b.sync();
    await a.sync();
    expect(hit(a)).toBe(8);
    // Other keys count apart.
    expect(hit(a, 'someone else')).toBe(1);
  });

  it('starts a window over once it is over', async () => {
    const [one] = await instances(1);
    let time = 1_000_000;
    const a = syncedRateCounter(one as RedisConnection, NEVER_MS, () => time);
    hit(a);
    await a.sync();
    hit(a);
    time += WINDOW_MS;
    // Neither the count Redis gave nor the hit not sent yet belongs to the new window.
    expect(hit(a)).toBe(1);
    expect(hit(a)).toBe(2);
  });

  it('keeps counting the hits here when Redis goes away before they are sent', async () => {
    const own = await privateRedis();
    try {
      const [one] = await instances(1, own.url);
      const a = syncedRateCounter(one as RedisConnection, NEVER_MS);
      expect([hit(a), hit(a)]).toEqual([1, 2]);
      await own.stop();
      await a.sync();
      expect(hit(a)).toBe(3);
      await a.sync();
      expect(hit(a)).toBe(4);
    } finally {
      await own.stop();
    }
  });
});
