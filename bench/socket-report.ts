import { DATABASE_NAMES, type DatabaseKind } from './settings';
import type { Memory } from './socket-setup';

// The table of `npm run bench:sockets`: one column per database, and issue 14's goals beside it
// (stated, never enforced).

export const ISSUE_14_GOALS = { fanoutP99Ms: 250, serverMemoryMb: 400, sockets: 10_000 };

export interface Spread {
  count: number;
  p50: number;
  p99: number;
  max: number;
}

/** Nearest-rank percentiles of `values` (ms). */
export function spread(values: number[]): Spread {
  const sorted = Float64Array.from(values).sort();
  const at = (q: number) =>
    sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? NaN;
  return { count: sorted.length, p50: at(0.5), p99: at(0.99), max: sorted[sorted.length - 1] ?? NaN };
}

export interface MessageResult {
  /** Per socket that got it: ms from the POST being sent to the socket's receipt. */
  latencies: number[];
  /** Sockets connected that did not get it within the time-out. */
  missing: number;
  /** ms until the POST was answered. */
  postMs: number;
}

export interface SocketRun {
  kind: DatabaseKind;
  sockets: number;
  connected: number;
  failed: number;
  connectErrors: string[];
  connectSeconds: number;
  /** From the last socket connected to the server quiet again, or null when it did not settle. */
  settleSeconds: number | null;
  droppedMeanwhile: number;
  memoryIdle: Memory | null;
  memoryConnected: Memory | null;
  memoryEnd: Memory | null;
  messages: MessageResult[];
  /** GET /api/health while the messages went out (see PROBE_EVERY_MS in sockets.ts), ms each. */
  probes: number[];
  /** Where the machine's CPU went while the messages went out (bench/machine-cpu.ts); undefined off Linux. */
  cpu: string | undefined;
}

const number = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 1 });
const ms = (value: number) => (Number.isFinite(value) ? number(value) : 'n/a');
const mb = (memory: Memory | null) => (memory ? `${memory.rssMb.toFixed(0)} MB` : 'n/a (no /proc)');
const metOrNot = (met: boolean) => (met ? 'met' : 'NOT met');
const percentiles = (s: Spread, withMax: boolean) =>
  `${ms(s.p50)} / ${ms(s.p99)}${withMax ? ` / ${ms(s.max)}` : ''} ms`;

const perSocket = (run: SocketRun) => spread(run.messages.flatMap((m) => m.latencies));
const lastSocket = (run: SocketRun) =>
  spread(run.messages.map((m) => (m.latencies.length ? Math.max(...m.latencies) : NaN)));
const missing = (run: SocketRun) => run.messages.reduce((sum, m) => sum + m.missing, 0);

interface Line {
  label: string;
  cell(run: SocketRun): string;
}

const LINES: Line[] = [
  {
    label: 'sockets connected',
    cell: (run) => `${number(run.connected)} of ${number(run.sockets)}`,
  },
  {
    label: 'connect time (sockets a second)',
    cell: (run) =>
      `${run.connectSeconds.toFixed(1)} s (${number(Math.round(run.connectSeconds > 0 ? run.connected / run.connectSeconds : 0))}/s)`,
  },
  {
    label: 'server busy after the last one',
    cell: (run) => (run.settleSeconds === null ? 'did not settle' : `${run.settleSeconds.toFixed(1)} s`),
  },
  { label: 'server memory (RSS), no sockets', cell: (run) => mb(run.memoryIdle) },
  {
    label: 'server memory, all connected',
    cell: (run) =>
      `${mb(run.memoryConnected)}${run.memoryConnected ? ` (peak ${run.memoryConnected.peakMb.toFixed(0)})` : ''}`,
  },
  {
    label: 'server memory, after the messages',
    cell: (run) => `${mb(run.memoryEnd)}${run.memoryEnd ? ` (peak ${run.memoryEnd.peakMb.toFixed(0)})` : ''}`,
  },
  { label: 'fan-out per socket p50 / p99 / max', cell: (run) => percentiles(perSocket(run), true) },
  { label: 'fan-out, last socket p50 / p99', cell: (run) => percentiles(lastSocket(run), false) },
  {
    label: 'POST /api/social/chat p50 / p99',
    cell: (run) => percentiles(spread(run.messages.map((m) => m.postMs)), false),
  },
  {
    label: 'GET /api/health meanwhile p50 / p99 / max',
    cell: (run) => percentiles(spread(run.probes), true),
  },
  { label: 'receipts missing', cell: (run) => number(missing(run)) },
  { label: 'sockets dropped by the server', cell: (run) => number(run.droppedMeanwhile) },
];

const LABEL_WIDTH = 42;
const COLUMN_WIDTH = 28;

export function socketTable(runs: SocketRun[]): string[] {
  const messages = runs[0]?.messages.length ?? 0;
  const header =
    `chat fan-out, ${messages} message(s)`.padEnd(LABEL_WIDTH) +
    runs.map((run) => DATABASE_NAMES[run.kind].padStart(COLUMN_WIDTH)).join('');
  const lines = [
    header,
    ...LINES.map(
      (line) =>
        line.label.padEnd(LABEL_WIDTH) + runs.map((run) => line.cell(run).padStart(COLUMN_WIDTH)).join(''),
    ),
  ];
  for (const run of runs) {
    for (const error of run.connectErrors) lines.push(`connect error, ${DATABASE_NAMES[run.kind]}: ${error}`);
  }
  return lines;
}

/** What each row measures. */
export const COLUMN_NOTES = [
  'fan-out: from the POST being sent to the message arriving on a socket, every socket of every message;',
  'the last socket: the slowest socket of each message. Memory is the server process alone, "all connected"',
  'once it is quiet again after the last handshake (the peak includes the connecting). GET /api/health: sent',
  "every 25 ms while the messages go out, one `select 1` each: what another player's request waits meanwhile.",
];

export function goalLines(runs: SocketRun[]): string[] {
  const goals = [
    {
      text: `fan-out p99 per socket < ${ISSUE_14_GOALS.fanoutP99Ms} ms`,
      met: (run: SocketRun) => perSocket(run).p99 < ISSUE_14_GOALS.fanoutP99Ms,
    },
    {
      text: `server memory < ${ISSUE_14_GOALS.serverMemoryMb} MB with all connected`,
      met: (run: SocketRun) =>
        (run.memoryConnected?.rssMb ?? Number.POSITIVE_INFINITY) < ISSUE_14_GOALS.serverMemoryMb,
    },
  ];
  const lines = [
    `issue 14's goals (stated, not enforced; they are for ${number(ISSUE_14_GOALS.sockets)} sockets):`,
    ...goals.map(
      (goal) =>
        `  ${goal.text.padEnd(48)}` +
        runs
          .map((run) => `${DATABASE_NAMES[run.kind]}: ${metOrNot(goal.met(run))}`.padEnd(24))
          .join('')
          .trimEnd(),
    ),
  ];
  const sockets = runs[0]?.sockets ?? 0;
  if (sockets < ISSUE_14_GOALS.sockets) {
    lines.push(
      `  (this run had ${number(sockets)} sockets: a smoke test of the path, not the goal's measurement)`,
    );
  }
  return lines;
}

/** The run is broken (not merely slow) when a socket could not connect or a message did not reach everyone. */
export function incomplete(run: SocketRun): boolean {
  return (
    run.failed > 0 ||
    run.connected === 0 ||
    run.messages.some((m) => m.missing > 0 || m.latencies.length === 0)
  );
}
