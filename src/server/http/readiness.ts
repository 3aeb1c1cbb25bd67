import type { FastifyInstance } from 'fastify';
import { type Static, Type } from 'typebox';
import type { RedisConnection, RedisHealth } from '../redis/redis-client';

/** A database that takes longer than this to answer `select 1` counts as down. */
const DATABASE_PING_TIMEOUT_MS = 2_000;
/** How long one probe's answer stands: however often /api/ready is asked, the database is asked once. */
export const DATABASE_PROBE_TTL_MS = 1_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** From now on /api/ready answers 503 'draining', so that the proxy sends this instance nothing new. */
    startDraining(): void;
  }
}

const ReadinessAnswer = Type.Object({
  status: Type.Union([Type.Literal('ready'), Type.Literal('unavailable'), Type.Literal('draining')]),
  database: Type.Union([Type.Literal('ok'), Type.Literal('unreachable')]),
  redis: Type.Union([Type.Literal('connected'), Type.Literal('unreachable'), Type.Literal('not configured')]),
});
export type ReadinessAnswer = Static<typeof ReadinessAnswer> & { redis: RedisHealth };

export interface ReadinessOptions {
  pingDatabase(): Promise<void>;
  redis: RedisConnection | undefined;
}

function withinTimeout(work: Promise<void>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  return Promise.race([work.then(() => true), late])
    .catch(() => false)
    .finally(() => clearTimeout(timer));
}

/**
 * `probe` at most once per `ttlMs`: callers within that time after a probe ended get its answer, and
 * callers while one is running wait for it, so only one is ever in flight.
 */
export function cachedProbe(probe: () => Promise<boolean>, ttlMs: number, now: () => number = Date.now) {
  let last: { up: boolean; at: number } | undefined;
  let running: Promise<boolean> | undefined;
  return (): Promise<boolean> => {
    if (last && now() - last.at < ttlMs) return Promise.resolve(last.up);
    // A probe that fails says down, and never leaves a rejected promise to every later caller.
    running ??= probe()
      .catch(() => false)
      .then((up) => {
        last = { up, at: now() };
        running = undefined;
        return up;
      });
    return running;
  };
}

/**
 * `GET /api/ready`: whether a proxy should send this instance requests. 503 while the database does not
 * answer or the instance is shutting down; a missing Redis is named but does not stop the instance
 * serving (it falls back to its own process, see docs/operations.md). `/api/health` stays the liveness answer.
 */
export function registerReadiness(app: FastifyInstance, options: ReadinessOptions): void {
  let draining = false;
  app.decorate('startDraining', () => {
    draining = true;
  });

  const databaseUp = cachedProbe(
    () => withinTimeout(options.pingDatabase(), DATABASE_PING_TIMEOUT_MS),
    DATABASE_PROBE_TTL_MS,
  );
  // Polled by the proxy every second: never rate limited, and cheap however often it is asked.
  const schema = { response: { 200: ReadinessAnswer, 503: ReadinessAnswer } };
  app.get('/api/ready', { schema, config: { rateLimit: false } }, async (_request, reply) => {
    const up = await databaseUp();
    const answer: ReadinessAnswer = {
      status: draining ? 'draining' : up ? 'ready' : 'unavailable',
      database: up ? 'ok' : 'unreachable',
      redis: options.redis ? options.redis.health() : 'not configured',
    };
    return reply.status(answer.status === 'ready' ? 200 : 503).send(answer);
  });
}
