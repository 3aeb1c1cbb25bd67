import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { CRASH_BETTING_MS } from '../src/contract/crash-texts';
import { SERVER_NODE_FLAGS } from '../src/server/node-flags';
import { freePort } from '../src/server/testing/redis-server';
import { checkCrashBooks } from './crash-books';
import { openCrashPage, playRounds } from './crash-players';
import {
  COLUMN_NOTES,
  type CrashRun,
  crashTable,
  goalLines,
  problems,
  runName,
  tickRun,
} from './crash-report';
import { chainWindow, chooseChain, crashEnv, signInCrowd, startInstances } from './crash-setup';
import { type MergedRound, mergeReports } from './crash-ticks';
import { cpuLine, cpuSnapshot } from './machine-cpu';
import {
  loadAverage,
  print,
  progress,
  runBenchmark,
  sleep,
  startTs,
  stopChild,
  waitForHttp,
} from './processes';
import { DATABASE_NAMES, type DatabaseKind, intFromEnv, readSettings } from './settings';
import { type BenchDatabase, createBenchDatabase, dropDatabasesAndFiles } from './setup';
import { type SocketPool, startSocketPool } from './socket-pool';
import { openFileProblem, waitForQuiet } from './socket-setup';

// npm run bench:crash — issue 35's crash round under load. Per database: first a bare socket.io server
// (bench/crash-reference-server.ts; two on the Redis adapter for PostgreSQL) broadcasts ticks to
// BENCH_CRASH_SOCKETS watching sockets; then our server on a fresh database (SQLite: one instance;
// PostgreSQL + Redis: two, players and sockets split over both) with as many signed-in sockets
// watching crash, BENCH_CRASH_PLAYERS of them players who bet every round and cash out at random
// moments, for BENCH_CRASH_ROUNDS rounds; then the books, with the servers stopped. Prints one table
// against issue 35's floors and aims. Only failed answers (not 2xx, other than a late bet or cash-out)
// or the books fail the run, never a figure.
//
// BENCH_CRASH_SOCKETS (10000)   BENCH_CRASH_PLAYERS (1000)   BENCH_CRASH_ROUNDS (5)
// BENCH_CRASH_BETTING_MS (6000, the game's), BENCH_CRASH_PAUSE_MS (1000)   the servers' CRASH_BETTING_MS, CRASH_PAUSE_MS
// BENCH_CRASH_MAX_POINT (10)    the benchmark seeds the chain so that the rounds crash at or below it
// BENCH_CRASH_REFERENCE_TICKS (200)  ticks the bare socket.io server sends (10 a second)
// BENCH_CRASH_MARGIN_MS (500)   no cash-out is sent later than this before the crash
// BENCH_SOCKET_THREADS, BENCH_SOCKET_CONCURRENCY as bench:sockets; BENCH_DATABASES, BENCH_SERVER as
// bench/settings.ts. PostgreSQL needs TEST_DATABASE_URL (or DATABASE_URL) and REDIS_URL, else it is skipped.

const env = process.env;
const common = readSettings(env);
const settings = {
  sockets: intFromEnv(env, 'BENCH_CRASH_SOCKETS', 10_000, 1),
  players: intFromEnv(env, 'BENCH_CRASH_PLAYERS', 1000, 1),
  rounds: intFromEnv(env, 'BENCH_CRASH_ROUNDS', 5, 1),
  bettingMs: intFromEnv(env, 'BENCH_CRASH_BETTING_MS', CRASH_BETTING_MS, 500),
  pauseMs: intFromEnv(env, 'BENCH_CRASH_PAUSE_MS', 1000, 0),
  maxPoint: Number(env.BENCH_CRASH_MAX_POINT || 10),
  referenceTicks: intFromEnv(env, 'BENCH_CRASH_REFERENCE_TICKS', 200, 1),
  marginMs: intFromEnv(env, 'BENCH_CRASH_MARGIN_MS', 500, 0),
  threads: intFromEnv(env, 'BENCH_SOCKET_THREADS', Math.max(2, availableParallelism()), 1),
  concurrency: intFromEnv(env, 'BENCH_SOCKET_CONCURRENCY', 200, 1),
};
if (!(settings.maxPoint >= 1.01)) throw new Error('BENCH_CRASH_MAX_POINT must be a number >= 1.01');

/** The longest wait for a server to settle once every socket connected (rounds run meanwhile, so it may not). */
const settleLimitMs = Math.min(15_000, 1000 + settings.sockets);

const dir = mkdtempSync(join(tmpdir(), 'casino-bench-crash-'));
const databases: BenchDatabase[] = [];
let pool: SocketPool | undefined;

/** The pool's tick reports once the receipts stop growing (the last tick reaching the last socket). */
async function settledReports(open: SocketPool) {
  let before = -1;
  for (let i = 0; i < 40; i += 1) {
    const merged = mergeReports(await open.crashReports());
    let receipts = 0;
    for (const round of merged.rounds.values())
      for (const tick of round.ticks.values()) receipts += tick.receipts;
    if (receipts === before) return merged;
    before = receipts;
    await sleep(250);
  }
  return mergeReports(await open.crashReports());
}

/** Connects `tokens`' sockets (split over `urls`), watching crash; throws if none connected. */
async function connectWatchers(urls: string[], tokens: string[]) {
  pool = startSocketPool(urls, tokens, Math.max(settings.threads, urls.length), settings.concurrency, true);
  const started = performance.now();
  const connection = await pool.connect();
  if (connection.connected === 0) throw new Error(`no socket connected: ${connection.errors.join('; ')}`);
  return { open: pool, connection, seconds: (performance.now() - started) / 1000 };
}

async function closeWatchers(): Promise<number> {
  const dropped = (await pool?.close()) ?? 0;
  pool = undefined;
  return dropped;
}

/** The bare socket.io server(s): as many sockets, the same ticks at the same rate, nothing else running. */
async function measureReference(instances: number, redisEnv: NodeJS.ProcessEnv) {
  const warmupTicks = Math.ceil(settings.referenceTicks / 4);
  const servers: ChildProcess[] = [];
  try {
    const urls: string[] = [];
    for (let i = 0; i < instances; i += 1) {
      const port = await freePort();
      const server = startTs(
        'bench/crash-reference-server.ts',
        [],
        { ...env, ...redisEnv, PORT: String(port) },
        SERVER_NODE_FLAGS,
      );
      servers.push(server);
      urls.push(`http://127.0.0.1:${port}`);
      await waitForHttp(`http://127.0.0.1:${port}/health`, server);
    }
    const tokens = Array.from({ length: settings.sockets }, (_, i) => `reference-${i}`);
    progress(`bare socket.io: ${settings.sockets} sockets`);
    const { open, connection } = await connectWatchers(urls, tokens);
    // Let the last watchCrash join its room.
    await sleep(500);
    progress(`bare socket.io: ${settings.referenceTicks} ticks after ${warmupTicks} to warm up`);
    // Round 1 warms the server up (ours has run rounds before its measured ones); round 2 is measured.
    for (const ticks of [warmupTicks, settings.referenceTicks]) {
      const answer = await fetch(`${urls[0]}/run?ticks=${ticks}`, { method: 'POST' });
      if (!answer.ok) throw new Error(`the reference server answered ${answer.status}`);
    }
    const merged = await settledReports(open);
    await closeWatchers();
    return tickRun(
      merged.rounds.get(2) ? [merged.rounds.get(2) as MergedRound] : [],
      connection.connected,
      merged.duplicates,
    );
  } finally {
    await pool?.terminate();
    pool = undefined;
    await Promise.all(servers.map(stopChild));
  }
}

async function benchDatabase(kind: DatabaseKind): Promise<CrashRun> {
  const instances = kind === 'sqlite' ? 1 : 2;
  const name = runName({ kind, instances });
  const redisEnv: NodeJS.ProcessEnv =
    kind === 'postgres'
      ? { REDIS_URL: env.REDIS_URL, REDIS_KEY_PREFIX: `bench-crash-${randomBytes(4).toString('hex')}` }
      : {};
  const reference = await measureReference(instances, redisEnv);

  const chain = chooseChain(chainWindow(settings.rounds, settings.maxPoint), settings.maxPoint);
  const database = createBenchDatabase(kind, dir, common.postgresUrl);
  databases.push(database);
  progress(`${name}: starting`);
  const { servers, urls } = await startInstances(instances, database.url, common, {
    ...crashEnv(chain, settings.bettingMs, settings.pauseMs),
    ...redisEnv,
    SOCKETS_PER_IP_MAX: String(settings.sockets + 10),
  });
  try {
    progress(`${name}: ${settings.players} players and ${settings.sockets} sockets signed in`);
    const crowd = await signInCrowd(database.url, settings.players, settings.sockets);
    progress(`${name}: opening ${settings.sockets} sockets`);
    const { open, connection, seconds } = await connectWatchers(urls, crowd.sockets);
    for (const server of servers) await waitForQuiet(server.pid as number, settleLimitMs);
    // Each player opens the crash page first, as a browser does (its state, over the connection the
    // page's requests then use): the first round's bets do not each open a connection of their own.
    progress(`${name}: ${settings.players} players open the crash page`);
    await openCrashPage(urls, crowd.players);
    const cpuBefore = cpuSnapshot();
    const play = await playRounds({
      urls,
      tokens: crowd.players,
      rounds: settings.rounds,
      crashPointOf: chain.crashPointOf,
      marginMs: settings.marginMs,
      progress: (text) => progress(`${name}: ${text}`),
    });
    const cpu = cpuLine(cpuBefore);
    const merged = await settledReports(open);
    const played = play.rounds.map((round) => round.id);
    if (played.some((id) => id > chain.window)) {
      console.log(
        `${name}: rounds past the seeded window of ${chain.window} were played: their points are unbounded`,
      );
    }
    // Each round's own spread: whether a slow tail is the first round's (after the connect storm) or every round's.
    for (const round of play.rounds) {
      const ticks = merged.rounds.get(round.id);
      if (!ticks || ticks.histogram.length === 0) continue;
      const spread = tickRun([ticks], connection.connected, 0);
      console.log(
        `${name}: round ${round.id} (${round.crashPoint}x): ${round.bets} bets, ${round.cashouts} cash-outs; ` +
          `fan-out p50 ${spread.perSocket.p50} ms, p99 ${spread.perSocket.p99} ms, ` +
          `${spread.receivedPerSecond.toFixed(1)} ticks a socket a second`,
      );
    }
    const droppedMeanwhile = await closeWatchers();
    await Promise.all(servers.map(stopChild));
    progress(`${name}: checking the books`);
    const books = await checkCrashBooks(database.url, Math.max(settings.sockets, settings.players), {
      bets: play.rounds.reduce((sum, round) => sum + round.bets, 0),
      cashouts: play.rounds.reduce((sum, round) => sum + round.cashouts, 0),
      rounds: played,
      crashPointOf: chain.crashPointOf,
    });
    return {
      kind,
      instances,
      cpu,
      sockets: settings.sockets,
      failed: connection.failed,
      connectErrors: connection.errors,
      connectSeconds: seconds,
      droppedMeanwhile,
      ours: tickRun(
        played.flatMap((id) => merged.rounds.get(id) ?? []),
        connection.connected,
        merged.duplicates,
      ),
      reference,
      play,
      books,
    };
  } finally {
    await pool?.terminate();
    pool = undefined;
    await Promise.all(servers.map(stopChild));
    await database.drop();
  }
}

async function main(): Promise<number> {
  const kinds = common.databases.filter((kind) => kind === 'sqlite' || env.REDIS_URL);
  console.log(
    `Fun Funds Casino: crash with ${settings.sockets} watching sockets and ${settings.players} players, ` +
      `${settings.rounds} rounds, on ${kinds.map((kind) => DATABASE_NAMES[kind]).join(' and ')}`,
  );
  console.log(
    `machine: ${availableParallelism()} cores, load average ${loadAverage()} at start; node ${process.version}`,
  );
  console.log(
    `load: bench/light-socket.ts (socket.io protocol on ws) in ${Math.max(settings.threads, 2)} worker thread(s), ` +
      `players' requests from the main thread; betting ${settings.bettingMs} ms, pause ${settings.pauseMs} ms, rounds crashing ` +
      `at or below ${settings.maxPoint}x (a seed chosen for it), cash-outs sent at least ${settings.marginMs} ms before the crash`,
  );
  if (!common.postgresUrl || !env.REDIS_URL) {
    console.log('PostgreSQL + Redis, 2 instances: skipped (TEST_DATABASE_URL and REDIS_URL are both needed)');
  }
  const problem = openFileProblem(settings.sockets);
  if (problem) {
    console.error(problem);
    return 2;
  }
  const runs: CrashRun[] = [];
  for (const kind of kinds) runs.push(await benchDatabase(kind));

  console.log('');
  print(crashTable(runs));
  console.log(`machine: load average ${loadAverage()} at the end`);
  for (const run of runs) if (run.cpu) console.log(`${runName(run)}, while the rounds ran: ${run.cpu}`);
  print(COLUMN_NOTES);
  if (settings.sockets < 10_000 || settings.players < 1000 || settings.rounds < 5) {
    console.log("a smaller run than issue 35's: a smoke test of the path and the books, not its measurement");
  }
  console.log('');
  print(goalLines(runs));
  for (const run of runs) {
    console.log(`\nthe books, ${runName(run)}:`);
    print(run.books.lines.map((line) => `  ${line}`));
  }
  const { failures, warnings } = problems(runs);
  if (warnings.length > 0) print(['', ...warnings.map((line) => `warning: ${line}`)]);
  if (failures.length > 0) print(['', 'the run FAILED:', ...failures.map((line) => `  ${line}`)]);
  return failures.length > 0 ? 1 : 0;
}

/** Ends the socket threads, drops the PostgreSQL schemas and removes the files (the servers are stopped before). */
async function cleanUp(): Promise<void> {
  await pool?.terminate();
  await dropDatabasesAndFiles(databases, dir);
}

process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
runBenchmark(main, cleanUp);
