import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { messages } from '../../contract/messages';
import type { AppConfig } from '../config';

/** Security headers with a strict Content-Security-Policy: nothing but our own origin. */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // React sets style attributes (positions, sizes, animation delays); no style sheets from elsewhere.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        mediaSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // The app is often served over plain HTTP on localhost; HSTS belongs to the TLS proxy in front.
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
  });
}

/**
 * A per-IP limit on the whole API (shared through Redis when there is one);
 * login and register take a stricter limit of their own.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  config: AppConfig,
  redis?: Redis,
): Promise<void> {
  await app.register(rateLimit, {
    global: true,
    max: config.apiRateLimitMax,
    timeWindow: config.rateLimitWindowMs,
    allowList: (request) => !request.url.startsWith('/api/'),
    ...(redis ? { redis, nameSpace: 'casino-rate-limit-' } : {}),
    errorResponseBuilder: (request, context) => ({
      statusCode: 429,
      message: request.url.startsWith('/api/auth/') ? messages.tooManyAuthAttempts : messages.tooManyRequests,
      retryAfterSeconds: Math.ceil(context.ttl / 1000),
    }),
  });
}
