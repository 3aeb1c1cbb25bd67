import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { cpuLine, cpuSnapshot } from './machine-cpu';
import {
  keepMainThreadProfile,
  loadAverage,
  print,
  probeHealth,
  progress,
  runBenchmark,
  sleep,
  stopChild,
} from './processes';
import { DATABASE_NAMES, type DatabaseKind, intFromEnv, readSettings } from './settings';
import { type BenchDatabase, dropDatabasesAndFiles, registerUsers, serveFreshDatabase } from './setup';
import { type SocketPool, startSocketPool } from './socket-pool';
import { FANOUT_PREFIX } from './socket-protocol';
import {
  COLUMN_NOTES,
  goalLines,
  incomplete,
  type MessageResult,
  type SocketRun,
  socketTable,
} from './socket-report';
import { createSignedInPlayers, openFileProblem, processMemory, waitForQuiet } from './socket-setup';

// npm run bench:sockets — per database (SQLite, and PostgreSQL when one is named), our server alone on a
// fresh database, BENCH_SOCKETS signed-in players each on a socket.io socket of their own (websocket
// transport), held by a few worker threads of this process; then one player posts chat messages one
// after another, and for each we time its arrival on every socket. Prints one table, a column per
// database: connect time, the server's memory and the fan-out latencies, against issue 14's goals.
// Only a broken run fails it (a socket that could not connect, a message that did not reach everyone).
//
// BENCH_SOCKETS (10000)           sockets, one signed-in player each
// BENCH_SOCKET_MESSAGES (20)      chat messages, each sent once the previous one reached every socket
// BENCH_SOCKET_THREADS (cores, at least 2)  worker threads holding the sockets
// BENCH_SOCKET_CONCURRENCY (200)  handshakes in flight at once, over all threads
// BENCH_SOCKET_TIMEOUT (s, 30)    how long a message may take to reach the last socket
// BENCH_DATABASES, BENCH_PROFILE=DIR, BENCH_SERVER=FILE   as for bench:bets (bench/settings.ts)

const env = process.env;
const common = readSettings(env);
const settings = {
  sockets: intFromEnv(env, 'BENCH_SOCKETS', 10_000, 1),
  messages: intFromEnv(env, 'BENCH_SOCKET_MESSAGES', 20, 1),
  threads: intFromEnv(env, 'BENCH_SOCKET_THREADS', Math.max(2, availableParallelism()), 1),
  concurrency: intFromEnv(env, 'BENCH_SOCKET_CONCURRENCY', 200, 1),
  timeoutMs: intFromEnv(env, 'BENCH_SOCKET_TIMEOUT', 30, 1) * 1000,
};

/** The longest wait for the server to settle once every socket connected. */
const SETTLE_LIMIT_MS = 60_000;
/** While the messages go out, a health request goes this often, answered or not: another player's request. */
const PROBE_EVERY_MS = 25;

const dir = mkdtempSync(join(tmpdir(), 'casino-bench-sockets-'));
const databases: BenchDatabase[] = [];
let pool: SocketPool | undefined;

const wallClock = () => performance.timeOrigin + performance.now();

/** Posts message `index` as the sender and times its arrival on every socket. */
async function fanOut(
  baseUrl: string,
  token: string,
  index: number,
  connected: number,
): Promise<MessageResult> {
  if (!pool) throw new Error('no sockets');
  // Listen before sending: a worker may report before the POST is answered.
  const receipts = pool.receipts(index, settings.timeoutMs);
  // Handled here too: when the POST fails, or the run is interrupted, nobody waits for these receipts.
  receipts.catch(() => undefined);
  const sentAt = wallClock();
  const response = await fetch(`${baseUrl}/api/social/chat`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ text: `${FANOUT_PREFIX}${index}` }),
  });
  const postMs = wallClock() - sentAt;
  if (!response.ok) {
    throw new Error(`POST /api/social/chat answered ${response.status} ${await response.text()}`);
  }
  const { times } = await receipts;
  return {
    latencies: times.map((at) => at - sentAt),
    missing: Math.max(0, connected - times.length),
    postMs,
  };
}

interface DatabaseRun {
  run: SocketRun;
  profileHint: string | undefined;
}

/** Our server on a fresh database: the players, their sockets, the messages; then the server stops. */
async function benchDatabase(kind: DatabaseKind): Promise<DatabaseRun> {
  const name = DATABASE_NAMES[kind];
  const { database, casino, baseUrl } = await serveFreshDatabase(kind, {
    dir,
    settings: common,
    databases,
    env: {
      // Every socket of the run comes from 127.0.0.1.
      SOCKETS_PER_IP_MAX: String(settings.sockets),
      // Messages follow each other as soon as the previous one arrived everywhere: no per-user cooldown.
      CHAT_COOLDOWN_MS: '1',
    },
  });
  try {
    const pid = casino.pid as number;
    const [sender] = await registerUsers(baseUrl, 1);
    if (!sender) throw new Error('the chat sender could not register');
    progress(`${name}: creating ${settings.sockets} signed-in players in the database`);
    let started = performance.now();
    const tokens = await createSignedInPlayers(database.url, settings.sockets, 'sock_');
    console.log(
      `setup, ${name}: 1 sender registered through the API; ${settings.sockets} players with a token each ` +
        `written to the database in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    const memoryIdle = processMemory(pid);

    progress(`${name}: opening ${settings.sockets} sockets`);
    pool = startSocketPool(baseUrl, tokens, settings.threads, settings.concurrency);
    started = performance.now();
    const connection = await pool.connect();
    const connectSeconds = (performance.now() - started) / 1000;
    if (casino.exitCode !== null)
      throw new Error(`our server exited with ${casino.exitCode} while sockets connected`);
    // Let the work the handshakes left behind (presence writes) drain before measuring.
    progress(`${name}: waiting for the server to settle`);
    const settleSeconds = await waitForQuiet(pid, SETTLE_LIMIT_MS);
    const memoryConnected = processMemory(pid);

    const messages: MessageResult[] = [];
    const messagesStartedAt = performance.now();
    const probe = probeHealth([baseUrl], PROBE_EVERY_MS);
    const cpuBefore = cpuSnapshot();
    let probes: number[] = [];
    try {
      if (connection.connected > 0) {
        for (let i = 0; i < settings.messages; i += 1) {
          progress(`${name}: chat message ${i + 1} of ${settings.messages}`);
          messages.push(await fanOut(baseUrl, sender.token, i, connection.connected));
          await sleep(50);
        }
      }
    } finally {
      probes = await probe.stop();
    }
    const cpu = cpuLine(cpuBefore);
    const messagesEndedAt = performance.now();
    const memoryEnd = processMemory(pid);
    progress(`${name}: closing the sockets`);
    const droppedMeanwhile = await pool.close();
    pool = undefined;

    // The profile ends when the server exits: the messages are a window counted back from there.
    await stopChild(casino);
    const stoppedAt = performance.now();
    const before = (at: number) => ((stoppedAt - at) / 1000).toFixed(1);
    const profile = common.profileDir
      ? keepMainThreadProfile(common.profileDir, pid, `casino-sockets-${kind}.cpuprofile`)
      : undefined;
    const profileHint = profile
      ? `chat fan-out, ${name}: npx tsx bench/profile-summary.ts ${profile} ` +
        `--last ${before(messagesStartedAt)} --skip ${before(messagesEndedAt)}`
      : undefined;

    return {
      run: {
        kind,
        sockets: settings.sockets,
        connected: connection.connected,
        failed: connection.failed,
        connectErrors: connection.errors,
        connectSeconds,
        settleSeconds,
        droppedMeanwhile,
        memoryIdle,
        memoryConnected,
        memoryEnd,
        messages,
        probes,
        cpu,
      },
      profileHint,
    };
  } finally {
    await pool?.terminate();
    pool = undefined;
    await stopChild(casino);
    await database.drop();
  }
}

async function main(): Promise<number> {
  const names = common.databases.map((kind) => DATABASE_NAMES[kind]).join(' and ');
  console.log(
    `Fun Funds Casino: ${settings.sockets} signed-in sockets on one instance, and chat fan-out, on ${names}`,
  );
  console.log(
    `machine: ${availableParallelism()} cores, load average ${loadAverage()} at start; node ${process.version}`,
  );
  console.log(
    `load: bench/light-socket.ts (socket.io protocol on ws) in ${settings.threads} worker thread(s) of the benchmark's process, ` +
      `${settings.concurrency} handshakes in flight; ${settings.messages} chat message(s) per database`,
  );
  const problem = openFileProblem(settings.sockets);
  if (problem) {
    console.error(problem);
    return 2;
  }
  if (common.profileDir) mkdirSync(common.profileDir, { recursive: true });

  const results: DatabaseRun[] = [];
  for (const kind of common.databases) results.push(await benchDatabase(kind));
  const runs = results.map((result) => result.run);

  console.log('');
  print(socketTable(runs));
  console.log(`machine: ${availableParallelism()} cores, load average ${loadAverage()} at the end`);
  for (const run of runs) {
    if (run.cpu) console.log(`${DATABASE_NAMES[run.kind]}, while the messages went out: ${run.cpu}`);
  }
  print(COLUMN_NOTES);
  console.log('');
  print(goalLines(runs));
  const hints = results.flatMap((result) => (result.profileHint ? [result.profileHint] : []));
  if (hints.length > 0) {
    console.log(`\nCPU profiles of our server written to ${common.profileDir}; the messages alone:`);
    print(hints.map((hint) => `  ${hint}`));
  }
  const broken = runs.filter(incomplete);
  if (broken.length > 0) {
    const which = broken.map((run) => DATABASE_NAMES[run.kind]).join(' and ');
    console.log(
      `\nthe run is INCOMPLETE on ${which}: not every socket connected, or a message did not reach every socket`,
    );
    return 1;
  }
  return 0;
}

/** Ends the socket threads, drops the PostgreSQL schemas and removes the files (the servers are stopped before). */
async function cleanUp(): Promise<void> {
  await pool?.terminate();
  await dropDatabasesAndFiles(databases, dir);
}

// A second signal exits at once (tsx may relay Ctrl-C twice on a busy machine): the files go even then.
process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
runBenchmark(main, cleanUp);
