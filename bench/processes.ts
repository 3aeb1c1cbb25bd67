import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync, renameSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_FLAGS } from '../src/server/node-flags';
import { freePort } from '../src/server/testing/redis-server';
import type { LoadConfig, LoadResult } from './load';

// The processes of a benchmark run: servers and load generators, each a node process of its own,
// all stopped when the run ends or is interrupted.

export const root = fileURLToPath(new URL('..', import.meta.url));

const children = new Set<ChildProcess>();
/** Set by a signal: the run is ending, and no process may start. */
let stopping = false;

/** Runs a TypeScript file of this repository under tsx's loader, in a node process of its own. */
export function startTs(
  script: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  nodeOptions: readonly string[] = [],
  stdout: 'stderr' | 'pipe' = 'stderr',
): ChildProcess {
  if (stopping) throw new Error('the benchmark is stopping');
  const child = spawn(process.execPath, [...nodeOptions, '--import', 'tsx', script, ...args], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // Servers' own output (warnings only, at LOG_LEVEL=warn) goes to stderr, away from the results.
  if (stdout === 'stderr') child.stdout?.pipe(process.stderr);
  children.add(child);
  child.on('exit', () => children.delete(child));
  return child;
}

export const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/**
 * GET /api/health (one `select 1`, none of our work) every `everyMs`, to each of `urls` in turn, answered
 * or not, until `stop`, which gives each 2xx answer's time once all are in: what any request of those
 * servers waits at those moments, the reference beside a benchmark's own requests.
 */
export function probeHealth(urls: readonly string[], everyMs: number): { stop(): Promise<number[]> } {
  const times: number[] = [];
  const requests: Promise<void>[] = [];
  let sent = 0;
  const timer = setInterval(() => {
    const url = `${urls[sent % urls.length]}/api/health`;
    sent += 1;
    const started = performance.now();
    requests.push(
      fetch(url)
        .then(async (answer) => {
          await answer.arrayBuffer();
          if (answer.ok) times.push(performance.now() - started);
        })
        .catch(() => undefined),
    );
  }, everyMs);
  return {
    async stop() {
      clearInterval(timer);
      await Promise.all(requests);
      return times;
    },
  };
}

/** A line on what a run is doing, to stderr, away from the results. */
export const progress = (text: string) => process.stderr.write(`… ${text}\n`);

/** The machine's load average, as the runs print it. */
export const loadAverage = () =>
  `${loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ')} (1 / 5 / 15 min)`;

/** Prints lines of results, one a line. */
export function print(lines: string[]): void {
  for (const line of lines) console.log(line);
}

export async function waitForHttp(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server for ${url} exited with ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

export function stopAllChildren(): Promise<void> {
  return Promise.all([...children].map(stopChild)).then(() => undefined);
}

/**
 * node --cpu-prof writes a profile per thread (tsx's module loader runs in one of its own), named
 * CPU.<date>.<time>.<pid>.<thread>.<n>.cpuprofile: keeps the main thread's as `name` in `dir`,
 * removes the others of that process, and returns the kept file's path.
 */
export function keepMainThreadProfile(dir: string, pid: number, name: string): string | undefined {
  const files = readdirSync(dir).filter((file) => file.includes(`.${pid}.`) && file.endsWith('.cpuprofile'));
  const main = files.find((file) => file.includes(`.${pid}.0.`));
  if (!main) return undefined;
  const kept = join(dir, name);
  renameSync(join(dir, main), kept);
  for (const other of files) if (other !== main) rmSync(join(dir, other));
  return kept;
}

/** One autocannon load in a process of its own (bench/load.ts), so that it does not share our event loop. */
export async function runLoad(config: LoadConfig): Promise<LoadResult> {
  const child = startTs('bench/load.ts', [JSON.stringify(config)], process.env, [], 'pipe');
  let output = '';
  child.stdout?.setEncoding('utf8');
  child.stdout?.on('data', (chunk: string) => {
    output += chunk;
  });
  const code = await new Promise<number | null>((done) => child.once('exit', done));
  if (code !== 0) throw new Error(`the load of ${config.label} failed (exit ${code})`);
  const last = output.trim().split('\n').pop() ?? '';
  return JSON.parse(last) as LoadResult;
}

/**
 * On Ctrl-C or SIGTERM: stop the children, start no more, run `cleanup` (remove files, drop schemas),
 * then exit. A second signal exits at once.
 */
export function exitCleanlyOnSignals(cleanup: () => Promise<void>): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) process.exit(130);
      stopping = true;
      const timer = setTimeout(() => process.exit(130), 20_000);
      void stopAllChildren()
        .then(cleanup)
        .catch((error: unknown) => console.error(error))
        .finally(() => {
          clearTimeout(timer);
          process.exit(130);
        });
    });
  }
}

/**
 * Runs a benchmark's `main` and exits with its code; on the way out, and on Ctrl-C, stops every
 * child process and then `cleanUp` (drop schemas, remove files), once, whoever asks first.
 */
export function runBenchmark(main: () => Promise<number>, cleanUp: () => Promise<void>): void {
  let cleaning: Promise<void> | undefined;
  const cleanUpOnce = () => {
    cleaning ??= stopAllChildren().then(cleanUp);
    return cleaning;
  };
  exitCleanlyOnSignals(cleanUpOnce);
  main()
    .catch((error: unknown) => {
      console.error(error);
      return 1;
    })
    .then(async (code) => {
      await cleanUpOnce();
      process.exit(code);
    });
}

/**
 * Every app start opens a crash round, and the first start on a database makes the chain (10 million
 * hashes by default, seconds of CPU): a benchmark's servers make a short one, and their round stays in
 * its betting phase for a day, so that no round runs (ticks, settlements) under a load that is not
 * crash's. bench:crash sets its own.
 */
export const QUIET_CRASH_ENV: NodeJS.ProcessEnv = {
  CRASH_CHAIN_LENGTH: '2000',
  CRASH_BETTING_MS: String(24 * 60 * 60 * 1000),
};

/**
 * Our server on a free port of 127.0.0.1 against `databaseUrl`, with no Redis, quiet logs, no rate
 * limits (a benchmark's load comes from one address) and a quiet crash round (QUIET_CRASH_ENV); `env`
 * adds what one benchmark needs.
 */
export async function startCasino(options: {
  serverEntry: string;
  databaseUrl: string;
  profileDir: string | undefined;
  env?: NodeJS.ProcessEnv;
}): Promise<{ casino: ChildProcess; baseUrl: string }> {
  const { REDIS_URL: _redis, ...inherited } = process.env;
  const port = await freePort();
  const profileOptions = options.profileDir ? ['--cpu-prof', `--cpu-prof-dir=${options.profileDir}`] : [];
  const casino = startTs(
    options.serverEntry,
    [],
    {
      ...inherited,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: options.databaseUrl,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_API_MAX: '1000000000',
      RATE_LIMIT_AUTH_MAX: '1000000000',
      ...QUIET_CRASH_ENV,
      ...options.env,
    },
    [...SERVER_NODE_FLAGS, ...profileOptions],
  );
  return { casino, baseUrl: `http://127.0.0.1:${port}` };
}
