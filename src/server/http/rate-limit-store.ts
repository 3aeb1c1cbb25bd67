import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { RedisConnection } from '../realtime/redis-client';

type Count = { current: number; ttl: number };
type Done = (error: Error | null, result?: Count) => void;
type RouteOptions = Parameters<FastifyRateLimitStore['child']>[0];

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

/**
 * A store for @fastify/rate-limit: counts in Redis under the deployment's prefix, so every instance
 * shares them; while Redis is away each instance counts on its own (limits per instance, never a 500).
 */
export function sharedRateLimitStore(redis: RedisConnection): FastifyRateLimitStoreCtor {
  const local = new LocalWindows();

  return class SharedRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options?: unknown,
      private readonly scope = `${redis.prefix}:rate-limit:`,
    ) {}

    incr(key: string, done: Done, timeWindow: number) {
      const name = this.scope + key;
      if (!redis.isUp()) return done(null, local.increment(name, timeWindow));
      redis.client.eval(INCREMENT_SCRIPT, 1, name, String(timeWindow)).then(
        (result) => {
          const [current, ttl] = result as [number, number];
          done(null, { current: Number(current), ttl: Number(ttl) });
        },
        (error: unknown) => {
          redis.reportFailure(error);
          done(null, local.increment(name, timeWindow));
        },
      );
    }

    /** A route with a limit of its own counts apart from the global limit. */
    child(routeOptions: RouteOptions) {
      // The plugin passes the route's merged limit settings, with the route under routeInfo.
      const { routeInfo: route = {} } = routeOptions as { routeInfo?: { method?: unknown; url?: unknown } };
      return new SharedRateLimitStore(undefined, `${this.scope}${String(route.method)}${String(route.url)}:`);
    }
  };
}
