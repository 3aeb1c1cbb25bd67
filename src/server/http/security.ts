import type { FastifyInstance, FastifyRequest } from 'fastify';
import { messages } from '../../contract/messages';
import type { AppConfig } from '../config';
import type { RedisConnection } from '../redis/redis-client';
import { addressKey } from './address-key';
import { spelledAsApi } from './api-spelling';
import { tooManyRequests } from './errors';
import { localRateCounter, sharedRateCounter, syncedRateCounter } from './rate-limit-store';

/** A route's own limit: hits per client per window (ms), counted apart from the API's. */
export interface RouteRateLimit {
  max: number;
  timeWindow: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's own limit, or false for none; without it an /api/ route has the API's, others the web app's. */
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
 * bytes of headers on every bet's answer, 168 now (see docs/security.md, Notes).
 */
export const apiSecurityHeaders: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

/**
 * Whether a request is an API call, by the route the router matched (so `/%61pi/x` and
 * `http://host/api/x` are the route they reach), or, when it matched none, by what its path spells
 * (`/API/x`, `//api/x`) or by being no page request (only GET and HEAD get the web app's page).
 */
function isApiRequest(route: string | undefined, request: FastifyRequest): boolean {
  if (route !== undefined) return route.startsWith('/api/');
  return (request.method !== 'GET' && request.method !== 'HEAD') || spelledAsApi(request.url);
}

export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    const api = isApiRequest(request.routeOptions.config.url, request);
    reply.headers(api ? apiSecurityHeaders : securityHeaders);
    done();
  });
}

/**
 * A per-client limit on every request, by the route it matched, never by how its URL is spelled:
 * API calls share the API's limit, a route may have a stricter one of its own (login and register)
 * or none (readiness), and the web app's pages and files share a more generous one. A client is its
 * IPv4 address or its IPv6 /64 (addressKey). Counts are shared through Redis when there is one,
 * counted per instance while Redis is away: a route's own limit hit by hit, the broad limits of the
 * API and the pages settled every RATE_SYNC_MS (syncedRateCounter), so no call waits on Redis.
 * It is counted in the app's first hook, before any guard of a route, so a call that a guard refuses
 * (a made-up token) still counts; the @fastify/rate-limit plugin this replaces counted in a hook of
 * each route, after its guards, and never counted those. With the in-process counter an API call is a
 * map lookup and no promise (no faster over HTTP, as measured: docs/performance-history.md). A refused
 * request answers 429 with the player's message and when to come back (`retry-after`, and the counters).
 * Register it before the routes and their guards.
 */
export function registerRateLimits(app: FastifyInstance, config: AppConfig, redis?: RedisConnection): void {
  // A route's own limit (sign-in attempts) counts each hit in Redis; the API's and the pages' broad
  // limits count at once here and settle with Redis between calls, so no call waits on Redis.
  const exact = redis ? sharedRateCounter(redis) : localRateCounter();
  const broad = redis ? syncedRateCounter(redis) : exact;
  const timeWindow = config.rateLimitWindowMs;
  const apiLimit: RouteRateLimit = { max: config.apiRateLimitMax, timeWindow };
  // A page load is a dozen files or so; raising the API's limit (tests, load runs) raises this too.
  const webLimit: RouteRateLimit = { max: config.webRateLimitMax ?? 2 * config.apiRateLimitMax, timeWindow };

  app.addHook('onRequest', (request, reply, done) => {
    const { rateLimit: own, url: route } = request.routeOptions.config;
    if (own === false) return done();
    const client = addressKey(request.ip);
    let limit = apiLimit;
    let key = client;
    if (own) {
      // A route's own limit counts under its name, apart from the API's.
      limit = own;
      key = `${request.method}${route}:${client}`;
    } else if (!isApiRequest(route, request)) {
      limit = webLimit;
      key = `web:${client}`;
    }
    const { max } = limit;
    (own ? exact : broad)(key, limit.timeWindow, ({ current, ttl }) => {
      if (current <= max) return done();
      const seconds = Math.max(1, Math.ceil(ttl / 1000));
      reply.headers({
        'retry-after': seconds,
        'x-ratelimit-limit': max,
        'x-ratelimit-remaining': 0,
        'x-ratelimit-reset': seconds,
      });
      const isAuth = own && route?.startsWith('/api/auth/');
      done(tooManyRequests(isAuth ? messages.tooManyAuthAttempts : messages.tooManyRequests));
    });
  });
}
