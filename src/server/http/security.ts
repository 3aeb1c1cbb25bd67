import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { messages } from '../../contract/messages';
import type { AppConfig } from '../config';
import type { RedisConnection } from '../realtime/redis-client';
import { sharedRateLimitStore } from './rate-limit-store';

const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  // React sets style attributes (positions, sizes, animation delays); no style sheets from elsewhere.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "media-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * Security headers with a strict Content-Security-Policy: nothing but our own origin. They never
 * change, so they are built once instead of per request (a helmet plugin rebuilt them every time).
 * No HSTS: the app is often served over plain HTTP on localhost; it belongs to the TLS proxy in front.
 */
export const securityHeaders: Readonly<Record<string, string>> = {
  'content-security-policy': contentSecurityPolicy,
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(securityHeaders);
  });
}

/**
 * A per-IP limit on the whole API (shared through Redis when there is one, counted per instance
 * while Redis is away); login and register take a stricter limit of their own.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  config: AppConfig,
  redis?: RedisConnection,
): Promise<void> {
  await app.register(rateLimit, {
    global: true,
    max: config.apiRateLimitMax,
    timeWindow: config.rateLimitWindowMs,
    allowList: (request) => !request.url.startsWith('/api/'),
    ...(redis ? { store: sharedRateLimitStore(redis) } : {}),
    errorResponseBuilder: (request, context) => ({
      statusCode: 429,
      message: request.url.startsWith('/api/auth/') ? messages.tooManyAuthAttempts : messages.tooManyRequests,
      retryAfterSeconds: Math.ceil(context.ttl / 1000),
    }),
  });
}
