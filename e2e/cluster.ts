import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
  request,
} from '@playwright/test';
import { type AppProcess, startAppProcess } from '../src/server/testing/app-process';
import {
  type InstanceName,
  PIN_HEADER,
  type RunningProxy,
  SERVED_BY_HEADER,
  startProxy,
} from '../src/server/testing/proxy';
import { freePort } from '../src/server/testing/redis-server';
import { createTestDatabase, type TestDatabase, testRedisUrl } from '../src/server/testing/test-database';
import { E2E_ADMIN } from './admin-helpers';

// Two real server processes on one new PostgreSQL schema and one Redis, behind HAProxy
// (deploy/haproxy.cfg), as players reach a cluster: started by a spec on ports of its own, beside the
// single instance of playwright.config.ts that the other tests use. Each window is pinned to one
// instance by the test proxy's header (testing/proxy.ts), on every request and on the socket, so what
// one player does on one instance must reach the other's page through the database and Redis.

export interface ClusterWindow {
  page: Page;
  pin: InstanceName;
  /** API calls pinned to the same instance, on the proxy. */
  request: APIRequestContext;
  /** The instances that answered the page's API calls (the pinned one only, if the pin holds). */
  servedBy: Set<string>;
  /** What the page threw or logged as an error. */
  errors: string[];
}

export interface Cluster {
  url: string;
  testDb: TestDatabase;
  /** The metrics address of each instance. */
  metrics: Record<InstanceName, string>;
  /** A new window (browser context) pinned to `pin`; closed with the cluster. */
  window(browser: Browser, pin: InstanceName): Promise<ClusterWindow>;
  stop(): Promise<void>;
}

/** Starts the two instances and the proxy; `env` adds to (or overrides) the instances' settings. */
export async function startCluster(name: string, env: Record<string, string> = {}): Promise<Cluster> {
  const instances: AppProcess[] = [];
  const windows: BrowserContext[] = [];
  const apis: APIRequestContext[] = [];
  let proxy: RunningProxy | undefined;
  const testDb = await createTestDatabase('postgres');

  async function stop() {
    await Promise.all([...windows.map((context) => context.close()), ...apis.map((api) => api.dispose())]);
    await proxy?.stop();
    await Promise.all(
      instances.map(async (instance) => {
        instance.signal('SIGINT');
        const ended = await Promise.race([instance.exited, sleep(10_000, 'hung')]);
        if (ended === 'hung') instance.signal('SIGKILL');
      }),
    );
    await testDb.close();
  }

  try {
    const settings: Record<string, string> = {
      DATABASE_URL: testDb.url,
      REDIS_URL: testRedisUrl() as string,
      REDIS_KEY_PREFIX: `e2e-${name}-${randomBytes(4).toString('hex')}`,
      TRUST_PROXY: '127.0.0.1',
      RATE_LIMIT_AUTH_MAX: '10000',
      RATE_LIMIT_API_MAX: '100000',
      LOG_LEVEL: 'warn',
      ADMIN_EMAILS: E2E_ADMIN.email,
      // A short crash chain, as playwright.config.ts's instance has: the 10-million-hash one of a
      // deployment took the first instance past its 30 s start on a loaded CI machine.
      CRASH_CHAIN_LENGTH: '2000',
      // The web app of this run's build, as playwright.config.ts serves it.
      ...(process.env.WEB_ROOT ? { WEB_ROOT: process.env.WEB_ROOT } : {}),
      ...env,
    };
    const urls = {} as Record<InstanceName, string>;
    const metrics = {} as Record<InstanceName, string>;
    for (const pin of ['app1', 'app2'] as const) {
      const metricsPort = await freePort();
      metrics[pin] = `http://127.0.0.1:${metricsPort}/metrics`;
      const instance = await startAppProcess(await freePort(), {
        ...settings,
        METRICS_PORT: String(metricsPort),
      });
      instances.push(instance);
      urls[pin] = instance.url;
    }
    // Nothing fails over here: checks far apart (each may take as long) keep a busy machine's slow
    // answer from marking an instance down and sending its pinned player to the other.
    proxy = await startProxy(urls, 2_000);
    const url = proxy.url;

    return {
      url,
      testDb,
      metrics,
      async window(browser, pin) {
        const headers = { [PIN_HEADER]: pin };
        const context = await browser.newContext({
          baseURL: url,
          viewport: { width: 1440, height: 900 },
          extraHTTPHeaders: headers,
        });
        const api = await request.newContext({ baseURL: url, extraHTTPHeaders: headers });
        windows.push(context);
        apis.push(api);
        const page = await context.newPage();
        const servedBy = new Set<string>();
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.stack ?? error.message));
        page.on('console', (message) => {
          if (message.type() === 'error') errors.push(message.text());
        });
        page.on('response', (response) => {
          if (new URL(response.url()).pathname.startsWith('/api/'))
            servedBy.add(response.headers()[SERVED_BY_HEADER] ?? 'none');
        });
        return { page, pin, request: api, servedBy, errors };
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
