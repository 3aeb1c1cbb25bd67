import type { RedisConnection } from '../redis/redis-client';

/** A key's hits in its current window, and the milliseconds left of it. */
export type Count = { current: number; ttl: number };

// One fixed window per key: the first hit starts it, later hits count within it.
const INCREMENT_SCRIPT = `
local current = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if current == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}`;

/** Counts in this process: fixed windows in a map that forgets expired ones now and then. */
export class LocalWindows {
  private readonly windows = new Map<string, { count: number; endsAt: number }>();
  private lastSweep: number;

  constructor(private readonly now: () => number = Date.now) {
    this.lastSweep = now();
  }

  increment(key: string, windowMs: number): Count {
    const time = this.now();
    if (time - this.lastSweep >= 60_000) {
      this.lastSweep = time;
      for (const [name, window] of this.windows) if (window.endsAt <= time) this.windows.delete(name);
    }
    let window = this.windows.get(key);
    if (!window || window.endsAt <= time) {
      window = { count: 0, endsAt: time + windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return { current: window.count, ttl: window.endsAt - time };
  }
}

/** Counts one hit of `key` in its fixed window of `windowMs`, and tells the count. */
export type RateCounter = (key: string, windowMs: number, done: (count: Count) => void) => void;

/** Counts in this process; `done` is called at once, so a hit costs no promise and no await. */
export function localRateCounter(): RateCounter {
  const local = new LocalWindows();
  return (key, windowMs, done) => done(local.increment(key, windowMs));
}

/**
 * Counts in Redis under the deployment's prefix, so every instance shares them; while Redis is away
 * each instance counts on its own (limits per instance, never a 500).
 */
export function sharedRateCounter(redis: RedisConnection): RateCounter {
  const local = new LocalWindows();
  const scope = `${redis.prefix}:rate-limit:`;
  return (key, windowMs, done) => {
    const name = scope + key;
    if (!redis.isUp()) return done(local.increment(name, windowMs));
    redis.client.eval(INCREMENT_SCRIPT, 1, name, String(windowMs)).then(
      (result) => {
        const [current, ttl] = result as [number, number];
        done({ current: Number(current), ttl: Number(ttl) });
      },
      (error: unknown) => {
        redis.reportFailure(error);
        done(local.increment(name, windowMs));
      },
    );
  };
}
