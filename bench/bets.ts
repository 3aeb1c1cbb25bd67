import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import type { Session } from '../src/contract/accounts';
import { openDatabase } from '../src/server/db/database';
import { createWalletRepository } from '../src/server/domains/wallet/repository';
import { createWalletService } from '../src/server/domains/wallet/service';
import type { LoadConfig, LoadResult } from './load';

// npm run bench:bets — dice bets on our server against a bare Fastify hello-world, same machine, same
// load generator (autocannon in a process of its own), then a check that not one Fun Fund went astray.
//
// BENCH_DURATION (s, 10)  BENCH_CONNECTIONS (50)  BENCH_USERS (1000)  BENCH_WARMUP (s, 2; 0 = none)
// BENCH_PROFILE=DIR       writes a V8 CPU profile of our server to DIR (see bench/profile-summary.ts)
// BENCH_SERVER=FILE       another entry point for our server (default src/server/main.ts), to try a change

const root = fileURLToPath(new URL('..', import.meta.url));

function intFromEnv(name: string, fallback: number, min: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) throw new Error(`${name} must be a whole number >= ${min}`);
  return value;
}

const settings = {
  seconds: intFromEnv('BENCH_DURATION', 10, 1),
  connections: intFromEnv('BENCH_CONNECTIONS', 50, 1),
  users: intFromEnv('BENCH_USERS', 1000, 1),
  warmupSeconds: intFromEnv('BENCH_WARMUP', 2, 0),
  profileDir: process.env.BENCH_PROFILE ? resolve(process.env.BENCH_PROFILE) : undefined,
  serverEntry: process.env.BENCH_SERVER || 'src/server/main.ts',
};
/** Each user's balance for the run: 1 FF bets cannot exhaust it. */
const FUNDING = 1_000_000;
const DICE_BODY = JSON.stringify({ betAmount: 1, prediction: 'over', targetNumber: 3 });

const children = new Set<ChildProcess>();

/** Runs a TypeScript file of this repository under tsx's loader, in a node process of its own. */
function startTs(
  script: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  nodeOptions: string[] = [],
  stdout: 'stderr' | 'pipe' = 'stderr',
): ChildProcess {
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

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => done(port));
    });
  });
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

async function waitForHttp(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
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

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

/** Registers `count` users through the API, a few at a time (argon2 makes each one cost). */
async function registerUsers(baseUrl: string, count: number): Promise<Session[]> {
  const sessions: Session[] = [];
  let next = 0;
  async function worker() {
    while (next < count) {
      const i = next;
      next += 1;
      const response = await fetch(`${baseUrl}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          username: `bench_${i}`,
          email: `bench_${i}@example.com`,
          password: 'bench-password',
        }),
      });
      if (response.status !== 201)
        throw new Error(`register ${i}: ${response.status} ${await response.text()}`);
      sessions[i] = (await response.json()) as Session;
    }
  }
  await Promise.all(Array.from({ length: Math.max(2, availableParallelism() * 2) }, worker));
  return sessions;
}

/** Gives every user FUNDING more FF, through the wallet service: one ledger row each, one transaction. */
async function fundUsers(databaseUrl: string, userIds: number[]): Promise<void> {
  const database = await openDatabase(databaseUrl);
  try {
    const wallet = createWalletService(database.db, createWalletRepository(database.db));
    await wallet.transaction(async (trx) => {
      for (const id of userIds) {
        await wallet.credit(trx, id, FUNDING, { type: 'admin', description: 'Benchmark funding' });
      }
    });
  } finally {
    await database.close();
  }
}

async function load(config: LoadConfig): Promise<LoadResult> {
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

interface Verification {
  ok: boolean;
  lines: string[];
}

/** After the run: every balance equals its ledger, and every answered bet is exactly one record. */
async function verify(
  databaseUrl: string,
  users: number,
  diceAnswered2xx: number,
  unanswered: number,
): Promise<Verification> {
  const database = await openDatabase(databaseUrl);
  const { db } = database;
  const lines: string[] = [];
  let ok = true;
  const check = (passed: boolean, text: string, failing = true) => {
    lines.push(`${passed ? 'ok  ' : failing ? 'FAIL' : 'warn'}  ${text}`);
    if (!passed && failing) ok = false;
  };
  try {
    const balances = await db
      .selectFrom('users')
      .leftJoin('transactions', 'transactions.userId', 'users.id')
      .select((eb) => [
        'users.id as id',
        'users.funFunds as balance',
        eb.fn.coalesce(eb.fn.sum<number>('transactions.amount'), sql<number>`0`).as('ledger'),
      ])
      .groupBy(['users.id', 'users.funFunds'])
      .execute();
    const off = balances.filter((row) => Number(row.ledger) !== Number(row.balance));
    check(
      balances.length === users && off.length === 0,
      `ledger sum = balance for ${balances.length - off.length} of ${balances.length} users` +
        (off.length > 0 ? ` (first off: user ${off[0]?.id}: ${off[0]?.balance} vs ${off[0]?.ledger})` : ''),
    );

    // The chain: each row's balanceAfter is the running sum, so no update was lost or doubled.
    const ledger = await db
      .selectFrom('transactions')
      .select(['userId', 'amount', 'balanceAfter'])
      .orderBy('userId')
      .orderBy('id')
      .execute();
    let broken = 0;
    let user = -1;
    let running = 0;
    for (const row of ledger) {
      if (row.userId !== user) {
        user = row.userId;
        running = 0;
      }
      running += Number(row.amount);
      if (running !== Number(row.balanceAfter) || running < 0) broken += 1;
    }
    check(broken === 0, `ledger chain: ${ledger.length} rows, ${broken} with a wrong balanceAfter`);

    const count = async (table: 'gameRecords' | 'transactions') =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('game', '=', 'dice')
            .executeTakeFirstOrThrow()
        ).n,
      );
    const records = await count('gameRecords');
    const diceLedgerRows = await count('transactions');
    // Requests that errored or timed out may have been settled without their answer arriving.
    const explained = unanswered > 0 && records >= diceAnswered2xx && records <= diceAnswered2xx + unanswered;
    check(
      records === diceAnswered2xx,
      `dice game records ${records} = 2xx dice answers ${diceAnswered2xx}` +
        (unanswered > 0 ? ` (${unanswered} requests got no answer)` : ''),
      !explained,
    );
    check(diceLedgerRows === records, `dice ledger rows ${diceLedgerRows} = dice game records ${records}`);

    const nonces = await db
      .selectFrom('fairnessSeeds')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('nonce'), sql<number>`0`).as('n'))
      .executeTakeFirstOrThrow();
    const reused = await db
      .selectFrom('gameRecords')
      .select(['seedId', 'nonce'])
      .groupBy(['seedId', 'nonce'])
      .having((eb) => eb.fn.countAll(), '>', 1)
      .execute();
    check(
      Number(nonces.n) === records && reused.length === 0,
      `nonces taken ${nonces.n} = records, ${reused.length} (seed, nonce) pairs used twice`,
    );
  } finally {
    await database.close();
  }
  return { ok, lines };
}

const fmt = (value: number, digits = 2) =>
  value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

const columns: [string, number, (r: LoadResult) => string][] = [
  ['req/s', 11, (r) => fmt(r.requestsPerSecond, 1)],
  ['p50 ms', 9, (r) => fmt(r.latencyMs.p50)],
  ['p90 ms', 9, (r) => fmt(r.latencyMs.p90)],
  ['p99 ms', 9, (r) => fmt(r.latencyMs.p99)],
  ['max ms', 10, (r) => fmt(r.latencyMs.max)],
  ['2xx', 9, (r) => String(r.ok)],
  ['non-2xx', 9, (r) => String(r.non2xx)],
  ['errors', 8, (r) => String(r.errors + r.timeouts)],
  ['server', 8, (r) => `${r.cpuPercent.server ?? '?'}%`],
  ['loader', 8, (r) => `${r.cpuPercent.load}%`],
  ['srv µs/req', 11, (r) => String(r.serverCpuMicrosPerAnswer ?? '?')],
];
const NAME_WIDTH = 26;

function table(rows: [string, LoadResult][]): string[] {
  const header = ''.padEnd(NAME_WIDTH) + columns.map(([title, width]) => title.padStart(width)).join('');
  return [
    header,
    ...rows.map(
      ([name, r]) =>
        name.padEnd(NAME_WIDTH) + columns.map(([, width, cell]) => cell(r).padStart(width)).join(''),
    ),
  ];
}

const dir = mkdtempSync(join(tmpdir(), 'casino-bench-'));

async function main(): Promise<number> {
  const databaseUrl = `sqlite:${join(dir, 'bench.db')}`;
  try {
    const [casinoPort, helloPort] = [await freePort(), await freePort()];
    const casinoUrl = `http://127.0.0.1:${casinoPort}`;
    const helloUrl = `http://127.0.0.1:${helloPort}`;
    const { REDIS_URL: _redis, ...inherited } = process.env;
    const profileOptions = settings.profileDir ? ['--cpu-prof', `--cpu-prof-dir=${settings.profileDir}`] : [];
    if (settings.profileDir) mkdirSync(settings.profileDir, { recursive: true });

    console.log('Fun Funds Casino: dice bets against a bare Fastify hello-world');
    console.log(
      `machine: ${availableParallelism()} cores, load average ${loadavg()[0]?.toFixed(2)} at start; ` +
        `node ${process.version}; ${settings.connections} connections, ${settings.seconds} s each` +
        (settings.warmupSeconds > 0 ? ` after a ${settings.warmupSeconds} s warm-up` : ''),
    );

    const casino = startTs(
      settings.serverEntry,
      [],
      {
        ...inherited,
        PORT: String(casinoPort),
        HOST: '127.0.0.1',
        DATABASE_URL: databaseUrl,
        LOG_LEVEL: 'warn',
        RATE_LIMIT_API_MAX: '1000000000',
        RATE_LIMIT_AUTH_MAX: '1000000000',
      },
      profileOptions,
    );
    const hello = startTs('bench/hello-server.ts', [], { ...inherited, PORT: String(helloPort) });
    await Promise.all([waitForHttp(`${casinoUrl}/api/health`, casino), waitForHttp(`${helloUrl}/`, hello)]);

    let started = performance.now();
    const sessions = await registerUsers(casinoUrl, settings.users);
    const registerSeconds = (performance.now() - started) / 1000;
    started = performance.now();
    await fundUsers(
      databaseUrl,
      sessions.map((s) => s._id),
    );
    console.log(
      `setup: ${sessions.length} users registered through the API in ${fmt(registerSeconds, 1)} s, ` +
        `funded with ${FUNDING.toLocaleString('en-US')} FF each in ${fmt((performance.now() - started) / 1000, 1)} s`,
    );
    const tokensFile = join(dir, 'tokens.json');
    writeFileSync(tokensFile, JSON.stringify(sessions.map((s) => s.token)));

    const helloConfig: LoadConfig = {
      label: 'hello',
      url: `${helloUrl}/`,
      seconds: settings.seconds,
      connections: settings.connections,
      ...(hello.pid ? { serverPid: hello.pid } : {}),
    };
    const diceConfig: LoadConfig = {
      label: 'dice',
      url: `${casinoUrl}/api/games/dice`,
      seconds: settings.seconds,
      connections: settings.connections,
      bearer: { tokensFile, body: DICE_BODY },
      ...(casino.pid ? { serverPid: casino.pid } : {}),
    };
    let diceWarmup: LoadResult | undefined;
    if (settings.warmupSeconds > 0) {
      await load({ ...helloConfig, label: 'hello warm-up', seconds: settings.warmupSeconds });
    }
    const helloResult = await load(helloConfig);
    if (settings.warmupSeconds > 0) {
      diceWarmup = await load({ ...diceConfig, label: 'dice warm-up', seconds: settings.warmupSeconds });
    }
    const diceResult = await load(diceConfig);

    console.log('');
    for (const line of table([
      ['hello-world  GET /', helloResult],
      ['dice bets    POST dice', diceResult],
    ]))
      console.log(line);
    const ratio =
      helloResult.requestsPerSecond > 0 ? diceResult.requestsPerSecond / helloResult.requestsPerSecond : 0;
    const met = ratio >= 0.4 && diceResult.latencyMs.p99 < 10;
    console.log('');
    console.log(
      `ratio dice/hello req/s: ${ratio.toFixed(3)}   (target >= 0.400 with dice p99 < 10 ms: ${met ? 'met' : 'not met'})`,
    );
    const helloCpu = helloResult.serverCpuMicrosPerAnswer;
    const diceCpu = diceResult.serverCpuMicrosPerAnswer;
    if (helloCpu && diceCpu) {
      console.log(
        `ratio by server CPU per answer (hello µs / dice µs): ${(helloCpu / diceCpu).toFixed(3)}   ` +
          '(the same comparison, less disturbed by other load on a shared machine)',
      );
    }
    console.log(
      'server, loader: CPU time used over the run, in % of one core; srv µs/req: server CPU time per answer',
    );
    for (const r of [helloResult, diceResult]) {
      console.log(
        `${r.label}: slowest answer ${fmt(r.latencyMs.max)} ms, ${fmt(r.slowestAtSecond)} s into the run`,
      );
    }
    for (const r of [helloResult, diceResult]) {
      if (r.non2xx > 0 || r.errors > 0 || r.timeouts > 0) {
        console.log(
          `${r.label}: statuses ${JSON.stringify(r.statusCounts)}, ${r.errors} errors, ${r.timeouts} timeouts`,
        );
      }
    }

    // Stop the servers first, so that nothing can change while we count.
    await Promise.all([stopChild(casino), stopChild(hello)]);
    const answered = diceResult.ok + (diceWarmup?.ok ?? 0);
    const unanswered = [diceResult, diceWarmup].reduce((sum, r) => sum + (r ? r.errors + r.timeouts : 0), 0);
    const verification = await verify(databaseUrl, sessions.length, answered, unanswered);
    console.log('');
    console.log(`verification (warm-up included: ${diceWarmup?.ok ?? 0} bets):`);
    for (const line of verification.lines) console.log(`  ${line}`);
    if (settings.profileDir) console.log(`\nCPU profile of our server written to ${settings.profileDir}`);
    return verification.ok ? 0 : 1;
  } finally {
    await Promise.all([...children].map(stopChild));
    rmSync(dir, { recursive: true, force: true });
  }
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    for (const child of children) child.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
    process.exit(130);
  });
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
