import { availableParallelism } from 'node:os';
import { CRASH_BETTING_MS, CRASH_PAUSE_MS } from '../contract/crash-texts';
import { DEFAULT_POOL_MAX } from './db/database';
/** Settings read once from the environment; the README lists every one. */
export interface AppConfig {
  port: number;
  host: string;
  /**
   * Connections the kernel holds for the server before it accepts them (LISTEN_BACKLOG; the kernel
   * caps it at net.core.somaxconn). Node's 511 overflowed when a thousand players' first requests, or
   * ten thousand pages reconnecting after a restart, came at once: each dropped connection waited 1, 3,
   * 7, 15 s for the client's retry.
   */
  listenBacklog: number;
  databaseUrl: string;
  /** PostgreSQL connections at most (DATABASE_POOL_MAX). */
  databasePoolMax: number;
  redisUrl: string | undefined;
  /** Prefix of this deployment's Redis keys and channels, to share one Redis with others. */
  redisKeyPrefix: string;
  adminEmails: string[];
  /** Login and register attempts per IP per window. */
  authRateLimitMax: number;
  /** Requests per IP per window on the rest of the API. */
  apiRateLimitMax: number;
  /** Requests per IP per window on the web app's pages and files; unset, twice the API's. */
  webRateLimitMax: number | undefined;
  rateLimitWindowMs: number;
  tokenTtlDays: number;
  webRoot: string | undefined;
  logLevel: string;
  /** How long the coinflip coin spins before the result is announced. */
  coinflipFlipDelayMs: number;
  /** Shortest time between two chat messages of one user. */
  chatCooldownMs: number;
  /** Port of the Prometheus metrics, apart from the app's (0: any free port); unset, no metrics server. */
  metricsPort: number | undefined;
  metricsHost: string;
  /** Sockets one address (as TRUST_PROXY reads it) may hold open at once. */
  socketsPerIpMax: number;
  /** Which proxies' X-Forwarded-For to believe (Fastify's trustProxy); unset, none. */
  trustProxy: string | undefined;
  /** On SIGTERM, how long to answer 'draining' on /api/ready before closing, so the proxy stops sending. */
  shutdownDrainMs: number;
  /** EVENT_LOOP_STATS=1: admins can read how late the event loop ran (GET /api/admin/event-loop). */
  eventLoopStats: boolean;
  /** On SQLite, whether dice and slots bets settle on a writer thread of their own (SQLITE_BET_THREAD). */
  sqliteBetThread: boolean;
  /** Crash: hashes in the chain made at the first start (CRASH_CHAIN_LENGTH, default 10 million). */
  crashChainLength: number;
  /** Crash: the chain's seed and salt (CRASH_CHAIN_SEED, CRASH_CHAIN_SALT); unset, random (tests fix them). */
  crashChainSeed: string | undefined;
  crashChainSalt: string | undefined;
  /** Crash: how long bets are taken, and how long the result shows (CRASH_BETTING_MS, CRASH_PAUSE_MS). */
  crashBettingMs: number;
  crashPauseMs: number;
  /** The wager fold's time between passes (WAGER_FOLD_INTERVAL_MS; 0: only on demand). */
  wagerFoldIntervalMs: number;
  /**
   * The site's public origin, as players reach it (PUBLIC_ORIGIN, e.g. https://casino.example): links
   * to its host pass the chat filter, every other site's are refused.
   */
  publicOrigin: string;
}

/**
 * The writer thread needs a second core: there, the statements and commit of a bet run beside the
 * main thread's request handling. On two cores it measured 30-50 % more bets a second than the app's
 * connection once the main thread's share of a bet had been trimmed (docs/performance-history.md).
 */
export const BET_THREAD_MIN_CORES = 2;

function betThreadFromEnv(env: NodeJS.ProcessEnv): boolean {
  const raw = env.SQLITE_BET_THREAD;
  if (raw === undefined || raw === '' || raw === 'auto')
    return availableParallelism() >= BET_THREAD_MIN_CORES;
  if (raw === 'on' || raw === 'off') return raw === 'on';
  throw new Error(`SQLITE_BET_THREAD must be on, off or auto, got "${raw}"`);
}

function intFromEnv(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) {
    throw new Error(`${name} must be a positive whole number, got "${raw}"`);
  }
  return value;
}

function wholeFromEnv(env: NodeJS.ProcessEnv, name: string, fallback: number | undefined) {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number, got "${raw}"`);
  return value;
}

/** PUBLIC_ORIGIN: an http(s) origin, nothing after the host and port; answered as URL.origin. */
export function parsePublicOrigin(raw: string | undefined): string {
  if (raw === undefined || raw === '') return 'http://localhost:3000';
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`PUBLIC_ORIGIN must be an origin such as https://casino.example, got "${raw}"`);
  }
  const bare = url.username === '' && url.password === '' && url.pathname === '/' && !url.search && !url.hash;
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !bare) {
    throw new Error(`PUBLIC_ORIGIN must be an http or https origin without path, got "${raw}"`);
  }
  return url.origin;
}

export function parseAdminEmails(raw: string | undefined): string[] {
  return (raw ?? '')
    .split(',')
    .map((email) => email.trim().toLowerCase())
    .filter((email) => email.length > 0);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  return {
    port: intFromEnv(env, 'PORT', 3000),
    host: env.HOST || '0.0.0.0',
    listenBacklog: intFromEnv(env, 'LISTEN_BACKLOG', 4096),
    databaseUrl: env.DATABASE_URL || 'sqlite:./data/casino.db',
    databasePoolMax: intFromEnv(env, 'DATABASE_POOL_MAX', DEFAULT_POOL_MAX),
    redisUrl: env.REDIS_URL || undefined,
    redisKeyPrefix: env.REDIS_KEY_PREFIX || 'casino',
    adminEmails: parseAdminEmails(env.ADMIN_EMAILS),
    authRateLimitMax: intFromEnv(env, 'RATE_LIMIT_AUTH_MAX', 10),
    apiRateLimitMax: intFromEnv(env, 'RATE_LIMIT_API_MAX', 600),
    webRateLimitMax: env.RATE_LIMIT_WEB_MAX ? intFromEnv(env, 'RATE_LIMIT_WEB_MAX', 1) : undefined,
    rateLimitWindowMs: intFromEnv(env, 'RATE_LIMIT_WINDOW_MS', 60_000),
    tokenTtlDays: intFromEnv(env, 'TOKEN_TTL_DAYS', 30),
    webRoot: env.WEB_ROOT || undefined,
    logLevel: env.LOG_LEVEL || 'info',
    coinflipFlipDelayMs: intFromEnv(env, 'COINFLIP_FLIP_DELAY_MS', 3000),
    chatCooldownMs: intFromEnv(env, 'CHAT_COOLDOWN_MS', 1000),
    metricsPort: wholeFromEnv(env, 'METRICS_PORT', undefined),
    metricsHost: env.METRICS_HOST || '127.0.0.1',
    socketsPerIpMax: intFromEnv(env, 'SOCKETS_PER_IP_MAX', 50),
    trustProxy: env.TRUST_PROXY || undefined,
    shutdownDrainMs: wholeFromEnv(env, 'SHUTDOWN_DRAIN_MS', 3000) as number,
    eventLoopStats: env.EVENT_LOOP_STATS === '1',
    sqliteBetThread: betThreadFromEnv(env),
    crashChainLength: intFromEnv(env, 'CRASH_CHAIN_LENGTH', 10_000_000),
    crashChainSeed: env.CRASH_CHAIN_SEED || undefined,
    crashChainSalt: env.CRASH_CHAIN_SALT || undefined,
    crashBettingMs: intFromEnv(env, 'CRASH_BETTING_MS', CRASH_BETTING_MS),
    crashPauseMs: intFromEnv(env, 'CRASH_PAUSE_MS', CRASH_PAUSE_MS),
    wagerFoldIntervalMs: wholeFromEnv(env, 'WAGER_FOLD_INTERVAL_MS', 1000) as number,
    publicOrigin: parsePublicOrigin(env.PUBLIC_ORIGIN),
  };
}
