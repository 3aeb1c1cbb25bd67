import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import {
  exitCleanlyOnSignals,
  freePort,
  sleep,
  startTs,
  stopAllChildren,
  stopChild,
  waitForHttp,
} from './processes';
import { intFromEnv } from './settings';
import { createBenchDatabase, registerUsers } from './setup';
import { type SocketPool, startSocketPool } from './socket-pool';
import { FANOUT_PREFIX } from './socket-protocol';
import { incomplete, type MessageResult, resultLines, type SocketRun } from './socket-report';
import { createSignedInPlayers, openFileProblem, processMemory } from './socket-setup';

// npm run bench:sockets — our server alone on a fresh SQLite file, BENCH_SOCKETS signed-in players each
// on a socket.io socket of their own (websocket transport), held by a few worker threads of this process;
// then one player posts chat messages one after another, and for each we time its arrival on every
// socket. Prints the connect time, the server's memory and the fan-out latencies against issue 14's goals.
// Only a broken run fails it (a socket that could not connect, a message that did not reach everyone).
//
// BENCH_SOCKETS (10000)           sockets, one signed-in player each
// BENCH_SOCKET_MESSAGES (20)      chat messages, each sent once the previous one reached every socket
// BENCH_SOCKET_THREADS (cores, at least 2)  worker threads holding the sockets
// BENCH_SOCKET_CONCURRENCY (200)  handshakes in flight at once, over all threads
// BENCH_SOCKET_TIMEOUT (s, 30)    how long a message may take to reach the last socket
// BENCH_SERVER=FILE               another entry point for our server (default src/server/main.ts)

const env = process.env;
const settings = {
  sockets: intFromEnv(env, 'BENCH_SOCKETS', 10_000, 1),
  messages: intFromEnv(env, 'BENCH_SOCKET_MESSAGES', 20, 1),
  threads: intFromEnv(env, 'BENCH_SOCKET_THREADS', Math.max(2, availableParallelism()), 1),
  concurrency: intFromEnv(env, 'BENCH_SOCKET_CONCURRENCY', 200, 1),
  timeoutMs: intFromEnv(env, 'BENCH_SOCKET_TIMEOUT', 30, 1) * 1000,
  serverEntry: env.BENCH_SERVER || 'src/server/main.ts',
};

const dir = mkdtempSync(join(tmpdir(), 'casino-bench-sockets-'));
// Our server runs alone: no Redis adapter, so that one instance's own fan-out is measured.
const { REDIS_URL: _redis, ...inherited } = process.env;
let pool: SocketPool | undefined;

const progress = (text: string) => process.stderr.write(`… ${text}\n`);
const wallClock = () => performance.timeOrigin + performance.now();
const loadAverage = () =>
  `${loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ')} (1 / 5 / 15 min)`;

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

async function main(): Promise<number> {
  console.log(
    `Fun Funds Casino: ${settings.sockets} signed-in sockets on one instance (SQLite), and chat fan-out`,
  );
  console.log(
    `machine: ${availableParallelism()} cores, load average ${loadAverage()} at start; node ${process.version}`,
  );
  console.log(
    `load: socket.io-client (websocket) in ${settings.threads} worker thread(s) of the benchmark's process, ` +
      `${settings.concurrency} handshakes in flight; ${settings.messages} chat message(s)`,
  );
  const problem = openFileProblem(settings.sockets);
  if (problem) {
    console.error(problem);
    return 2;
  }

  const database = createBenchDatabase('sqlite', dir);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const casino = startTs(settings.serverEntry, [], {
    ...inherited,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: database.url,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_API_MAX: '1000000000',
    RATE_LIMIT_AUTH_MAX: '1000000000',
    // Messages follow each other as soon as the previous one arrived everywhere: no per-user cooldown.
    CHAT_COOLDOWN_MS: '1',
  });
  try {
    await waitForHttp(`${baseUrl}/api/health`, casino);
    const pid = casino.pid as number;
    const [sender] = await registerUsers(baseUrl, 1);
    if (!sender) throw new Error('the chat sender could not register');
    progress(`creating ${settings.sockets} signed-in players in the database`);
    let started = performance.now();
    const tokens = await createSignedInPlayers(database.url, settings.sockets, 'sock_');
    console.log(
      `setup: 1 sender registered through the API; ${settings.sockets} players with a token each written to ` +
        `the database in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    const memoryIdle = processMemory(pid);

    progress(`opening ${settings.sockets} sockets`);
    pool = startSocketPool(baseUrl, tokens, settings.threads, settings.concurrency);
    started = performance.now();
    const connection = await pool.connect();
    const connectSeconds = (performance.now() - started) / 1000;
    if (casino.exitCode !== null)
      throw new Error(`our server exited with ${casino.exitCode} while sockets connected`);
    // Let the presence writes of the last handshakes settle before measuring.
    await sleep(1000);
    const memoryConnected = processMemory(pid);

    const messages: MessageResult[] = [];
    if (connection.connected > 0) {
      for (let i = 0; i < settings.messages; i += 1) {
        progress(`chat message ${i + 1} of ${settings.messages}`);
        messages.push(await fanOut(baseUrl, sender.token, i, connection.connected));
        await sleep(50);
      }
    }
    const memoryEnd = processMemory(pid);
    progress('closing the sockets');
    const droppedMeanwhile = await pool.close();
    pool = undefined;

    const run: SocketRun = {
      sockets: settings.sockets,
      connected: connection.connected,
      failed: connection.failed,
      connectErrors: connection.errors,
      connectSeconds,
      droppedMeanwhile,
      memoryIdle,
      memoryConnected,
      memoryEnd,
      messages,
    };
    console.log('');
    for (const line of resultLines(run)) console.log(line);
    console.log(`machine: ${availableParallelism()} cores, load average ${loadAverage()} at the end`);
    if (incomplete(run)) {
      console.log(
        '\nthe run is INCOMPLETE: not every socket connected, or a message did not reach every socket',
      );
      return 1;
    }
    return 0;
  } finally {
    await stopChild(casino);
  }
}

let cleaning: Promise<void> | undefined;
/** Ends the socket threads, stops the server, removes the files; once, whoever asks first. */
function cleanUp(): Promise<void> {
  cleaning ??= (async () => {
    try {
      await pool?.terminate();
      await stopAllChildren();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  })();
  return cleaning;
}

exitCleanlyOnSignals(cleanUp);
// A second signal exits at once (tsx may relay Ctrl-C twice on a busy machine): the files go even then.
process.on('exit', () => rmSync(dir, { recursive: true, force: true }));

main()
  .catch((error: unknown) => {
    console.error(error);
    return 1;
  })
  .then(async (code) => {
    await cleanUp();
    process.exit(code);
  });
