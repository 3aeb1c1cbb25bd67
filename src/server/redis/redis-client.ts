import type { FastifyBaseLogger } from 'fastify';
import { Redis, type RedisOptions } from 'ioredis';
import { StartupError } from '../startup-error';

/** After a command fails or times out, Redis is left alone this long before it is tried again. */
const FAILURE_BACKOFF_MS = 5_000;

const clientOptions: RedisOptions = {
  lazyConnect: true,
  // While Redis is away a command fails at once and its caller falls back to this process, instead of
  // waiting in a queue that fails it seconds later.
  enableOfflineQueue: false,
  maxRetriesPerRequest: 1,
  connectTimeout: 5_000,
  // A Redis that hangs (rather than closing the connection) must not hold a request for long.
  commandTimeout: 1_000,
  retryStrategy: (attempt) => Math.min(attempt * 250, 2_000),
};

export type RedisHealth = 'connected' | 'unreachable' | 'not configured';

/**
 * The Redis of a deployment: one connection for commands and publishing, one for the socket.io
 * adapter's subscriptions. Losing it never stops the instance: callers ask `isUp()` and fall back to
 * this process (rate limits, cooldowns), ioredis reconnects by itself, and an outage is logged once.
 */
export interface RedisConnection {
  client: Redis;
  subscriber: Redis;
  /** Every key and channel of this deployment starts with it (REDIS_KEY_PREFIX). */
  prefix: string;
  /** Both connections are ready and no command has failed in the last few seconds. */
  isUp(): boolean;
  /** A command failed or timed out: treat Redis as away for a few seconds. */
  reportFailure(error: unknown): void;
  health(): RedisHealth;
  /** Where outages and recoveries are logged, from now on (the app's logger once it exists). */
  logTo(logger: FastifyBaseLogger): void;
  close(): void;
}

/**
 * `shared()` while Redis answers, else (or when it fails, which is reported) `local()`: losing Redis
 * moves the work to this process, it never fails it.
 */
export async function sharedOrLocal<T>(
  redis: Pick<RedisConnection, 'isUp' | 'reportFailure'>,
  shared: () => Promise<T>,
  local: () => T | Promise<T>,
): Promise<T> {
  if (redis.isUp()) {
    try {
      return await shared();
    } catch (error) {
      redis.reportFailure(error);
    }
  }
  return local();
}

/** The socket.io adapter's key under a deployment's prefix: the instances and the admin command line meet there. */
export const socketIoKey = (prefix: string): string => `${prefix}:socket.io`;

/** The URL as it may be printed: without its password. */
export function printableRedisUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'an unparsable URL';
  }
}

/**
 * The socket.io adapter calls these without awaiting them: while Redis is away their refusal must end
 * here, not as an unhandled rejection that stops the process. A caller that awaits still sees it.
 */
function settleQuietly(connection: Redis, methods: readonly string[]) {
  const target = connection as unknown as Record<string, (...args: unknown[]) => unknown>;
  for (const name of methods) {
    const original = target[name]?.bind(connection);
    if (!original) continue;
    target[name] = (...args: unknown[]) => {
      const result = original(...args);
      if (result instanceof Promise) result.catch(() => undefined);
      return result;
    };
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Connects to Redis, or fails at once with a StartupError that names the URL and what to do: a server
 * configured for Redis that cannot reach it at start is misconfigured, not degraded.
 */
export async function connectRedis(
  url: string,
  prefix: string,
  now: () => number = Date.now,
): Promise<RedisConnection> {
  const where = printableRedisUrl(url);
  const name = prefix.replace(/[^\w:.-]/g, '_');
  const client = new Redis(url, { ...clientOptions, connectionName: `${name}:commands` });
  const subscriber = new Redis(url, { ...clientOptions, connectionName: `${name}:subscriber` });
  settleQuietly(client, ['publish']);
  settleQuietly(subscriber, ['subscribe', 'psubscribe', 'unsubscribe', 'punsubscribe']);

  let logger: FastifyBaseLogger | undefined;
  let lastError = '';
  let down = false;
  let failedAt = Number.NEGATIVE_INFINITY;
  let closed = false;

  const ready = () => client.status === 'ready' && subscriber.status === 'ready';
  function wentDown(reason: string) {
    if (closed || down || !logger) return;
    down = true;
    logger.warn(
      `Redis at ${where} is unreachable (${reason}): this instance keeps serving on its own ` +
        '(rate limits and cooldowns in process, no events to or from other instances) and reconnects.',
    );
  }
  /** Whether Redis may be used now; the first time it may again after an outage, says so. */
  function up(): boolean {
    const usable = ready() && now() - failedAt >= FAILURE_BACKOFF_MS;
    if (usable && down) {
      down = false;
      logger?.info(`Redis at ${where} is reachable again: rate limits and events are shared once more.`);
    }
    return usable;
  }
  for (const connection of [client, subscriber]) {
    connection.on('error', (error: unknown) => {
      lastError = describe(error);
      wentDown(lastError);
    });
    connection.on('close', () => wentDown(lastError || 'connection closed'));
    connection.on('ready', up);
  }

  try {
    await Promise.all([client.connect(), subscriber.connect()]);
  } catch (error) {
    client.disconnect();
    subscriber.disconnect();
    throw new StartupError(
      `Cannot reach Redis at ${where} (${lastError || describe(error)}). Start Redis there, correct ` +
        'REDIS_URL, or leave REDIS_URL unset to run a single instance without Redis.',
    );
  }

  return {
    client,
    subscriber,
    prefix,
    isUp: up,
    reportFailure(error) {
      failedAt = now();
      lastError = describe(error);
      wentDown(lastError);
    },
    health: () => (up() ? 'connected' : 'unreachable'),
    logTo(next) {
      logger = next;
    },
    close() {
      closed = true;
      client.disconnect();
      subscriber.disconnect();
    },
  };
}

/** What /api/health says about Redis: 200 either way (the instance is alive), with the state to watch. */
export function realtimeHealth(redis: RedisConnection | undefined): {
  realtime: 'ok' | 'degraded';
  redis: RedisHealth;
} {
  if (!redis) return { realtime: 'ok', redis: 'not configured' };
  const health = redis.health();
  return { realtime: health === 'connected' ? 'ok' : 'degraded', redis: health };
}
