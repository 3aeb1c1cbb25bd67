import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppConfig } from '../config';
import { listenOnFreePort } from '../testing/socket-client';
import { buildTestApp, type TestApp, testRedisUrl } from '../testing/test-app';
import { apiSecurityHeaders } from './security';

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
}

/**
 * One GET with the request-target exactly as written (no client normalises it), from `client` as
 * X-Forwarded-For names it to the app, which trusts 127.0.0.1.
 */
function rawGet(port: number, target: string, client: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(
        `GET ${target} HTTP/1.1\r\nHost: casino.test\r\nX-Forwarded-For: ${client}\r\nConnection: close\r\n\r\n`,
      );
    });
    let text = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk) => {
      text += chunk;
    });
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = ''] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({ status: Number(statusLine.split(' ')[1]), headers });
    });
  });
}

/** Spellings of GET /api/users/me that the router matches to it, or that it matches to nothing. */
const SPELLINGS = [
  '/%61pi/users/me',
  '/api/users/%6De',
  'http://casino.test/api/users/me',
  'HTTP://other.host:8080/api/users/me',
  '/api/users/me?x',
  '/api/users/me#x',
  '/api/users/me/',
  '/api/users/me.',
  '/api/users//me',
  '/api/users/me;x',
  '/api/users/me%00',
  '/api%2Fusers%2Fme',
  '//api/users/me',
  'http://casino.test//api/users/me',
  '/API/users/me',
  '/Api/Users/Me',
  '/api./users/me',
  '/./api/users/me',
  '/%2561pi/users/me',
  '/%252561pi/users/me',
];

// Each client its own address, so every spelling starts with a fresh count: with Redis, per run too.
const runTag = randomBytes(2).readUInt16BE(0);
let clients = 0;
const nextClient = () => {
  clients += 1;
  return `10.${runTag >> 8}.${runTag & 0xff}.${clients}`;
};

/** A fresh IPv6 /64 of the documentation range, written as its first four groups. */
const nextPrefix = () => {
  clients += 1;
  return `2001:db8:${runTag.toString(16)}:${clients.toString(16)}`;
};

const counters: [string, string | undefined][] = [['in process', undefined]];
const redisUrl = testRedisUrl();
if (redisUrl) counters.push(['shared through Redis', redisUrl]);

describe.each(counters)('limits by route, not by spelling (%s)', (_name, redisUrl) => {
  let t: TestApp;
  let port: number;
  let webRoot: string;
  beforeAll(async () => {
    webRoot = mkdtempSync(join(tmpdir(), 'casino-web-'));
    writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>Fun Funds Casino</title>');
    const overrides: Partial<AppConfig> = { apiRateLimitMax: 1, trustProxy: '127.0.0.1', webRoot };
    if (redisUrl)
      Object.assign(overrides, {
        redisUrl,
        redisKeyPrefix: `route-limits-${randomBytes(4).toString('hex')}`,
      });
    t = await buildTestApp('sqlite', overrides);
    port = Number(new URL(await listenOnFreePort(t.app)).port);
  });
  afterAll(async () => {
    await t?.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it.each(SPELLINGS)(
    '%s counts against the same limit as /api/users/me, with the API headers',
    async (spelling) => {
      const client = nextClient();
      const first = await rawGet(port, spelling, client);
      expect(first.status).not.toBe(429);
      // The spelling used the one call allowed: the canonical path is refused, and so is it.
      expect((await rawGet(port, '/api/users/me', client)).status).toBe(429);
      const again = await rawGet(port, spelling, client);
      expect(again.status).toBe(429);
      for (const answer of [first, again]) {
        for (const [name, value] of Object.entries(apiSecurityHeaders))
          expect(answer.headers[name]).toBe(value);
      }
    },
  );

  it("gives the web app's pages and files a limit of their own, apart from the API's", async () => {
    const client = nextClient();
    expect((await rawGet(port, '/api/users/me', client)).status).toBe(401);
    expect((await rawGet(port, '/api/users/me', client)).status).toBe(429);
    // Twice the API's limit by default.
    const pages = [];
    for (const target of ['/games/dice', '/index.html', '/games/dice'])
      pages.push(await rawGet(port, target, client));
    expect(pages.map((answer) => answer.status)).toEqual([200, 200, 429]);
    expect(pages[0]?.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('counts IPv6 clients per /64, and IPv4-mapped addresses as their IPv4 address', async () => {
    const prefix = nextPrefix();
    expect((await rawGet(port, '/api/users/me', `${prefix}::1`)).status).toBe(401);
    // Another address of the same /64, spelled out in full: the same client.
    expect((await rawGet(port, '/api/users/me', `${prefix}:ffff:0:0:9`)).status).toBe(429);
    // The next /64 is another client.
    expect((await rawGet(port, '/api/users/me', `${nextPrefix()}::1`)).status).toBe(401);
    const ipv4 = nextClient();
    expect((await rawGet(port, '/api/users/me', ipv4)).status).toBe(401);
    expect((await rawGet(port, '/api/users/me', `::ffff:${ipv4}`)).status).toBe(429);
  });
});
