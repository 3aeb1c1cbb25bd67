import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { AcquireOptions, RoundLease } from './lease';

/** A driver that stops renewing (killed, paused, cut off) loses the key this long after its last renewal. */
export const CRASH_LEASE_TTL_MS = 1_500;
/** The driver renews its key this often: a renewal or two may fail or be late before it is lost. */
export const CRASH_LEASE_RENEW_MS = 400;
/** An instance that does not drive asks for the key this often: takeover within ttl + this. */
export const CRASH_LEASE_POLL_MS = 200;
/**
 * The holder counts its lease as lost this long before the key could expire: a renewal sent at t
 * keeps the key until at least t + ttl in Redis, whatever the reply's delay.
 */
const SAFETY_MS = 100;

/** Where the driver's name is kept: the prefix's crash driver key (`redis-cli get <prefix>:crash:driver`). */
export const crashLeaseKey = (prefix: string): string => `${prefix}:crash:driver`;

// SET NX PX, or, if the key is this instance's already (a lease it gave up as lost while Redis was
// slow), PEXPIRE: either way the key is ours for ttl from now.
const TAKE_SCRIPT = `
local holder = redis.call('get', KEYS[1])
if holder == false then
  redis.call('set', KEYS[1], ARGV[1], 'PX', ARGV[2])
  return 1
end
if holder == ARGV[1] then
  redis.call('pexpire', KEYS[1], ARGV[2])
  return 1
end
return 0`;
// Compare and renew, compare and delete: only while the key still names this instance.
const RENEW_SCRIPT =
  "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) end return 0";
const RELEASE_SCRIPT =
  "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end return 0";

export interface RedisLeaseOptions {
  ttlMs?: number;
  renewEveryMs?: number;
  pollMs?: number;
  /** What the key holds while this instance drives; by default its host, pid and a random part. */
  holderId?: string;
  logger?: Pick<FastifyBaseLogger, 'info' | 'warn'>;
}

export interface RedisLease extends RoundLease {
  readonly key: string;
  readonly holderId: string;
}

/** One acquisition: the fencing token it took, and until when the key is surely ours. */
interface Hold {
  token: number | null;
  validUntil: number;
  renewing: boolean;
  timer: NodeJS.Timeout | undefined;
}

/**
 * The round lease of a cluster: a Redis key naming the instance that drives, with a short expiry that
 * the driver renews on a timer. Whoever does not hold it asks again every `pollMs`; a driver that dies
 * stops renewing and another instance has the key within `ttlMs + pollMs`. Having it, the new driver
 * takes the database's next fencing token, so whatever the old one still tries is refused there.
 *
 * `holds` answers from memory (it is asked before every tick): true while the last successful renewal
 * is recent enough that the key cannot have expired, false from the moment a renewal finds the key
 * taken, or none succeeded in time (Redis away, or this process paused). A lease once false stays
 * lost for that token: the driver goes back to `acquire`.
 */
export function createRedisLease(
  client: Redis,
  prefix: string,
  takeFence: () => Promise<number>,
  options: RedisLeaseOptions = {},
): RedisLease {
  const ttlMs = options.ttlMs ?? CRASH_LEASE_TTL_MS;
  const renewEveryMs = options.renewEveryMs ?? CRASH_LEASE_RENEW_MS;
  const pollMs = options.pollMs ?? CRASH_LEASE_POLL_MS;
  const holderId = options.holderId ?? `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  const { logger } = options;
  const key = crashLeaseKey(prefix);
  // A command that fails (Redis away) is simply asked again at the next renewal or poll: the
  // connection logs the outage once (redis-client.ts), and a lease not renewed in time is lost.
  let hold: Hold | undefined;

  function drop(current: Hold, reason?: string) {
    clearInterval(current.timer);
    if (hold !== current) return;
    hold = undefined;
    if (reason) logger?.warn(`this instance lost the crash round lease (${reason})`);
  }

  async function renew(current: Hold) {
    if (current.renewing || hold !== current) return;
    current.renewing = true;
    const sentAt = Date.now();
    try {
      const renewed = Number(await client.eval(RENEW_SCRIPT, 1, key, holderId, String(ttlMs)));
      if (hold !== current) return;
      if (renewed === 1) current.validUntil = sentAt + ttlMs - SAFETY_MS;
      else drop(current, 'another instance holds its key');
    } catch {
      // Not renewed this time; `holds` turns false once the key may have expired.
    } finally {
      current.renewing = false;
    }
  }

  function valid(current: Hold): boolean {
    if (hold !== current) return false;
    if (Date.now() < current.validUntil) return true;
    drop(current, `not renewed within ${ttlMs} ms`);
    return false;
  }

  return {
    key,
    holderId,
    retakes: true,

    async acquire({ waiting, signal }: AcquireOptions = {}) {
      let told = false;
      for (;;) {
        signal?.throwIfAborted();
        const sentAt = Date.now();
        let taken = false;
        try {
          taken = Number(await client.eval(TAKE_SCRIPT, 1, key, holderId, String(ttlMs))) === 1;
        } catch {
          // Redis away: asked again after the poll interval.
        }
        if (taken) {
          if (hold) drop(hold);
          const current: Hold = {
            token: null,
            validUntil: sentAt + ttlMs - SAFETY_MS,
            renewing: false,
            timer: undefined,
          };
          current.timer = setInterval(() => void renew(current), renewEveryMs);
          current.timer.unref();
          hold = current;
          try {
            // Should the database be slow past the ttl, `holds` answers false and the driver asks again.
            current.token = await takeFence();
            return current.token;
          } catch (error) {
            drop(current);
            await client.eval(RELEASE_SCRIPT, 1, key, holderId).catch(() => undefined);
            throw error;
          }
        }
        if (!told) {
          told = true;
          waiting?.();
        }
        await delay(pollMs, undefined, { signal });
      }
    },

    async holds(token) {
      const current = hold;
      return current !== undefined && current.token === token && valid(current);
    },

    async release(token) {
      const current = hold;
      // A newer acquisition of this instance's is not given up by an older token's release.
      if (current && current.token !== token) return;
      if (current) drop(current);
      try {
        await client.eval(RELEASE_SCRIPT, 1, key, holderId);
      } catch {
        // Redis away: the key expires by itself within the ttl.
      }
    },
  };
}
