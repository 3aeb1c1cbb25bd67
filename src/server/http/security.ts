import type { FastifyInstance } from 'fastify';
import { messages } from '../../contract/messages';
import type { AppConfig } from '../config';
import type { RedisConnection } from '../realtime/redis-client';
import { tooManyRequests } from './errors';
import { localRateCounter, sharedRateCounter } from './rate-limit-store';

/** A route's own limit: hits per player address per window (ms), counted apart from the API's. */
export interface RouteRateLimit {
  max: number;
  timeWindow: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's own limit, or false for none; without it an /api/ route has the API's. */
    rateLimit?: RouteRateLimit | false;
  }
}

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
 * while Redis is away); a route may have a stricter limit of its own (login and register) or none.
 * It is counted in the app's first hook, before any guard of a route, so a call that a guard refuses
 * (a made-up token) still counts; the @fastify/rate-limit plugin this replaces counted in a hook of
 * each route, after its guards, and never counted those. With the in-process counter a hit is a map
 * lookup and no promise (no faster over HTTP, as measured: docs/performance-history.md). A refused request
 * answers 429 with the player's message and when to come back (`retry-after`, and the counters).
 * Register it before the routes and their guards.
 */
export function registerRateLimits(app: FastifyInstance, config: AppConfig, redis?: RedisConnection): void {
  const count = redis ? sharedRateCounter(redis) : localRateCounter();
  const apiLimit: RouteRateLimit = { max: config.apiRateLimitMax, timeWindow: config.rateLimitWindowMs };

  app.addHook('onRequest', (request, reply, done) => {
    const own = request.routeOptions.config?.rateLimit;
    if (own === false || (!own && !isApiPath(request.url))) return done();
    const { max, timeWindow } = own ?? apiLimit;
    // A route's own limit counts under its name, apart from the API's.
    const key = own ? `${request.method}${request.routeOptions.url}:${request.ip}` : request.ip;
    count(key, timeWindow, ({ current, ttl }) => {
      if (current <= max) return done();
      const seconds = Math.max(1, Math.ceil(ttl / 1000));
      reply.headers({
        'retry-after': seconds,
        'x-ratelimit-limit': max,
        'x-ratelimit-remaining': 0,
        'x-ratelimit-reset': seconds,
      });
      const isAuth = request.url.startsWith('/api/auth/');
      done(tooManyRequests(isAuth ? messages.tooManyAuthAttempts : messages.tooManyRequests));
    });
  });
}
