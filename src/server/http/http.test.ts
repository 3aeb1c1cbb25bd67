import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../contract/messages';
import { buildApp } from '../app';
import {
  buildTestApp,
  createTestDatabase,
  expectMessage,
  type TestApp,
  testConfig,
  testRedisUrl,
} from '../testing/test-app';

describe('HTTP plumbing', () => {
  let t: TestApp;
  let webRoot: string;
  beforeAll(async () => {
    webRoot = mkdtempSync(join(tmpdir(), 'casino-web-'));
    mkdirSync(join(webRoot, 'assets'));
    writeFileSync(
      join(webRoot, 'index.html'),
      '<!doctype html><title>Fun Funds Casino</title><div id="root"></div>',
    );
    writeFileSync(join(webRoot, 'assets', 'app-abc123.js'), 'console.log(1)');
    t = await buildTestApp('sqlite', { webRoot });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('sends pages and files the security headers, with a strict Content-Security-Policy', async () => {
    const res = await t.app.inject({ url: '/games/dice' });
    expect(res.statusCode).toBe(200);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    // Files too.
    const asset = await t.app.inject({ url: '/assets/app-abc123.js' });
    expect(asset.headers['content-security-policy']).toBe(csp);
  });

  it('sends API answers, errors included, the headers that protect a JSON answer', async () => {
    for (const url of ['/api/health', '/api/nope']) {
      const res = await t.app.inject({ url });
      // Opened as a page it loads nothing and cannot be framed; never sniffed; no other origin embeds it.
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(res.headers['cross-origin-opener-policy']).toBeUndefined();
      // Within the rate limit an answer carries no counters.
      expect(res.headers['x-ratelimit-remaining']).toBeUndefined();
    }
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.inject({ url: '/api/no-such-thing' });
    expectMessage(res, 404, messages.notFound);
  });

  it('serves the web app for page paths, so its router can answer', async () => {
    for (const url of ['/', '/games/dice', '/some/unknown/page?x=1']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('Fun Funds Casino');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    const asset = await t.app.inject({ url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it('refuses bodies over 100 KB', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'a@b.io', password: 'x'.repeat(101 * 1024) },
    });
    expectMessage(res, 413, messages.bodyTooLarge);
  });

  it('explains a body that is not JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expectMessage(res, 400, 'Request body is not valid JSON');
    expect(res.body).not.toMatch(/at .*\.js/);
  });

  it('counts every API call against the limit before the route looks at it, pages apart', async () => {
    const limited = await buildTestApp('sqlite', { apiRateLimitMax: 3, webRoot });
    try {
      // Bets with a made-up token: refused by the guard (the route's own on dice, its plugin's on
      // slots), but counted first.
      const bet = (game: 'dice' | 'slots') =>
        limited.app.inject({
          method: 'POST',
          url: `/api/games/${game}`,
          headers: { authorization: 'Bearer not-a-token' },
          payload:
            game === 'dice' ? { betAmount: 1, prediction: 'over', targetNumber: 3 } : { betAmount: 10 },
        });
      const codes: number[] = [];
      for (const game of ['dice', 'slots', 'slots', 'dice'] as const)
        codes.push((await bet(game)).statusCode);
      expect(codes).toEqual([401, 401, 401, 429]);
      const refused = await limited.app.inject({ url: '/api/health' });
      expect(refused.json()).toMatchObject({ message: messages.tooManyRequests });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.headers['x-ratelimit-limit']).toBe('3');
      expect(refused.headers['x-ratelimit-remaining']).toBe('0');
      // Pages and files are not API calls: they have a limit of their own (route-limits.test.ts).
      expect((await limited.app.inject({ url: '/games/dice' })).statusCode).toBe(200);
      // Readiness has no limit: the proxy asks it all the time.
      expect((await limited.app.inject({ url: '/api/ready' })).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('rate limits login per IP with a readable 429', async () => {
    const limited = await buildTestApp('sqlite', { authRateLimitMax: 3 });
    try {
      const attempt = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: 'nobody@example.com', password: 'whatever' },
        });
      const codes: number[] = [];
      for (let i = 0; i < 4; i += 1) codes.push((await attempt()).statusCode);
      expect(codes).toEqual([401, 401, 401, 429]);
      const refused = await attempt();
      expect(refused.json()).toMatchObject({ message: messages.tooManyAuthAttempts });
      expect(refused.headers['retry-after']).toBeDefined();
      // The rest of the API is not held up by the login limit.
      expect((await limited.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it.runIf(testRedisUrl())('shares the login limit between instances through Redis', async () => {
    const testDb = await createTestDatabase('sqlite');
    // A fresh client address per run, so that runs never share a count in Redis.
    const ip = `10.${randomBytes(3).join('.')}`;
    // And a fresh address to sign in as: failed sign-ins of one account are limited too, across runs.
    const email = `nobody-${randomBytes(4).toString('hex')}@example.com`;
    const config = testConfig({ redisUrl: testRedisUrl(), authRateLimitMax: 2 });
    const a = await buildApp(config, { database: testDb.database, logger: false });
    const b = await buildApp(config, { database: testDb.database, logger: false });
    try {
      const attempt = (app: typeof a) =>
        app.inject({
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress: ip,
          payload: { email, password: 'whatever' },
        });
      expect((await attempt(a)).statusCode).toBe(401);
      expect((await attempt(b)).statusCode).toBe(401);
      expect((await attempt(a)).statusCode).toBe(429);
      expect((await attempt(b)).statusCode).toBe(429);
    } finally {
      await a.close();
      await b.close();
      await testDb.close();
    }
  });
});
