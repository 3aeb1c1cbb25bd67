import { readdirSync, readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import autocannon, { type Client, type Request } from 'autocannon';

// Runs one autocannon load in a process of its own and prints a LoadResult as JSON on stdout.
// Usage: tsx bench/load.ts '<LoadConfig as JSON>'
//
// At the end of the duration no connection starts a new request, but each one waits for the answer
// to the request it has in flight: every request sent is answered (or counted as an error), so the
// caller can match the 2xx count against what the server wrote.

export interface LoadConfig {
  label: string;
  url: string;
  seconds: number;
  connections: number;
  /** POST this JSON body, each connection with its own bearer token from the file (a JSON array). */
  bearer?: { tokensFile: string; body: string };
  /** GET these paths (of `url`'s server) one after another, with this bearer token if one is given. */
  rotate?: { paths: string[]; token?: string };
  /** The server's pid, to report how busy it was (Linux /proc only). */
  serverPid?: number;
}

export interface LoadResult {
  label: string;
  connections: number;
  /** From the start to the last answer. */
  seconds: number;
  sent: number;
  answered: number;
  ok: number;
  non2xx: number;
  statusCounts: Record<string, number>;
  errors: number;
  timeouts: number;
  requestsPerSecond: number;
  latencyMs: { mean: number; p50: number; p90: number; p99: number; p999: number; max: number };
  /** When the slowest answer arrived, in seconds from the start. */
  slowestAtSecond: number;
  /** CPU time over the run as % of one core: this load generator, and the server when known. */
  cpuPercent: { load: number; server: number | null };
  /** The server's CPU time per answer, in µs: the figure least disturbed by other load on the machine. */
  serverCpuMicrosPerAnswer: number | null;
  /**
   * The same split by thread (Linux only): the event loop, the busiest other thread (on SQLite, the
   * bet writer) and the rest (the checkpoint thread, V8's helper, …). Which part grows tells where a
   * slow run lost its time.
   */
  serverThreadsMicrosPerAnswer: { eventLoop: number; busiestOther: number; rest: number } | null;
}

/** user + system CPU seconds of a process, from /proc (clock ticks of 10 ms); null where unreadable. */
function processCpuSeconds(pid: number | undefined): number | null {
  return pid === undefined ? null : cpuSecondsIn(`/proc/${pid}/stat`);
}

/** user + system CPU seconds from a /proc stat file (a process's or a thread's); null where unreadable. */
function cpuSecondsIn(file: string): number | null {
  try {
    const stat = readFileSync(file, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

/** user + system CPU seconds of each thread of a process, by thread id; null where unreadable. */
function threadCpuSeconds(pid: number | undefined): Map<number, number> | null {
  if (pid === undefined) return null;
  try {
    const threads = new Map<number, number>();
    for (const tid of readdirSync(`/proc/${pid}/task`)) {
      const seconds = cpuSecondsIn(`/proc/${pid}/task/${tid}/stat`);
      if (seconds !== null) threads.set(Number(tid), seconds);
    }
    return threads;
  } catch {
    return null;
  }
}

/** What each thread of `pid` spent between two readings, split as serverThreadsMicrosPerAnswer. */
function threadSplit(
  pid: number | undefined,
  before: Map<number, number> | null,
  after: Map<number, number> | null,
  answered: number,
): LoadResult['serverThreadsMicrosPerAnswer'] {
  if (pid === undefined || !before || !after || answered === 0) return null;
  const spent = [...after].map(([tid, seconds]) => ({ tid, seconds: seconds - (before.get(tid) ?? 0) }));
  const micros = (seconds: number) => Math.round((seconds * 1e6) / answered);
  const eventLoop = spent.find(({ tid }) => tid === pid)?.seconds ?? 0;
  const others = spent.filter(({ tid }) => tid !== pid).map(({ seconds }) => seconds);
  const busiestOther = Math.max(0, ...others);
  const rest = others.reduce((sum, seconds) => sum + seconds, 0) - busiestOther;
  return { eventLoop: micros(eventLoop), busiestOther: micros(busiestOther), rest: micros(rest) };
}

function percentile(sorted: Float64Array, fraction: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1));
  return sorted[index] as number;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

export function runLoad(config: LoadConfig): Promise<LoadResult> {
  const clients: Client[] = [];
  let sent = 0;
  let lastAnswerAt = 0;
  const statusCounts: Record<string, number> = {};
  const latencies: number[] = [];

  let requests: Request[] | undefined;
  // Each connection plays as one player, as a browser keeps one connection: its request is built
  // once, so the load generator spends per bet what it spends per hello-world request.
  let playerOf: ((client: Client) => void) | undefined;
  if (config.bearer) {
    const tokens = JSON.parse(readFileSync(config.bearer.tokensFile, 'utf8')) as string[];
    if (tokens.length === 0) throw new Error('no tokens to play with');
    const { body } = config.bearer;
    let next = 0;
    playerOf = (client) => {
      const token = tokens[next % tokens.length] as string;
      next += 1;
      client.setHeadersAndBody(
        { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body,
      );
    };
  }

  if (config.rotate) {
    const { paths, token } = config.rotate;
    if (paths.length === 0) throw new Error('no paths to rotate');
    let next = 0;
    requests = [
      {
        method: 'GET',
        ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
        setupRequest: (request) => {
          const path = paths[next % paths.length] as string;
          next += 1;
          return { ...request, path };
        },
      },
    ];
  }

  const startedAt = performance.now();
  const loadCpuAtStart = process.cpuUsage();
  const serverCpuAtStart = processCpuSeconds(config.serverPid);
  const threadsAtStart = threadCpuSeconds(config.serverPid);
  let threadsAtEnd: Map<number, number> | null = null;
  let loadCpu = 0;
  let serverCpu: number | null = null;
  let finished = 0;
  let slowest = 0;
  let slowestAt = 0;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: config.url,
        connections: config.connections,
        // A safety net only: the drain below ends the run.
        duration: config.seconds + 60,
        pipelining: 1,
        timeout: 10,
        ...(requests ? { requests } : {}),
        ...(config.bearer ? { method: 'POST' as const } : {}),
        setupClient: (client) => {
          clients.push(client);
          playerOf?.(client);
          client.on('request', () => {
            sent += 1;
          });
          // The last connection closing ends the measured window.
          client.on('done', () => {
            finished += 1;
            if (finished === config.connections) {
              const used = process.cpuUsage(loadCpuAtStart);
              loadCpu = (used.user + used.system) / 1e6;
              const serverNow = processCpuSeconds(config.serverPid);
              serverCpu =
                serverNow === null || serverCpuAtStart === null ? null : serverNow - serverCpuAtStart;
              threadsAtEnd = threadCpuSeconds(config.serverPid);
            }
          });
        },
      },
      (error, result) => {
        if (error) {
          reject(error);
          return;
        }
        const sorted = Float64Array.from(latencies).sort();
        const answered = latencies.length;
        const ok = Object.entries(statusCounts)
          .filter(([code]) => code.startsWith('2'))
          .reduce((sum, [, count]) => sum + count, 0);
        const seconds = (lastAnswerAt - startedAt) / 1000;
        resolve({
          label: config.label,
          connections: config.connections,
          seconds: round2(seconds),
          sent,
          answered,
          ok,
          non2xx: answered - ok,
          statusCounts,
          errors: result.errors,
          timeouts: result.timeouts,
          requestsPerSecond: round2(seconds > 0 ? answered / seconds : 0),
          serverCpuMicrosPerAnswer:
            serverCpu === null || answered === 0 ? null : Math.round((serverCpu * 1e6) / answered),
          serverThreadsMicrosPerAnswer: threadSplit(config.serverPid, threadsAtStart, threadsAtEnd, answered),
          slowestAtSecond: round2((slowestAt - startedAt) / 1000),
          cpuPercent: {
            load: Math.round((100 * loadCpu) / seconds),
            server: serverCpu === null ? null : Math.round((100 * serverCpu) / seconds),
          },
          latencyMs: {
            mean: round2(answered > 0 ? latencies.reduce((sum, v) => sum + v, 0) / answered : 0),
            p50: round2(percentile(sorted, 0.5)),
            p90: round2(percentile(sorted, 0.9)),
            p99: round2(percentile(sorted, 0.99)),
            p999: round2(percentile(sorted, 0.999)),
            max: round2(percentile(sorted, 1)),
          },
        });
      },
    );
    instance.on('response', (_client: Client, statusCode: number, _bytes: number, responseTime: number) => {
      latencies.push(responseTime);
      statusCounts[statusCode] = (statusCounts[statusCode] ?? 0) + 1;
      lastAnswerAt = performance.now();
      if (responseTime > slowest) {
        slowest = responseTime;
        slowestAt = lastAnswerAt;
      }
    });

    // Drain: a client whose responseMax is reached closes after its next answer (autocannon's own rule).
    setTimeout(() => {
      for (const client of clients) client.responseMax = Math.max(1, client.reqsMade);
    }, config.seconds * 1000);
  });
}

const raw = process.argv[2];
if (raw) {
  const result = await runLoad(JSON.parse(raw) as LoadConfig);
  process.stdout.write(`${JSON.stringify(result)}\n`);
}
