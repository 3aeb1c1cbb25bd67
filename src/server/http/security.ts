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
 * Security headers of pages and files, with a strict Content-Security-Policy: nothing but our own
 * origin. They never change, so they are built once instead of per request (a helmet plugin rebuilt
 * them every time). No HSTS: the app is often served over plain HTTP on localhost; it belongs to the
 * TLS proxy in front.
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

/**
 * The headers of API answers (JSON, read by our own scripts): what still means something for a
 * document that is never rendered, framed or run. Should one be opened as a page, it loads nothing
 * and cannot be framed; it is never sniffed into a script or style; and no other origin can embed
 * it. The page-only headers (opener, referrer, prefetch and legacy browser switches) act on documents
 * and what they load, so API answers go without them: with the rate-limit counters they were 657
 * bytes of headers on every bet's answer, 168 now (see README's Security notes).
 */
export const apiSecurityHeaders: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

const isApiPath = (url: string) => url.startsWith('/api/');

export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApiPath(request.url) ? apiSecurityHeaders : securityHeaders);
    done();
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
    allowList: (request) => !isApiPath(request.url),
    // Answers within the limit carry no counters; a refused one says when to come back.
    addHeadersOnExceeding: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false,
    },
    ...(redis ? { store: sharedRateLimitStore(redis) } : {}),
    errorResponseBuilder: (request, context) => ({
      statusCode: 429,
      message: request.url.startsWith('/api/auth/') ? messages.tooManyAuthAttempts : messages.tooManyRequests,
      retryAfterSeconds: Math.ceil(context.ttl / 1000),
    }),
  });
}
