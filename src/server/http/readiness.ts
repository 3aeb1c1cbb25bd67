import type { FastifyInstance } from 'fastify';
import { type Static, Type } from 'typebox';
import type { RedisConnection, RedisHealth } from '../realtime/redis-client';

/** A database that takes longer than this to answer `select 1` counts as down. */
const DATABASE_PING_TIMEOUT_MS = 2_000;

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
 * `GET /api/ready`: whether a proxy should send this instance requests. 503 while the database does not
 * answer or the instance is shutting down; a missing Redis is named but does not stop the instance
 * serving (it falls back to its own process, see README). `/api/health` stays the liveness answer.
 */
export function registerReadiness(app: FastifyInstance, options: ReadinessOptions): void {
  let draining = false;
  app.decorate('startDraining', () => {
    draining = true;
  });

  // Polled by the proxy every second: never rate limited.
  const schema = { response: { 200: ReadinessAnswer, 503: ReadinessAnswer } };
  app.get('/api/ready', { schema, config: { rateLimit: false } }, async (_request, reply) => {
    const databaseUp = await withinTimeout(options.pingDatabase(), DATABASE_PING_TIMEOUT_MS);
    const answer: ReadinessAnswer = {
      status: draining ? 'draining' : databaseUp ? 'ready' : 'unavailable',
      database: databaseUp ? 'ok' : 'unreachable',
      redis: options.redis ? options.redis.health() : 'not configured',
    };
    return reply.status(answer.status === 'ready' ? 200 : 503).send(answer);
  });
}
