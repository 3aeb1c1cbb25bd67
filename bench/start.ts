import { type ChildProcess, type SpawnOptions, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildStaleParts } from '../scripts/build-state.mjs';
import { SERVER_ENTRY, SERVER_NODE_FLAGS, SERVER_SOURCE, START_SCRIPT } from '../src/server/node-flags';
import { freePort } from '../src/server/testing/redis-server';
import { loadAverage, print, progress, root, runBenchmark, sleep, stopChild } from './processes';
import { seedScaleDatabase } from './scale-seed';
import { DATABASE_NAMES, type DatabaseKind, intFromEnv, readSettings } from './settings';
import { type BenchDatabase, createBenchDatabase, dropDatabasesAndFiles } from './setup';

// npm run bench:start — issue 38: how long our server takes from its process's start to its first
// answer (GET /api/health 200), and the memory it then holds idle, started three ways in the same run,
// one after the other, each BENCH_START_RUNS times: the compiled server as `npm start` runs it (node,
// dist/server/main.js), `npm start` itself (npm, the freshness check of scripts/start.mjs, then the
// same), and the sources through tsx (as `npm start` did before). Per database kind (SQLite, and
// PostgreSQL when TEST_DATABASE_URL or DATABASE_URL names one): an empty database, then one of
// BENCH_START_PLAYERS players (bench/scale-seed.ts). Each database is made by a first start, not
// counted: it makes the crash chain (10 million hashes). Figures are printed against the issue's
// goals, never enforced; a server that does not answer fails the run.
//
// Memory is read twice: 5 s after the first answer, and once settled (BENCH_START_SETTLE s after it, in
// the first run of each way only): V8 gives back the young generation that start-up grew only once it
// sees the process idle, about 20 s in.
//
// BENCH_START_PLAYERS (1,000,000)  BENCH_START_RUNS (3)  BENCH_START_SETTLE (s, 30)
// BENCH_DATABASES as in bench/settings.ts.

const settings = readSettings();
const players = intFromEnv(process.env, 'BENCH_START_PLAYERS', 1_000_000, 1);
const runs = intFromEnv(process.env, 'BENCH_START_RUNS', 3, 1);
const settleSeconds = intFromEnv(process.env, 'BENCH_START_SETTLE', 30, 5);
const EARLY_SECONDS = 5;
const dir = mkdtempSync(join(tmpdir(), 'casino-start-'));
const databases: BenchDatabase[] = [];
// One instance alone, as `npm start` runs it; no drain on the way out.
const { REDIS_URL: _redis, ...inherited } = process.env;

const GOALS = { firstAnswerMs: 1500, firstAnswerAimMs: 1000, idleMb: 120, idleAimMb: 100 };

type Way = 'compiled' | 'npm start' | 'tsx';
const WAYS: Way[] = ['compiled', 'npm start', 'tsx'];

interface Start {
  firstAnswerMs: number;
  /** CPU the server's process had used by then, all its threads: what a busy machine cannot stretch. */
  cpuMs: number;
  /** Resident memory 5 s after the first answer. */
  earlyMb: number;
  /** The same once settled, in the first run of each way. */
  settledMb?: number;
}

function spawnWay(way: Way, env: NodeJS.ProcessEnv): ChildProcess {
  // Each way in a process group of its own, stopped whole (stopWay).
  const options: SpawnOptions = { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'], detached: true };
  if (way === 'npm start') return spawn('npm', ['start', '--silent'], options);
  const args = way === 'compiled' ? [SERVER_ENTRY] : ['--import', 'tsx', SERVER_SOURCE];
  return spawn(process.execPath, [...SERVER_NODE_FLAGS, ...args], options);
}

/** The process that runs the server: the child itself, or under npm the node that runs START_SCRIPT. */
function serverPid(child: ChildProcess, way: Way): number {
  if (way !== 'npm start') return child.pid as number;
  const pending = [child.pid as number];
  while (pending.length > 0) {
    const pid = pending.shift() as number;
    const [program, ...args] = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    if (program?.endsWith('node') && args.includes(START_SCRIPT)) return pid;
    pending.push(
      ...readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
        .trim()
        .split(/\s+/)
        .filter(Boolean)
        .map(Number),
    );
  }
  throw new Error('npm start: no process runs scripts/start.mjs');
}

const cpuMsOf = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  // utime and stime, in clock ticks of 10 ms.
  return (Number(fields[11]) + Number(fields[12])) * 10;
};
const rssMbOf = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? Number.NaN) / 1024;

async function startOnce(way: Way, url: string, settle = false): Promise<Start> {
  const port = await freePort();
  const env = {
    ...inherited,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: url,
    LOG_LEVEL: 'warn',
    SHUTDOWN_DRAIN_MS: '0',
  };
  const started = performance.now();
  const child = spawnWay(way, env);
  try {
    const deadline = started + 120_000;
    while (performance.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`${way}: the server exited with ${child.exitCode}`);
      const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (ok) {
        const firstAnswerMs = performance.now() - started;
        const pid = serverPid(child, way);
        const cpuMs = cpuMsOf(pid);
        await sleep(EARLY_SECONDS * 1000);
        const earlyMb = rssMbOf(pid);
        if (!settle) return { firstAnswerMs, cpuMs, earlyMb };
        await sleep((settleSeconds - EARLY_SECONDS) * 1000);
        return { firstAnswerMs, cpuMs, earlyMb, settledMb: rssMbOf(pid) };
      }
      await sleep(5);
    }
    throw new Error(`${way}: no answer within 120 s`);
  } finally {
    await stopWay(child);
  }
}

/** Whether a signal reaches a process of the group (0: none is sent). */
function signalGroup(child: ChildProcess, signal: NodeJS.Signals | 0): boolean {
  try {
    process.kill(-(child.pid as number), signal);
    return true;
  } catch {
    return false;
  }
}

/**
 * Stops a way's whole process group: npm, stopped alone, left the node of scripts/start.mjs serving
 * behind it (a dozen servers by the end of a run, each holding its memory and CPU).
 */
async function stopWay(child: ChildProcess): Promise<void> {
  if (child.pid === undefined) return;
  signalGroup(child, 'SIGTERM');
  await stopChild(child);
  for (let waited = 0; waited < 15_000 && signalGroup(child, 0); waited += 50) await sleep(50);
  signalGroup(child, 'SIGKILL');
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const judged = (value: number, goal: number, aim: number) =>
  value < aim ? 'met (aim met)' : value < goal ? 'met' : 'not met';

const settledOf = (list: Start[]) =>
  list.find((start) => start.settledMb !== undefined)?.settledMb ?? Number.NaN;

function rows(label: string, starts: Record<Way, Start[]>): string[] {
  const lines: string[] = [];
  for (const way of WAYS) {
    const list = starts[way];
    const first = list.map((start) => start.firstAnswerMs);
    const early = list.map((start) => start.earlyMb);
    const settled = settledOf(list);
    const goal =
      way === 'tsx'
        ? ''
        : `${judged(median(first), GOALS.firstAnswerMs, GOALS.firstAnswerAimMs)}; ${judged(settled, GOALS.idleMb, GOALS.idleAimMb)}`;
    lines.push(
      `| ${label} | ${way} | ${seconds(median(first))} (${seconds(Math.min(...first))}–${seconds(Math.max(...first))}) | ` +
        `${seconds(median(list.map((start) => start.cpuMs)))} | ${median(early).toFixed(0)} MB | ${settled.toFixed(0)} MB | ${goal} |`,
    );
  }
  const ratio = (pick: (list: Start[]) => number) => (pick(starts.tsx) / pick(starts.compiled)).toFixed(2);
  const medianOf = (pick: (start: Start) => number) => (list: Start[]) => median(list.map(pick));
  lines.push(
    `| ${label} | tsx ÷ compiled | ${ratio(medianOf((s) => s.firstAnswerMs))} × | ${ratio(medianOf((s) => s.cpuMs))} × | ` +
      `${ratio(medianOf((s) => s.earlyMb))} × | ${ratio(settledOf)} × | |`,
  );
  return lines;
}

async function measure(label: string, url: string): Promise<string[]> {
  progress(`${label}: a first start makes the crash chain (not counted)`);
  await startOnce('compiled', url);
  const starts: Record<Way, Start[]> = { compiled: [], 'npm start': [], tsx: [] };
  for (let run = 1; run <= runs; run++) {
    for (const way of WAYS) {
      progress(`${label}: ${way}, run ${run} of ${runs}${run === 1 ? `, ${settleSeconds} s to settle` : ''}`);
      // A source changed meanwhile (another change in the work tree) would make npm start build.
      if (way === 'npm start') buildStaleParts();
      starts[way].push(await startOnce(way, url, run === 1));
    }
  }
  return rows(label, starts);
}

async function benchDatabase(kind: DatabaseKind): Promise<string[]> {
  const name = DATABASE_NAMES[kind];
  const empty = createBenchDatabase(kind, join(dir, 'empty'), settings.postgresUrl);
  databases.push(empty);
  const lines = await measure(`${name}, empty`, empty.url);
  await empty.drop();

  const seeded = createBenchDatabase(kind, dir, settings.postgresUrl);
  databases.push(seeded);
  progress(`${name}: seeding ${players.toLocaleString('en-US')} players`);
  await seedScaleDatabase(seeded.url, players, () => undefined);
  lines.push(...(await measure(`${name}, ${players.toLocaleString('en-US')} players`, seeded.url)));
  await seeded.drop();
  return lines;
}

async function main(): Promise<number> {
  // Built before the first run, so that no measured `npm start` builds.
  buildStaleParts();
  const lines = [
    `npm run bench:start — node ${process.version}, ${availableParallelism()} cores, load average ${loadAverage()}`,
    `${runs} run(s) a way, median (min–max); memory resident, ${EARLY_SECONDS} s after the first answer and settled (${settleSeconds} s, first run)`,
    '',
    '| database | started as | start to first answer | CPU until then | memory at 5 s | idle, settled | goal: < 1.5 s (aim 1 s); idle < 120 MB (aim 100) |',
    '| --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const kind of settings.databases) lines.push(...(await benchDatabase(kind)));
  lines.push('', `load average after the run: ${loadAverage()}`);
  print(lines);
  return 0;
}

runBenchmark(main, () => dropDatabasesAndFiles(databases, dir));
