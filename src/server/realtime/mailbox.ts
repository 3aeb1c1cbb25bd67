import type { Redis } from 'ioredis';
import { type RedisConnection, sharedOrLocal } from '../redis/redis-client';

/**
 * Short-lived notes kept for a user who had no socket connected when something happened to them,
 * collected when one of their sockets connects. With Redis every instance shares them; without it
 * they live in this process (there is only one instance then).
 */
export interface Mailbox {
  /** Adds `note` to `box`; the box is forgotten `ttlMs` after its latest note. */
  post(box: string, note: string, ttlMs: number): Promise<void>;
  /** Takes every note of `box`, oldest first, and empties it. */
  collect(box: string): Promise<string[]>;
}

/** A box keeps at most this many notes: the newest. */
export const MAILBOX_MAX_NOTES = 20;

export function createRedisMailbox(redis: Redis, prefix: string): Mailbox {
  const key = (box: string) => `${prefix}:mailbox:${box}`;
  return {
    async post(box, note, ttlMs) {
      await redis
        .multi()
        .rpush(key(box), note)
        .ltrim(key(box), -MAILBOX_MAX_NOTES, -1)
        .pexpire(key(box), ttlMs)
        .exec();
    },

    async collect(box) {
      const replies = await redis.multi().lrange(key(box), 0, -1).del(key(box)).exec();
      const [error, notes] = replies?.[0] ?? [null, []];
      if (error) throw error;
      return notes as string[];
    },
  };
}

export function createMemoryMailbox(now: () => number = Date.now): Mailbox {
  const boxes = new Map<string, { notes: string[]; expiresAt: number }>();
  let lastSweep = now();

  // Forgets expired boxes now and then, so that the map does not grow with every user ever seen.
  function sweep(time: number) {
    if (time - lastSweep < 60_000) return;
    lastSweep = time;
    for (const [box, entry] of boxes) if (entry.expiresAt <= time) boxes.delete(box);
  }

  return {
    async post(box, note, ttlMs) {
      const time = now();
      sweep(time);
      const entry = boxes.get(box);
      const notes = entry && entry.expiresAt > time ? entry.notes : [];
      notes.push(note);
      boxes.set(box, { notes: notes.slice(-MAILBOX_MAX_NOTES), expiresAt: time + ttlMs });
    },

    async collect(box) {
      const entry = boxes.get(box);
      boxes.delete(box);
      return entry && entry.expiresAt > now() ? entry.notes : [];
    },
  };
}

/**
 * The shared mailbox while Redis answers, else this process's: notes posted during an outage are
 * collected from here by the sockets that reach this instance.
 */
export function createFallbackMailbox(
  shared: Mailbox,
  local: Mailbox,
  redis: Pick<RedisConnection, 'isUp' | 'reportFailure'>,
): Mailbox {
  return {
    post: (box, note, ttlMs) =>
      sharedOrLocal(
        redis,
        () => shared.post(box, note, ttlMs),
        () => local.post(box, note, ttlMs),
      ),

    async collect(box) {
      const notes = await local.collect(box);
      if (!redis.isUp()) return notes;
      try {
        return [...(await shared.collect(box)), ...notes];
      } catch (error) {
        redis.reportFailure(error);
        return notes;
      }
    },
  };
}
