import type { RedisConnection } from '../redis/redis-client';

/** A key's hits in its current window, and the milliseconds left of it. */
export type Count = { current: number; ttl: number };

// One fixed window per key: the first hit starts it, later hits count within it. ARGV[2] hits at once.
const INCREMENT_SCRIPT = `
local current = redis.call('INCRBY', KEYS[1], ARGV[2])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}`;

/** How often an instance sends its hits of the API's and pages' limits to Redis (syncedRateCounter). */
export const RATE_SYNC_MS = 50;

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
    redis.client.eval(INCREMENT_SCRIPT, 1, name, String(windowMs), '1').then(
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

/** A key's count as this instance knows it: Redis's at its last answer, and its own hits since. */
interface KnownCount {
  /** The shared count at Redis's last answer (every instance's hits it had by then). */
  shared: number;
  /** Hits sent and not yet answered. */
  sending: number;
  /** Hits not sent yet. */
  pending: number;
  endsAt: number;
  windowMs: number;
}

/**
 * Counts shared through Redis without a round trip on the request's way: a hit is decided at once on
 * what this instance knows (the shared count at Redis's last answer, plus its own hits since), and
 * every RATE_SYNC_MS the hits of that time go to Redis, one command a key, whose answers bring the
 * other instances' hits. A client spreading calls over several instances can pass a limit by what the
 * others counted within one sync (a few calls a limit's window, against limits of hundreds); for a
 * limit where that matters (sign-in attempts), sharedRateCounter counts each hit in Redis. While Redis
 * is away each instance counts on its own, going on from the count it knew.
 */
export function syncedRateCounter(
  redis: RedisConnection,
  syncMs = RATE_SYNC_MS,
  now: () => number = Date.now,
): RateCounter & { sync(): Promise<void> } {
  const scope = `${redis.prefix}:rate-limit:`;
  const known = new Map<string, KnownCount>();
  /** The keys with hits not sent yet. */
  const unsent = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  let lastSweep = now();

  function send(name: string, count: KnownCount): Promise<void> {
    const hits = count.pending;
    count.pending = 0;
    count.sending += hits;
    return redis.client.eval(INCREMENT_SCRIPT, 1, name, String(count.windowMs), String(hits)).then(
      (result) => {
        const [current, ttl] = result as [number, number];
        count.sending -= hits;
        // Redis answers in order: this count holds every hit sent before these, and these.
        count.shared = Number(current);
        count.endsAt = now() + Number(ttl);
      },
      (error: unknown) => {
        count.sending -= hits;
        count.shared += hits;
        redis.reportFailure(error);
      },
    );
  }

  function sync(): Promise<void> {
    clearTimeout(timer);
    timer = undefined;
    const time = now();
    if (time - lastSweep >= 60_000) {
      lastSweep = time;
      for (const [name, count] of known) {
        if (count.endsAt <= time && count.pending === 0 && count.sending === 0) known.delete(name);
      }
    }
    const sent: Promise<void>[] = [];
    const up = redis.isUp();
    for (const name of unsent) {
      const count = known.get(name);
      if (!count || count.pending === 0) continue;
      if (up) sent.push(send(name, count));
      else {
        // Redis went away since these hits: they stay counted here, as the hits from now on are.
        count.shared += count.pending;
        count.pending = 0;
      }
    }
    unsent.clear();
    return Promise.all(sent).then(() => undefined);
  }

  const count: RateCounter = (key, windowMs, done) => {
    const name = scope + key;
    const time = now();
    let entry = known.get(name);
    if (!entry) {
      entry = { shared: 0, sending: 0, pending: 0, endsAt: time + windowMs, windowMs };
      known.set(name, entry);
    } else if (entry.endsAt <= time) {
      // The window is over here, and Redis's key with it: the hits of that window not sent yet stay out
      // of the next one, which the next hit sent starts.
      entry.shared = 0;
      entry.pending = 0;
      entry.endsAt = time + windowMs;
    }
    entry.pending += 1;
    unsent.add(name);
    if (!timer) {
      timer = setTimeout(() => void sync(), syncMs);
      timer.unref();
    }
    done({ current: entry.shared + entry.sending + entry.pending, ttl: entry.endsAt - time });
  };
  return Object.assign(count, { sync });
}
