import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { type RedisConnection, sharedOrLocal } from '../redis/redis-client';

/**
 * Short per-user cooldowns and "one action at a time" locks for socket actions. With Redis they are
 * shared by every server instance (SET NX PX), else they live in this process.
 */
export interface CooldownStore {
  /** Starts a cooldown of `ms` unless one is running: 0 when started, else the milliseconds left. */
  take(key: string, ms: number): Promise<number>;
  /**
   * Takes a lock held at most `ttlMs` (a crashed holder cannot keep it); resolves to its release,
   * or null when someone else holds it.
   */
  lock(key: string, ttlMs: number): Promise<(() => Promise<void>) | null>;
}

// Deletes the key only if it still holds our token, so a lock that expired and was taken by another
// action is never released by the first one.
const RELEASE_SCRIPT =
  "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end return 0";

export function createRedisCooldownStore(redis: Redis, prefix: string): CooldownStore {
  return {
    async take(key, ms) {
      const name = `${prefix}:cooldown:${key}`;
      if ((await redis.set(name, '1', 'PX', ms, 'NX')) === 'OK') return 0;
      const left = await redis.pttl(name);
      // The key may have expired between the two calls: try once more rather than refuse for nothing.
      if (left > 0) return left;
      return (await redis.set(name, '1', 'PX', ms, 'NX')) === 'OK' ? 0 : ms;
    },

    async lock(key, ttlMs) {
      const name = `${prefix}:lock:${key}`;
      const token = randomBytes(8).toString('hex');
      if ((await redis.set(name, token, 'PX', ttlMs, 'NX')) !== 'OK') return null;
      return async () => {
        await redis.eval(RELEASE_SCRIPT, 1, name, token);
      };
    },
  };
}

export function createMemoryCooldownStore(now: () => number = Date.now): CooldownStore {
  const until = new Map<string, number>();
  let lastSweep = now();

  // Forgets expired entries now and then, so that the map does not grow with every user ever seen.
  function sweep(time: number) {
    if (time - lastSweep < 60_000) return;
    lastSweep = time;
    for (const [key, end] of until) if (end <= time) until.delete(key);
  }

  function claim(key: string, ms: number): number {
    const time = now();
    sweep(time);
    const end = until.get(key);
    if (end !== undefined && end > time) return end - time;
    until.set(key, time + ms);
    return 0;
  }

  return {
    async take(key, ms) {
      return claim(`cooldown:${key}`, ms);
    },

    async lock(key, ttlMs) {
      const name = `lock:${key}`;
      if (claim(name, ttlMs) > 0) return null;
      const held = until.get(name);
      return async () => {
        if (until.get(name) === held) until.delete(name);
      };
    },
  };
}

/**
 * The shared store while Redis answers, else this process's own: losing Redis loosens cooldowns and
 * locks to one instance for a while; it never refuses an action or holds it up.
 */
export function createFallbackCooldownStore(
  shared: CooldownStore,
  local: CooldownStore,
  redis: Pick<RedisConnection, 'isUp' | 'reportFailure'>,
): CooldownStore {
  return {
    take: (key, ms) =>
      sharedOrLocal(
        redis,
        () => shared.take(key, ms),
        () => local.take(key, ms),
      ),

    lock: (key, ttlMs) =>
      sharedOrLocal(
        redis,
        async () => {
          const release = await shared.lock(key, ttlMs);
          // A lock that cannot be released early still expires by itself.
          return release && (() => release().catch((error) => redis.reportFailure(error)));
        },
        () => local.lock(key, ttlMs),
      ),
  };
}
