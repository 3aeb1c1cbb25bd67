import { messages } from '../../../contract/messages';
import { addressKey } from '../../http/address-key';
import { RetryLaterError } from '../../http/errors';
import { type RedisConnection, sharedOrLocal } from '../../redis/redis-client';

/** Wrong passwords allowed per account and per address in one window (the login limit's figures). */
export interface PasswordGuardLimit {
  max: number;
  windowMs: number;
}

/** Whose password was typed (an account, or an e-mail no account has) and from which address. */
export interface PasswordAttempt {
  account: string;
  address: string;
}

// Each key counts in a fixed window that its first wrong password starts.
const COUNT_SCRIPT = `
for _, key in ipairs(KEYS) do
  if redis.call('INCR', key) == 1 or redis.call('PTTL', key) < 0 then
    redis.call('PEXPIRE', key, ARGV[1])
  end
end
return 1`;

// Each key's count and the ms left of its window (-2 or -1 when it has none).
const READ_SCRIPT = `
local out = {}
for i, key in ipairs(KEYS) do
  out[2 * i - 1] = tonumber(redis.call('GET', key) or '0')
  out[2 * i] = redis.call('PTTL', key)
end
return out`;

/** A key's wrong passwords in its window, and the ms until the window ends. */
interface Window {
  count: number;
  leftMs: number;
}

/** The same windows in this process, for a deployment without Redis or while it is away. */
class LocalFailures {
  private readonly windows = new Map<string, { count: number; endsAt: number }>();
  private lastSweep = Date.now();

  read(key: string): Window {
    const window = this.windows.get(key);
    const leftMs = window ? window.endsAt - Date.now() : 0;
    return window && leftMs > 0 ? { count: window.count, leftMs } : { count: 0, leftMs: 0 };
  }

  add(key: string, windowMs: number): void {
    const now = Date.now();
    if (now - this.lastSweep >= 60_000) {
      this.lastSweep = now;
      for (const [name, window] of this.windows) if (window.endsAt <= now) this.windows.delete(name);
    }
    const window = this.windows.get(key);
    if (window && window.endsAt > now) window.count += 1;
    else this.windows.set(key, { count: 1, endsAt: now + windowMs });
  }
}

/**
 * Counts wrong passwords wherever one is checked (login, and the current password of a profile
 * change), per account and per address, shared by every instance through Redis when there is one.
 * The route limit counts calls per address; this one also stops guesses at one account spread over
 * many addresses, and guesses through the profile form. Past the limit even the right password
 * answers 429, so the answer tells a guesser nothing.
 */
export function createPasswordGuard(limit: PasswordGuardLimit, redis?: RedisConnection) {
  const local = new LocalFailures();
  // An address is counted as the route limits count it: IPv4 as it is, IPv6 by its /64.
  const keysOf = (attempt: PasswordAttempt) => [
    `account:${attempt.account}`,
    `address:${addressKey(attempt.address)}`,
  ];
  const inRedis = (keys: string[]) => keys.map((key) => `${redis?.prefix}:password-failures:${key}`);

  async function windows(keys: string[]): Promise<Window[]> {
    const locally = () => keys.map((key) => local.read(key));
    if (!redis) return locally();
    return sharedOrLocal(
      redis,
      async () => {
        const read = (await redis.client.eval(READ_SCRIPT, keys.length, ...inRedis(keys))) as number[];
        return keys.map((_, i) => {
          const leftMs = Number(read[2 * i + 1]);
          return { count: Number(read[2 * i]), leftMs: leftMs > 0 ? leftMs : limit.windowMs };
        });
      },
      locally,
    );
  }

  return {
    /** 429 with the login limit's message and `retry-after` once the account or the address has used up its guesses. */
    async check(attempt: PasswordAttempt): Promise<void> {
      const full = (await windows(keysOf(attempt))).filter((window) => window.count >= limit.max);
      if (full.length === 0) return;
      // Come back when every window that refuses has ended.
      throw new RetryLaterError(
        messages.tooManyAuthAttempts,
        Math.max(...full.map((window) => window.leftMs)),
      );
    },

    /** Counts a wrong password against the account and the address. */
    async failed(attempt: PasswordAttempt): Promise<void> {
      const keys = keysOf(attempt);
      const locally = () => {
        for (const key of keys) local.add(key, limit.windowMs);
      };
      if (!redis) return locally();
      await sharedOrLocal(
        redis,
        async () => {
          await redis.client.eval(COUNT_SCRIPT, keys.length, ...inRedis(keys), String(limit.windowMs));
        },
        locally,
      );
    },
  };
}

export type PasswordGuard = ReturnType<typeof createPasswordGuard>;
