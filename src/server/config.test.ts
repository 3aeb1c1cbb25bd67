import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { BET_THREAD_MIN_CORES, loadConfig, parseAdminEmails } from './config';
import { DEFAULT_POOL_MAX } from './db/database';

describe('configuration', () => {
  it('has safe defaults: port 3000 and the embedded SQLite file', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBe('sqlite:./data/casino.db');
    expect(config.redisUrl).toBeUndefined();
    expect(config.authRateLimitMax).toBeGreaterThan(0);
  });

  it('reads every documented variable', () => {
    const config = loadConfig({
      PORT: '4000',
      DATABASE_URL: 'postgres://db/casino',
      REDIS_URL: 'redis://cache:6379',
      ADMIN_EMAILS: ' Boss@Example.com, ,ops@example.com ',
      RATE_LIMIT_AUTH_MAX: '5',
    });
    expect(config).toMatchObject({
      port: 4000,
      databaseUrl: 'postgres://db/casino',
      redisUrl: 'redis://cache:6379',
      adminEmails: ['boss@example.com', 'ops@example.com'],
      authRateLimitMax: 5,
    });
  });

  it("reads the site's public origin (the chat filter's own site), http://localhost:3000 by default", () => {
    expect(loadConfig({}).publicOrigin).toBe('http://localhost:3000');
    expect(loadConfig({ PUBLIC_ORIGIN: 'https://Casino.Example/' }).publicOrigin).toBe(
      'https://casino.example',
    );
    expect(loadConfig({ PUBLIC_ORIGIN: 'https://casino.example:8443' }).publicOrigin).toBe(
      'https://casino.example:8443',
    );
    for (const bad of [
      'casino.example',
      'ftp://casino.example',
      'https://casino.example/play',
      'https://a@b.example',
    ]) {
      expect(() => loadConfig({ PUBLIC_ORIGIN: bad }), bad).toThrow('PUBLIC_ORIGIN');
    }
  });

  it('reads how many connections to PostgreSQL an instance opens at most', () => {
    expect(loadConfig({}).databasePoolMax).toBe(DEFAULT_POOL_MAX);
    expect(loadConfig({ DATABASE_POOL_MAX: '40' }).databasePoolMax).toBe(40);
    expect(() => loadConfig({ DATABASE_POOL_MAX: '0' })).toThrow('DATABASE_POOL_MAX');
  });

  it('reads the coinflip flip delay and the Redis key prefix', () => {
    expect(loadConfig({})).toMatchObject({ coinflipFlipDelayMs: 3000, redisKeyPrefix: 'casino' });
    const config = loadConfig({ COINFLIP_FLIP_DELAY_MS: '1500', REDIS_KEY_PREFIX: 'blue' });
    expect(config).toMatchObject({ coinflipFlipDelayMs: 1500, redisKeyPrefix: 'blue' });
    expect(() => loadConfig({ COINFLIP_FLIP_DELAY_MS: '-1' })).toThrow('COINFLIP_FLIP_DELAY_MS');
  });

  it('reads the operations settings: metrics port, trusted proxy, shutdown drain, listen backlog', () => {
    expect(loadConfig({})).toMatchObject({
      metricsPort: undefined,
      metricsHost: '127.0.0.1',
      trustProxy: undefined,
      shutdownDrainMs: 3000,
      listenBacklog: 4096,
    });
    const config = loadConfig({
      METRICS_PORT: '9101',
      METRICS_HOST: '10.0.0.5',
      TRUST_PROXY: '10.0.0.0/8',
      SHUTDOWN_DRAIN_MS: '0',
      LISTEN_BACKLOG: '8192',
    });
    expect(config).toMatchObject({
      metricsPort: 9101,
      metricsHost: '10.0.0.5',
      trustProxy: '10.0.0.0/8',
      shutdownDrainMs: 0,
      listenBacklog: 8192,
    });
    expect(() => loadConfig({ SHUTDOWN_DRAIN_MS: '-5' })).toThrow('SHUTDOWN_DRAIN_MS must be a whole number');
  });

  it('puts SQLite bets on a writer thread when asked, or by default with four cores or more', () => {
    expect(loadConfig({ SQLITE_BET_THREAD: 'on' }).sqliteBetThread).toBe(true);
    expect(loadConfig({ SQLITE_BET_THREAD: 'off' }).sqliteBetThread).toBe(false);
    expect(loadConfig({}).sqliteBetThread).toBe(availableParallelism() >= BET_THREAD_MIN_CORES);
    expect(() => loadConfig({ SQLITE_BET_THREAD: 'yes' })).toThrow(
      'SQLITE_BET_THREAD must be on, off or auto',
    );
  });

  it('refuses a port that is not a whole number', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow('PORT must be a positive whole number');
  });

  it('parses an empty admin list', () => {
    expect(parseAdminEmails(undefined)).toEqual([]);
    expect(parseAdminEmails('')).toEqual([]);
  });
});
