import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { serverNodeArgs } from './src/server/node-flags';

// E2E_PORT lets several runs share a machine.
const PORT = Number(process.env.E2E_PORT ?? 3100);
const BASE_URL = `http://127.0.0.1:${PORT}`;

// A fresh database per run. Workers load this file again; the environment keeps them on the same file,
// and global-teardown removes it.
process.env.E2E_DB_FILE ??= join(tmpdir(), `fun-funds-e2e-${process.pid}-${Date.now()}.db`);

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  // Most of a browser test is waiting on the server, the socket or an animation: on 2 cores, three
  // workers got through the suite in about two thirds of the time two took (issue 17).
  workers: 3,
  // In CI a failed test runs once more, with a trace recorded, and the run fails all the same:
  // recording a trace of every test (to keep the failures') cost about a quarter of the suite's time.
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: Boolean(process.env.CI),
  // A journey's limit, not its length: under the full suite on a loaded two-core machine some took
  // more than a minute (limbo's, dice's autobet), their steps each within their own limits.
  timeout: 90_000,
  // A page's first load took 12 s under the full suite on a loaded two-core machine (its scripts and
  // three crash pages' canvases sharing the cores with the server): waits are for events, so a longer
  // limit costs a passing test nothing.
  expect: { timeout: 20_000 },
  reporter: process.env.CI ? 'line' : [['list']],
  globalTeardown: './e2e/global-teardown.ts',
  use: {
    baseURL: BASE_URL,
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1440, height: 900 },
        launchOptions: {
          executablePath: '/usr/bin/chromium',
          args: [
            '--headless',
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
  ],
  webServer: {
    // The compiled server, as `npm start` runs it (built here first should dist/server be stale).
    command: `node ${serverNodeArgs().join(' ')}`,
    url: `${BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      DATABASE_URL: `sqlite:${process.env.E2E_DB_FILE}`,
      RATE_LIMIT_AUTH_MAX: '1000',
      RATE_LIMIT_API_MAX: '100000',
      LOG_LEVEL: 'warn',
      // The admin the admin and leaderboard tests sign in as (e2e/admin-helpers.ts).
      ADMIN_EMAILS: 'admin@e2e.test',
      // Long enough that the chat test's second message always meets the rate limit.
      CHAT_COOLDOWN_MS: '5000',
      // Crash: short phases on a small fixed chain whose first 80 rounds all crash below 8.5x (a round
      // lasts 36 s at most), so that e2e/crash.spec.ts ends in time whenever in the run it starts. The
      // betting phase is the game's 6 s: its test bets with 3 s of it left (a loaded machine took more
      // than 2 s between reading the countdown and the bet's arrival).
      CRASH_BETTING_MS: '6000',
      // The result and the round's players stay 5 s after a crash: the players' rows are checked
      // then, and a loaded machine took longer than 1.5 s to get there.
      CRASH_PAUSE_MS: '5000',
      CRASH_CHAIN_LENGTH: '2000',
      CRASH_CHAIN_SEED: 'e2e crash 2330',
      CRASH_CHAIN_SALT: 'e2e-crash-chain-salt',
      // With REDIS_URL set (as in CI), keep this run's socket events and cooldowns to itself.
      REDIS_KEY_PREFIX: `casino-e2e-${process.pid}-${Date.now()}`,
      // A run may serve its own build of the web app (e.g. `vite build --outDir`), leaving others' alone.
      ...(process.env.WEB_ROOT ? { WEB_ROOT: process.env.WEB_ROOT } : {}),
    },
  },
});
