import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { DiceBody } from '../src/contract/dice';
import { SERVER_NODE_FLAGS } from '../src/server/node-flags';
import { freePort } from '../src/server/testing/redis-server';
import type { LoadConfig, LoadResult } from './load';
import { QUIET_CRASH_ENV, runBenchmark, runLoad, sleep, startTs, stopChild } from './processes';
import { SCALE_ADMIN_EMAIL, scalePlayer, searchTerms } from './scale-data';
import { eventLoopSince, startIdleProbe } from './scale-loop';
import { seedRaceStandings } from './scale-race';
import {
  type EventLoopWindow,
  eventLoopLines,
  failureLines,
  goalLines,
  type ScaleRun,
  scaleTable,
} from './scale-report';
import { seedScaleDatabase } from './scale-seed';
import { DATABASE_NAMES, type DatabaseKind, intFromEnv, readSettings } from './settings';
import { type BenchDatabase, createBenchDatabase } from './setup';

// npm run bench:scale — issue 14's million players. Per database (SQLite, and PostgreSQL in a schema
// of its own when TEST_DATABASE_URL or DATABASE_URL names one): seed the players, start our server on
// them, and measure start-up, the leaderboard, the admin user list (first, middle and last pages) and
// search, the weekly race's standings (as a guest, and with a player's own place; issue 36), then
// dice bets while admin searches and pages run flat out, with the server's own account of its event
// loop (EVENT_LOOP_STATS=1). Figures are printed against the goals, never enforced;
// only answers that fail (not 2xx) fail the run.
//
// BENCH_SCALE_PLAYERS (1,000,000)  BENCH_DURATION (s per load, 10)  BENCH_DATABASES, BENCH_SERVER as in
// bench/settings.ts. The smoke run in CI: BENCH_SCALE_PLAYERS=5000 BENCH_DURATION=1 BENCH_WARMUP=0.

const settings = readSettings();
const players = intFromEnv(process.env, 'BENCH_SCALE_PLAYERS', 1_000_000, 100);
const dir = mkdtempSync(join(tmpdir(), 'casino-scale-'));
const databases: BenchDatabase[] = [];
// Our server runs alone: no Redis adapter, as in bench:bets.
const { REDIS_URL: _redis, ...inherited } = process.env;

/** Connections per load: the leaderboard as the issue measured it, admins a few at a time, bets beside them. */
const CONNECTIONS = { leaderboard: 10, admin: 4, bets: 10 };
const BETTORS = 1000;
/** The least a bettor holds. */
const BETTOR_FUNDS = 10_000;
const diceBody: DiceBody = { betAmount: 1, prediction: 'over', targetNumber: 3 };

const progress = (text: string) => process.stderr.write(`… ${text}\n`);
const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ');

/** Starts our server and times it from the process's start until /api/health answers. */
async function startServer(url: string, port: number) {
  const started = performance.now();
  const server = startTs(
    settings.serverEntry,
    [],
    {
      ...inherited,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: url,
      LOG_LEVEL: 'warn',
      ADMIN_EMAILS: SCALE_ADMIN_EMAIL,
      EVENT_LOOP_STATS: '1',
      RATE_LIMIT_API_MAX: '1000000000',
      RATE_LIMIT_AUTH_MAX: '1000000000',
      ...QUIET_CRASH_ENV,
    },
    SERVER_NODE_FLAGS,
  );
  const deadline = started + 120_000;
  while (performance.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`our server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) {
        return { server, startupMs: performance.now() - started };
      }
    } catch {
      // not listening yet
    }
    await sleep(10);
  }
  await stopChild(server);
  throw new Error('our server did not answer within 120 s');
}

/** The admin's players, bettors and paths: all derived from the seeded players' numbers. */
function workloads(count: number) {
  const admin = scalePlayer(1, count, 0).token;
  const bettors: string[] = [];
  const step = Math.max(1, Math.floor(count / BETTORS));
  for (let i = 2; i <= count && bettors.length < BETTORS; i += step) {
    const player = scalePlayer(i, count, 0);
    // Each connection bets as one player, over a thousand times a run: 1 FF bets at even odds could
    // take a 100 FF balance to nothing (a 400 'Insufficient fun funds'), never one of 10,000.
    if (!player.tokenExpired && player.funFunds >= BETTOR_FUNDS) bettors.push(player.token);
  }
  const middle = Math.floor(count / 2);
  // A player in the middle of the race's standings, whose own place counts half a million above it.
  let racer = scalePlayer(middle, count, 0);
  for (let i = middle + 1; racer.tokenExpired && i <= count; i += 1) racer = scalePlayer(i, count, 0);
  const middlePages = Array.from(
    { length: 100 },
    (_, k) => `/api/users?limit=20&after=${middle + (k - 50) * Math.max(1, Math.floor(count / 1000))}`,
  );
  const searches = searchTerms(500, count).map(
    (term) => `/api/users?limit=20&search=${encodeURIComponent(term)}`,
  );
  return {
    admin,
    racer: racer.token,
    bettors,
    firstPage: ['/api/users?limit=20'],
    middlePages,
    lastPage: ['/api/users?limit=20&last=true'],
    searches,
    mix: [...searches.slice(0, 200), ...middlePages, '/api/users?limit=20', '/api/users?limit=20&last=true'],
  };
}

async function benchDatabase(kind: DatabaseKind): Promise<ScaleRun> {
  const name = DATABASE_NAMES[kind];
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;

  // The reference: the same server on an empty database of the same kind.
  const empty = createBenchDatabase(kind, join(dir, 'empty'), settings.postgresUrl);
  databases.push(empty);
  const reference = await startServer(empty.url, port);
  await stopChild(reference.server);
  await empty.drop();

  const database = createBenchDatabase(kind, dir, settings.postgresUrl);
  databases.push(database);
  progress(`${name}: seeding ${players.toLocaleString('en-US')} players`);
  const seedStarted = performance.now();
  let reported = 0;
  await seedScaleDatabase(database.url, players, (done, count) => {
    if (done === count || done - reported >= count / 10) {
      reported = done;
      progress(`${name}: ${done.toLocaleString('en-US')} of ${count.toLocaleString('en-US')} players`);
    }
  });
  progress(`${name}: a weekly race score for every player`);
  await seedRaceStandings(database.url);
  const seedSeconds = (performance.now() - seedStarted) / 1000;

  const { server, startupMs } = await startServer(database.url, port);
  try {
    const work = workloads(players);
    const tokensFile = join(dir, `bettors-${kind}.json`);
    writeFileSync(tokensFile, JSON.stringify(work.bettors));
    const eventLoop: Record<string, EventLoopWindow> = {};
    const idleLoop: Record<string, EventLoopWindow> = {};
    eventLoop['start-up'] = await eventLoopSince(baseUrl, work.admin);

    const measure = async (phase: string, config: Omit<LoadConfig, 'seconds'>): Promise<LoadResult> => {
      progress(`${name}: ${phase}, ${settings.seconds} s`);
      const probe = await startIdleProbe();
      await eventLoopSince(baseUrl, work.admin);
      const result = await runLoad({ ...config, seconds: settings.seconds });
      eventLoop[phase] = await eventLoopSince(baseUrl, work.admin);
      idleLoop[phase] = await probe.stop();
      return result;
    };
    const leaderboardLoad = {
      label: 'leaderboard',
      url: `${baseUrl}/api/leaderboard`,
      connections: CONNECTIONS.leaderboard,
      serverPid: server.pid,
    };
    const betsLoad = {
      label: 'dice bets',
      url: `${baseUrl}/api/games/dice`,
      connections: CONNECTIONS.bets,
      serverPid: server.pid,
      bearer: { tokensFile, body: JSON.stringify(diceBody) },
    };
    const admin = (label: string, paths: string[]): Omit<LoadConfig, 'seconds'> => ({
      label,
      url: `${baseUrl}/`,
      connections: CONNECTIONS.admin,
      serverPid: server.pid,
      rotate: { paths, token: work.admin },
    });

    if (settings.warmupSeconds > 0) {
      // Every path once hot (compiled schemas, JIT, caches), none of it measured.
      progress(`${name}: ${settings.warmupSeconds} s warm-up`);
      await Promise.all([
        runLoad({ ...admin('warm-up', [...work.mix, ...work.searches]), seconds: settings.warmupSeconds }),
        runLoad({ ...leaderboardLoad, label: 'warm-up', seconds: settings.warmupSeconds }),
        runLoad({ ...betsLoad, label: 'warm-up', connections: 2, seconds: settings.warmupSeconds }),
      ]);
    }
    const leaderboard = await measure('leaderboard', leaderboardLoad);
    const firstPage = await measure('first page', admin('first page', work.firstPage));
    const middlePages = await measure('middle pages', admin('middle pages', work.middlePages));
    const lastPage = await measure('last page', admin('last page', work.lastPage));
    const search = await measure('search', admin('search', work.searches));
    // The weekly race: the top ten (cached a second or two per instance) as guests read it, and the
    // same with a player's own place, counted on the index among a million (a player in the middle).
    const standings = (label: string, token?: string) =>
      measure(label, {
        label,
        url: `${baseUrl}/`,
        connections: CONNECTIONS.leaderboard,
        serverPid: server.pid,
        rotate: { paths: ['/api/races/current'], ...(token ? { token } : {}) },
      });
    const raceGuests = await standings('race standings');
    const racePlayer = await standings('race with own place', work.racer);

    progress(`${name}: dice bets while admins search and page, ${settings.seconds} s`);
    const probe = await startIdleProbe();
    await eventLoopSince(baseUrl, work.admin);
    const [adminUnderBets, betsUnderAdmin] = await Promise.all([
      runLoad({ ...admin('admin mix', work.mix), seconds: settings.seconds }),
      runLoad({ ...betsLoad, seconds: settings.seconds }),
    ]);
    eventLoop['bets and admin'] = await eventLoopSince(baseUrl, work.admin);
    idleLoop['bets and admin'] = await probe.stop();

    return {
      kind,
      players,
      seedSeconds,
      startupEmptyMs: reference.startupMs,
      startupMs,
      leaderboard,
      firstPage,
      middlePages,
      lastPage,
      search,
      raceGuests,
      racePlayer,
      adminUnderBets,
      betsUnderAdmin,
      eventLoop,
      idleLoop,
    };
  } finally {
    await stopChild(server);
    await database.drop();
  }
}

async function main(): Promise<number> {
  const names = settings.databases.map((kind) => DATABASE_NAMES[kind]).join(' and ');
  console.log(`Fun Funds Casino with ${players.toLocaleString('en-US')} players on ${names}`);
  console.log(
    `machine: ${availableParallelism()} cores, load average ${loadAverage()} (1 / 5 / 15 min) at start; node ${process.version}`,
  );
  console.log(
    `load: autocannon in processes of their own, ${settings.seconds} s each; leaderboard ${CONNECTIONS.leaderboard} ` +
      `connections, admin ${CONNECTIONS.admin}, dice bets ${CONNECTIONS.bets} (a player of at least ${BETTOR_FUNDS.toLocaleString('en-US')} FF each)`,
  );
  const runs: ScaleRun[] = [];
  for (const kind of settings.databases) runs.push(await benchDatabase(kind));

  const print = (lines: string[]) => {
    for (const line of lines) console.log(line);
  };
  console.log('');
  print(scaleTable(runs));
  console.log(
    '(p50 / p99, and answers per second; start-up is from the process start to /api/health answering)',
  );
  console.log(`machine: load average ${loadAverage()} at the end`);
  if (settings.seconds < 5 || players < 1_000_000) {
    console.log('a short or small run: a smoke test of the paths, not a measurement of issue 14');
  }
  console.log('');
  print(goalLines(runs));
  console.log('');
  print(eventLoopLines(runs));
  const failures = failureLines(runs);
  if (failures.length > 0) {
    console.log('\nanswers that failed:');
    print(failures.map((line) => `  ${line}`));
  }
  return failures.length === 0 ? 0 : 1;
}

/** Drops the PostgreSQL schemas and removes the files (the processes are stopped before). */
async function dropDatabasesAndFiles(): Promise<void> {
  const drops = await Promise.allSettled(databases.map((database) => database.drop()));
  for (const drop of drops) if (drop.status === 'rejected') console.error(drop.reason);
  rmSync(dir, { recursive: true, force: true });
}

runBenchmark(main, dropDatabasesAndFiles);
