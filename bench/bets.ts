import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { SERVER_NODE_FLAGS } from '../src/server/node-flags';
import { freePort } from '../src/server/testing/redis-server';
import { type FeedCounts, feedComparisonLines, watchLiveFeed } from './bet-feed-watchers';
import {
  answersOf,
  GAMES,
  type Game,
  gamesAgainstDice,
  measureBracketed,
  runSummaryLines,
  WORKLOAD_NAMES,
} from './bet-workloads';
import type { LoadConfig, LoadResult } from './load';
import {
  keepMainThreadProfile,
  loadAverage,
  print,
  progress,
  runBenchmark,
  runLoad,
  startTs,
  stopChild,
  waitForHttp,
} from './processes';
import {
  bracketingReference,
  COLUMN_NOTES,
  detailLines,
  ISSUE_13_TARGETS,
  type Row,
  table,
  targetLines,
} from './report';
import { DATABASE_NAMES, type DatabaseKind, intFromEnv, readSettings } from './settings';
import {
  type BenchDatabase,
  dropDatabasesAndFiles,
  FUNDING,
  fundUsers,
  registerUsers,
  removeSqliteFiles,
  serveFreshDatabase,
} from './setup';
import { type Verification, verifyDatabase } from './verify';

// npm run bench:bets — each load from autocannon in a process of its own: bare Fastify and Express
// hello-worlds, the minimal dice-bet endpoint of PERFORMANCE.md, then per database (SQLite, and
// PostgreSQL when named) dice, slots, limbo, plinko and dice again on our server, and a check that not
// one Fun Fund went astray: only that check or a refused reference bet fails the run. Options: settings.ts,
// and for issue 37's floor of the live feed:
// BENCH_FEED=1 or BENCH_FEED_SOCKETS=N  after the games, dice bets four times more on the same server:
//                                      without, with, with and without N sockets (default 200) watching the
//                                      live bets feed (so that a drift over the run, the tables growing
//                                      or a vacuum, weighs on both alike); prints the × hello of each, the
//                                      mean difference and the pushes the sockets got

const settings = readSettings();
const feedAsked = process.env.BENCH_FEED === '1' || Boolean(process.env.BENCH_FEED_SOCKETS);
const feedSockets = feedAsked ? intFromEnv(process.env, 'BENCH_FEED_SOCKETS', 200, 1) : 0;
const dir = mkdtempSync(join(tmpdir(), 'casino-bench-'));
const databases: BenchDatabase[] = [];
// Our server runs alone: no Redis adapter, so that nothing but the bet path is measured.
const { REDIS_URL: _redis, ...inherited } = process.env;

interface Measured {
  warmup?: LoadResult;
  result: LoadResult;
  /** performance.now() around the measured load, to find it again in a CPU profile. */
  startedAt: number;
  endedAt: number;
}

/** An optional warm-up (not for a server already `warm`), then the measured load. */
async function measure(config: LoadConfig, warm = false): Promise<Measured> {
  let warmup: LoadResult | undefined;
  if (settings.warmupSeconds > 0 && !warm) {
    progress(`${config.label}: ${settings.warmupSeconds} s warm-up`);
    warmup = await runLoad({ ...config, label: `${config.label} warm-up`, seconds: settings.warmupSeconds });
  }
  progress(`${config.label}: ${config.seconds} s`);
  const startedAt = performance.now();
  const result = await runLoad(config);
  return { ...(warmup ? { warmup } : {}), result, startedAt, endedAt: performance.now() };
}

function loadConfig(label: string, url: string, serverPid: number | undefined): LoadConfig {
  return {
    label,
    url,
    seconds: settings.seconds,
    connections: settings.connections,
    ...(serverPid ? { serverPid } : {}),
  };
}

/** A reference server (a hello-world), alone on the machine while it is measured. */
async function measureHelloWorld(label: string, script: string): Promise<Measured> {
  const port = await freePort();
  // The same node flags as our server: the references differ from it in their code alone.
  const server = startTs(script, [], { ...inherited, PORT: String(port) }, SERVER_NODE_FLAGS);
  try {
    await waitForHttp(`http://127.0.0.1:${port}/`, server);
    return await measure(loadConfig(label, `http://127.0.0.1:${port}/`, server.pid));
  } finally {
    await stopChild(server);
  }
}

const measureFastifyHello = (label: string) => measureHelloWorld(label, 'bench/hello-server.ts');

const MINIMAL_NAME = 'reference dice bet, SQLite';

/**
 * The minimal dice-bet endpoint of PERFORMANCE.md (bench/minimal-bet-server.ts: bare Fastify and
 * better-sqlite3, the bets of a tick sharing a commit), loaded as our dice bets are: what the machine
 * does with the bare shape of a bet in this run, so that our figures, the p99 above all, can be read
 * against it rather than only against figures taken on another machine.
 */
async function measureMinimalBet(): Promise<Measured> {
  const port = await freePort();
  const tokensFile = join(dir, 'tokens-minimal.json');
  const file = join(dir, 'minimal.db');
  const server = startTs(
    'bench/minimal-bet-server.ts',
    [],
    {
      ...inherited,
      PORT: String(port),
      DB_FILE: file,
      TOKENS_FILE: tokensFile,
      MINIMAL_USERS: String(settings.users),
    },
    SERVER_NODE_FLAGS,
  );
  try {
    await waitForHttp(`http://127.0.0.1:${port}/`, server);
    return await measure({
      ...loadConfig(MINIMAL_NAME, `http://127.0.0.1:${port}/bet`, server.pid),
      bearer: { tokensFile, body: GAMES.dice },
    });
  } finally {
    await stopChild(server);
    // Its files go at once: their pages, written back to disk later, would slow what comes next.
    removeSqliteFiles(file);
  }
}

/**
 * Dice bets without and with sockets watching the live feed, on the same warm server, in the order
 * without, with, with, without: each pair's mean is taken at the same moment of the run.
 */
interface FeedRun {
  without: [Measured, Measured];
  with: [Measured, Measured];
  counts: FeedCounts;
}

interface DatabaseRun {
  kind: DatabaseKind;
  games: Record<Game, Measured>;
  diceAgain: Measured;
  feed?: FeedRun;
  verification: Verification;
  profileHints: string[];
}

/** Our server on a fresh database: players, each game's bets, then the books checked with the server stopped. */
async function benchDatabase(kind: DatabaseKind): Promise<DatabaseRun> {
  const name = DATABASE_NAMES[kind];
  const { database, casino, baseUrl } = await serveFreshDatabase(kind, {
    dir,
    settings,
    databases,
    // The feed's watchers all connect from 127.0.0.1.
    ...(feedSockets > 0 ? { env: { SOCKETS_PER_IP_MAX: String(feedSockets + 50) } } : {}),
  });
  try {
    progress(`${name}: registering ${settings.users} players`);
    let started = performance.now();
    const sessions = await registerUsers(baseUrl, settings.users);
    const registerSeconds = (performance.now() - started) / 1000;
    started = performance.now();
    await fundUsers(
      database.url,
      sessions.map((s) => s._id),
    );
    console.log(
      `setup, ${name}: ${sessions.length} players registered through the API in ${registerSeconds.toFixed(1)} s, ` +
        `funded with ${FUNDING.toLocaleString('en-US')} FF each in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    const tokensFile = join(dir, `tokens-${kind}.json`);
    writeFileSync(tokensFile, JSON.stringify(sessions.map((s) => s.token)));

    const { games, diceAgain } = await measureBracketed((game, again) =>
      measure(
        {
          ...loadConfig(
            `${game} ${name}${again ? ', again' : ''}`,
            `${baseUrl}/api/games/${game}`,
            casino.pid,
          ),
          bearer: { tokensFile, body: GAMES[game] },
        },
        again,
      ),
    );
    const diceLoad = (label: string) =>
      measure(
        {
          ...loadConfig(`dice ${name}, ${label}`, `${baseUrl}/api/games/dice`, casino.pid),
          bearer: { tokensFile, body: GAMES.dice },
        },
        true,
      );
    let feed: FeedRun | undefined;
    if (feedSockets > 0) {
      const firstWithout = await diceLoad('no watchers');
      progress(`${name}: ${feedSockets} sockets watching the live feed`);
      const watchers = await watchLiveFeed(baseUrl, feedSockets);
      let watched: [Measured, Measured];
      let counts: FeedCounts;
      try {
        // The first push, then counting from the measured loads' start.
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        watchers.reset();
        watched = [
          await diceLoad(`${feedSockets} watchers`),
          await diceLoad(`${feedSockets} watchers, again`),
        ];
        counts = watchers.counts();
      } finally {
        watchers.close();
      }
      const secondWithout = await diceLoad('no watchers, again');
      feed = { without: [firstWithout, secondWithout], with: watched, counts };
    }
    // Stop the server first, so that nothing can change while we count.
    await stopChild(casino);
    const stoppedAt = performance.now();
    progress(`${name}: verifying`);
    const verification = await verifyDatabase(
      database.url,
      sessions.length,
      Object.fromEntries(
        (Object.keys(GAMES) as Game[]).map((game) => [
          game,
          game === 'dice'
            ? answersOf(games.dice, diceAgain, ...(feed ? [...feed.without, ...feed.with] : []))
            : answersOf(games[game]),
        ]),
      ),
    );
    // The profile ends when the server exits: each load is a window counted back from there.
    const before = (at: number) => ((stoppedAt - at) / 1000).toFixed(1);
    const profile =
      settings.profileDir && casino.pid
        ? keepMainThreadProfile(settings.profileDir, casino.pid, `casino-${kind}.cpuprofile`)
        : undefined;
    const profileHints = profile
      ? (Object.keys(GAMES) as Game[]).map(
          (game) =>
            `${WORKLOAD_NAMES[game]}, ${name}: npx tsx bench/profile-summary.ts ${profile} ` +
            `--last ${before(games[game].startedAt)} --skip ${before(games[game].endedAt)}`,
        )
      : [];
    return { kind, games, diceAgain, ...(feed ? { feed } : {}), verification, profileHints };
  } finally {
    await stopChild(casino);
    await database.drop();
  }
}

async function main(): Promise<number> {
  const names = settings.databases.map((kind) => DATABASE_NAMES[kind]).join(' and ');
  console.log(
    `Fun Funds Casino: dice, slots, limbo and plinko bets on ${names}, against bare Fastify and Express`,
  );
  console.log(
    `machine: ${availableParallelism()} cores, load average ${loadAverage()} at start; node ${process.version}`,
  );
  console.log(
    `load: autocannon in a process of its own, ${settings.connections} connections, ${settings.seconds} s per workload` +
      (settings.warmupSeconds > 0 ? ` after a ${settings.warmupSeconds} s warm-up` : '') +
      `; ${settings.users} players per database`,
  );
  if (settings.profileDir) mkdirSync(settings.profileDir, { recursive: true });

  // The Fastify hello-world first and again after each database, so that each database's bets have
  // a reference on either side of them (see bracketingReference).
  const hellos = [(await measureFastifyHello('Fastify hello')).result];
  const express = await measureHelloWorld('Express hello', 'bench/express-hello-server.ts');
  // Just before the first database, so that the hello-worlds around it bracket it too.
  const minimal = await measureMinimalBet();
  const runs: DatabaseRun[] = [];
  for (const kind of settings.databases) {
    runs.push(await benchDatabase(kind));
    hellos.push((await measureFastifyHello(`Fastify hello, after ${DATABASE_NAMES[kind]}`)).result);
  }

  const reference = hellos[0] as LoadResult;
  const rows: Row[] = [
    { name: 'Fastify 5 hello-world, GET /', result: reference },
    { name: 'Express 5 hello-world, GET /', result: express.result },
    {
      name: MINIMAL_NAME,
      result: minimal.result,
      targets: ISSUE_13_TARGETS.sqlite,
      reference: bracketingReference(reference, hellos[1] as LoadResult),
    },
    ...runs.flatMap((run, index) => {
      const before = hellos[index] as LoadResult;
      const after = hellos[index + 1] as LoadResult;
      const feedRows: Row[] = run.feed
        ? [
            { label: 'no watchers', result: run.feed.without[0].result },
            { label: `${run.feed.counts.sockets} watchers`, result: run.feed.with[0].result },
            { label: `${run.feed.counts.sockets} watchers, again`, result: run.feed.with[1].result },
            { label: 'no watchers, again', result: run.feed.without[1].result },
          ].map(({ label, result }) => ({
            // The live feed's watchers: short, as the table's first column is.
            name: `dice ${DATABASE_NAMES[run.kind]}, ${label}`,
            result,
            targets: ISSUE_13_TARGETS[run.kind],
            reference: bracketingReference(before, after),
          }))
        : [];
      return [
        ...(Object.keys(run.games) as Game[]).map((game) => ({
          name: `${WORKLOAD_NAMES[game]}, ${DATABASE_NAMES[run.kind]}`,
          result: run.games[game].result,
          targets: ISSUE_13_TARGETS[run.kind],
          reference: bracketingReference(before, after),
        })),
        ...feedRows,
        { name: `Fastify hello, after ${DATABASE_NAMES[run.kind]}`, result: after },
      ];
    }),
  ];
  console.log('');
  print(table(rows, reference));
  console.log(`machine: ${availableParallelism()} cores, load average ${loadAverage()} at the end`);
  print(COLUMN_NOTES);
  if (settings.seconds < 5 || settings.warmupSeconds === 0) {
    console.log(
      'a short run or one without warm-up: a smoke test of the path and the books, not a measurement',
    );
  }
  console.log('');
  print(targetLines(rows, reference, settings.connections));
  console.log('');
  print(detailLines(rows));
  print(runs.flatMap((run) => gamesAgainstDice(run)));
  const feedLines = runs.flatMap((run, index) => {
    if (!run.feed) return [];
    const reference = bracketingReference(hellos[index] as LoadResult, hellos[index + 1] as LoadResult);
    const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
    const ratio = (loads: Measured[]) =>
      mean(loads.map((load) => load.result.requestsPerSecond)) / reference.requestsPerSecond;
    const cpu = (loads: Measured[]) => {
      const micros = loads.map((load) => load.result.serverCpuMicrosPerAnswer);
      return micros.every((value) => value !== null) ? Math.round(mean(micros as number[])) : null;
    };
    return feedComparisonLines(
      DATABASE_NAMES[run.kind],
      { without: ratio(run.feed.without), with: ratio(run.feed.with) },
      { without: cpu(run.feed.without), with: cpu(run.feed.with) },
      run.feed.counts,
      settings.seconds * run.feed.with.length,
    );
  });
  if (feedLines.length > 0) print(['', ...feedLines]);
  print(runSummaryLines(runs, settings.profileDir));
  const ok = runs.every((run) => run.verification.ok);
  if (!ok) console.log('\nverification FAILED');
  // Watchers that got no push measured nothing of the feed.
  const fed = runs.every((run) => !run.feed || run.feed.counts.pushes > 0);
  if (!fed) console.log('\nthe live feed watchers FAILED: no liveBets push arrived during the load');
  // A reference that refused or dropped bets measured something else: its row would mislead.
  const { non2xx, errors, timeouts } = minimal.result;
  const referenceOk = non2xx === 0 && errors + timeouts === 0;
  if (!referenceOk)
    console.log(`\nthe reference bet FAILED: ${non2xx} non-2xx answers, ${errors + timeouts} errors`);
  return ok && referenceOk && fed ? 0 : 1;
}

runBenchmark(main, () => dropDatabasesAndFiles(databases, dir));
