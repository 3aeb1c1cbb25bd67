import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HookHandlerDoneFunction,
  onResponseHookHandler,
} from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Registry } from 'prom-client';
import { INSTANT_GAME_NAMES, type InstantGameName } from '../../games/instant-games';
import type { Database } from '../db/database';
import { createLatencyHistogram, type LatencyHistogram, type LatencySeries } from './latency-histogram';

export type BetGame = InstantGameName | 'mines' | 'blackjack' | 'coinflip';
const BET_GAMES: readonly BetGame[] = [...INSTANT_GAME_NAMES, 'mines', 'blackjack', 'coinflip'];

/** Bets answer in milliseconds; the upper buckets catch a stalled database. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

/** What the gauges read at each scrape, filled in as the app's parts come up. */
export interface MetricSources {
  /** Socket.io connections open on this instance. */
  openSockets(): number;
  /** The database connections: all, idle, and callers waiting for one. */
  databasePool(): { total: number; idle: number; waiting: number };
  /** Whether this instance drives the crash round (holds its lease). */
  crashDriving(): boolean;
}

export interface Metrics {
  registry: Registry;
  /** The answer times by route, method and status (see latency-histogram.ts). */
  latency: LatencyHistogram;
  /** Everything, in Prometheus' text format, as the metrics endpoint serves it. */
  text(): Promise<string>;
  /** A stake was taken in `game`. */
  betPlaced(game: BetGame): void;
  watch(sources: Partial<MetricSources>): void;
}

type BetRule = { game: BetGame; counts(body: unknown): boolean };

const always = () => true;
const actionIs = (action: string) => (body: unknown) =>
  typeof body === 'object' && body !== null && (body as { action?: unknown }).action === action;

/** The routes that take a stake, and which of their answers mean one was taken (a 200 in every case). */
const BET_ROUTES: Readonly<Record<string, BetRule>> = {
  ...Object.fromEntries(
    INSTANT_GAME_NAMES.map((game) => [`POST /api/games/${game}`, { game, counts: always }]),
  ),
  'POST /api/games/mines': { game: 'mines', counts: actionIs('start') },
  'POST /api/games/blackjack': { game: 'blackjack', counts: actionIs('deal') },
};

export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  // Counted here and handed to the counter at each scrape: prom-client's own `inc` hashes the labels
  // on every bet. Every game is listed from the start, at 0, so that rates are defined before its first bet.
  const betsSinceScrape = new Map<BetGame, number>(BET_GAMES.map((game) => [game, 0]));
  new Counter({
    name: 'casino_bets_total',
    help: 'Bets placed (stakes taken), by game',
    labelNames: ['game'],
    registers: [registry],
    collect() {
      for (const [game, count] of betsSinceScrape) {
        this.inc({ game }, count);
        betsSinceScrape.set(game, 0);
      }
    },
  });
  const latency = createLatencyHistogram(
    'http_request_duration_seconds',
    'Time from request to answer, by route',
    LATENCY_BUCKETS,
  );
  const sources: MetricSources = {
    openSockets: () => 0,
    databasePool: () => ({ total: 0, idle: 0, waiting: 0 }),
    crashDriving: () => false,
  };
  new Gauge({
    name: 'casino_open_sockets',
    help: 'Socket.io connections open on this instance',
    registers: [registry],
    collect() {
      this.set(sources.openSockets());
    },
  });
  new Gauge({
    name: 'casino_db_pool_connections',
    help: 'Database connections of this instance: total, idle, and callers waiting for one',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const pool = sources.databasePool();
      this.set({ state: 'total' }, pool.total);
      this.set({ state: 'idle' }, pool.idle);
      this.set({ state: 'waiting' }, pool.waiting);
    },
  });
  new Gauge({
    name: 'casino_crash_driving',
    help: 'Whether this instance drives the crash round (1) or serves the round another drives (0)',
    registers: [registry],
    collect() {
      this.set(sources.crashDriving() ? 1 : 0);
    },
  });
  return {
    registry,
    latency,
    text: async () => `${await registry.metrics()}\n${latency.text()}`,
    betPlaced(game) {
      const count = betsSinceScrape.get(game);
      if (count !== undefined) betsSinceScrape.set(game, count + 1);
    },
    watch(next) {
      Object.assign(sources, next);
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
    /** Where this instance serves its metrics once the app is ready (undefined without METRICS_PORT). */
    metricsUrl(): string | undefined;
  }
}

/**
 * The latency histogram per route and the bet counter, measured in one onResponse hook per route
 * (added as each route is declared, so the hook knows its route without looking it up per request).
 * Call before any route is registered.
 */
export function registerMetrics(
  app: FastifyInstance,
  options: { port: number | undefined; host: string; database: Database },
) {
  const metrics = createMetrics();
  const { pool } = options.database;
  // SQLite is one connection, never waited for: the bet path's statements run synchronously.
  metrics.watch({
    databasePool: pool
      ? () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount })
      : () => ({ total: 1, idle: 1, waiting: 0 }),
  });
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const bet = methods.includes('POST') ? BET_ROUTES[`POST ${route.url}`] : undefined;
    // One timing series per method and status of this route, created on first use.
    const series = new Map<string, Map<number, LatencySeries>>();
    function measure(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) {
      const status = reply.statusCode;
      let byStatus = series.get(request.method);
      if (!byStatus) {
        byStatus = new Map();
        series.set(request.method, byStatus);
      }
      let timing = byStatus.get(status);
      if (!timing) {
        timing = metrics.latency.seriesOf({
          method: request.method,
          route: route.url,
          status_code: String(status),
        });
        byStatus.set(status, timing);
      }
      timing.observe(reply.elapsedTime / 1000);
      if (bet && status === 200 && bet.counts(request.body)) metrics.betPlaced(bet.game);
      done();
    }
    const existing = route.onResponse;
    route.onResponse = [
      ...(Array.isArray(existing) ? existing : existing ? [existing] : []),
      measure as onResponseHookHandler,
    ];
  });

  app.decorate('metrics', metrics);
  let server: Server | undefined;
  app.decorate('metricsUrl', () => {
    const address = server?.address() as AddressInfo | null | undefined;
    return address ? `http://${options.host}:${address.port}/metrics` : undefined;
  });
  if (options.port === undefined) return metrics;

  // A port of its own: each instance is scraped directly, and the proxy never exposes it.
  app.addHook('onReady', async () => {
    server = createServer((request, response) => {
      if (request.url !== '/metrics') {
        response.writeHead(404).end();
        return;
      }
      metrics.text().then(
        (text) => response.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text),
        () => response.writeHead(500).end(),
      );
    });
    await new Promise<void>((resolve, reject) => {
      server?.once('error', reject);
      server?.listen(options.port, options.host, resolve);
    });
  });
  app.addHook('onClose', async () => {
    if (!server) return;
    const closed = new Promise((resolve) => server?.close(resolve));
    server.closeAllConnections();
    await closed;
  });
  return metrics;
}
