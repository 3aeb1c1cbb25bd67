import { Emitter } from '@socket.io/redis-emitter';
import { Redis } from 'ioredis';
import { printableRedisUrl, socketIoKey } from '../../redis/redis-client';
import { SESSION_CACHE_TTL_MS, SESSIONS_CHANGED, type SessionChange } from './session-cache';

/**
 * Tells every running instance that a user's sessions changed behind their back (the admin command
 * line writes the database directly): the message is the one instances send each other, on the
 * socket.io adapter's Redis channel, so each drops what it remembers of that user at once. Resolves
 * once Redis has taken it; rejects when Redis cannot be reached.
 */
export async function announceSessionsChanged(
  redisUrl: string,
  prefix: string,
  change: SessionChange,
): Promise<void> {
  const redis = new Redis(redisUrl, {
    lazyConnect: true,
    maxRetriesPerRequest: 1,
    connectTimeout: 5_000,
    retryStrategy: () => null,
  });
  // A failure reaches the caller through connect or publish; the event would only be logged twice.
  redis.on('error', () => {});
  try {
    await redis.connect();
    // The emitter drops what publish answers; keeping it here lets a failure reach the caller.
    let published: Promise<unknown> = Promise.resolve();
    const publisher = {
      publish: (channel: string, message: string) => {
        published = redis.publish(channel, message);
      },
    };
    new Emitter(publisher, { key: socketIoKey(prefix) }).serverSideEmit(SESSIONS_CHANGED, change);
    await published;
  } finally {
    redis.disconnect();
  }
}

/**
 * After an admin command changed a user: with REDIS_URL set, tells the running instances. Answers
 * a line to print when they could not be told (the change itself is saved).
 */
export async function tellRunningInstances(
  config: { redisUrl: string | undefined; redisKeyPrefix: string },
  changedUserId: number | undefined,
): Promise<string | undefined> {
  if (changedUserId === undefined || !config.redisUrl) return undefined;
  try {
    await announceSessionsChanged(config.redisUrl, config.redisKeyPrefix, { userId: changedUserId });
    return undefined;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return (
      `The change is saved, but the running instances could not be told through Redis at ` +
      `${printableRedisUrl(config.redisUrl)} (${reason}): they may go on trusting the old rights ` +
      `for up to ${SESSION_CACHE_TTL_MS / 1000} seconds.`
    );
  }
}
