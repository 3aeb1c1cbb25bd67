import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll } from 'vitest';
import { testRedisUrl } from './test-app';

/**
 * The variants of a store for describe.each: in memory always, on Redis when the run has one (CI must),
 * each Redis store under a key prefix of its own. The Redis connection closes after the file's tests.
 */
export function storeVariants<Store>(
  inMemory: () => Store,
  onRedis: (redis: Redis, keyPrefix: string) => Store,
): [string, () => Store][] {
  const variants: [string, () => Store][] = [['memory', inMemory]];
  const redisUrl = testRedisUrl();
  if (!redisUrl) return variants;
  const redis = new Redis(redisUrl);
  afterAll(() => redis.disconnect());
  variants.push(['redis', () => onRedis(redis, `test-${randomBytes(4).toString('hex')}`)]);
  return variants;
}
