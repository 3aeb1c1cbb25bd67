import type { LoadResult } from './load';
import type { DatabaseKind } from './settings';

// The results table of `npm run bench:bets`, every workload against the bare Fastify hello-world of
// the same run, and issue 13's floors and aims next to the bet workloads (stated, never enforced).

interface Target {
  /** Answers/s as a fraction of the Fastify hello-world's. */
  ratio: number;
  p99Ms: number;
}

export interface Targets {
  floor: Target;
  aim: Target;
}

/** Issue 13, at 50 connections. */
export const ISSUE_13_TARGETS: Record<DatabaseKind, Targets> = {
  sqlite: { floor: { ratio: 0.25, p99Ms: 20 }, aim: { ratio: 0.4, p99Ms: 10 } },
  postgres: { floor: { ratio: 0.06, p99Ms: 100 }, aim: { ratio: 0.1, p99Ms: 50 } },
};

/** What a row is compared with: a Fastify hello-world's answers/s and server CPU per answer. */
export interface Reference {
  requestsPerSecond: number;
  serverCpuMicrosPerAnswer: number | null;
}

export interface Row {
  name: string;
  result: LoadResult;
  targets?: Targets;
  /** The row's own reference (the hello-worlds measured just before and after it); else the table's. */
  reference?: Reference;
}

/**
 * The mean of the hello-worlds measured just before and just after a workload. The machine's speed
 * drifts over a run (a shared machine: the same hello-world ran 36,000 to 63,000 answers/s within an
 * hour here), so a workload is compared with the references on both sides of it, not with one taken
 * minutes earlier.
 */
export function bracketingReference(before: LoadResult, after: LoadResult): Reference {
  const cpu =
    before.serverCpuMicrosPerAnswer !== null && after.serverCpuMicrosPerAnswer !== null
      ? (before.serverCpuMicrosPerAnswer + after.serverCpuMicrosPerAnswer) / 2
      : null;
  return {
    requestsPerSecond: (before.requestsPerSecond + after.requestsPerSecond) / 2,
    serverCpuMicrosPerAnswer: cpu,
  };
}

const fmt = (value: number, digits = 2) =>
  value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

function ratioOf(row: Row, fallback: Reference): number {
  const reference = row.reference ?? fallback;
  return reference.requestsPerSecond > 0 ? row.result.requestsPerSecond / reference.requestsPerSecond : 0;
}

/** The same comparison by the server's CPU time per answer: less disturbed by other load on the machine. */
function cpuRatioOf(row: Row, fallback: Reference): number | null {
  const mine = row.result.serverCpuMicrosPerAnswer;
  const theirs = (row.reference ?? fallback).serverCpuMicrosPerAnswer;
  return mine && theirs ? theirs / mine : null;
}

type Column = [title: string, width: number, cell: (row: Row, reference: Reference) => string];

const columns: Column[] = [
  ['answers/s', 11, ({ result }) => fmt(result.requestsPerSecond, 0)],
  ['p50 ms', 9, ({ result }) => fmt(result.latencyMs.p50)],
  ['p99 ms', 9, ({ result }) => fmt(result.latencyMs.p99)],
  ['max ms', 10, ({ result }) => fmt(result.latencyMs.max)],
  ['non-2xx/err', 13, ({ result }) => `${result.non2xx}/${result.errors + result.timeouts}`],
  ['srv µs/ans', 12, ({ result }) => String(result.serverCpuMicrosPerAnswer ?? '?')],
  ['srv CPU', 9, ({ result }) => `${result.cpuPercent.server ?? '?'}%`],
  ['× hello', 9, (row, reference) => fmt(ratioOf(row, reference), 3)],
  ['× hello CPU', 13, (row, reference) => fmt(cpuRatioOf(row, reference) ?? 0, 3)],
];
const NAME_WIDTH = 32;

export function table(rows: Row[], reference: Reference): string[] {
  const header =
    'workload'.padEnd(NAME_WIDTH) + columns.map(([title, width]) => title.padStart(width)).join('');
  return [
    header,
    ...rows.map(
      (row) =>
        row.name.padEnd(NAME_WIDTH) +
        columns.map(([, width, cell]) => cell(row, reference).padStart(width)).join(''),
    ),
  ];
}

export const COLUMN_NOTES = [
  'srv µs/ans: our server process CPU time per answer; srv CPU: its CPU time over the run, in % of one core',
  '× hello: answers/s over the Fastify hello-world answers/s; × hello CPU: the same by CPU per answer',
  '(the latter is less disturbed by other load on a shared machine)',
  'the hello-world is measured first and again after each database: a bet row is compared with the mean of',
  'the two measured just before and after its database, a later hello-world row with the first',
];

const met = (row: Row, reference: Reference, target: Target) =>
  ratioOf(row, reference) >= target.ratio && row.result.latencyMs.p99 < target.p99Ms ? 'met' : 'not met';

const describe = (label: string, target: Target) => `${label} (>= ${target.ratio}, p99 < ${target.p99Ms} ms)`;

/** Each bet workload against issue 13's floor and aim: met or not met, nothing fails on it. */
export function targetLines(rows: Row[], reference: Reference, connections: number): string[] {
  const at = connections === 50 ? '' : `; this run used ${connections}`;
  const lines = [`issue 13 floors and aims: × hello and p99 at 50 connections${at} (stated, not enforced):`];
  for (const row of rows) {
    if (!row.targets) continue;
    const { floor, aim } = row.targets;
    lines.push(
      `  ${row.name.padEnd(NAME_WIDTH - 2)}${fmt(ratioOf(row, reference), 4).padStart(7)} × hello` +
        `   p99 ${fmt(row.result.latencyMs.p99).padStart(8)} ms` +
        `   ${describe('floor', floor)}: ${met(row, reference, floor).padEnd(7)}` +
        `   ${describe('aim', aim)}: ${met(row, reference, aim)}`,
    );
  }
  return lines;
}

/** The p99.9 and where the slowest answer fell, the server's CPU by thread, and what the non-2xx answers were. */
export function detailLines(rows: Row[]): string[] {
  const lines: string[] = [];
  for (const { name, result } of rows) {
    lines.push(
      `${name.padEnd(NAME_WIDTH)}p99.9 ${fmt(result.latencyMs.p999)} ms, slowest answer ${fmt(result.latencyMs.max)} ms at ${fmt(result.slowestAtSecond)} s; ` +
        `loader CPU ${result.cpuPercent.load}%; ${result.ok} 2xx in ${fmt(result.seconds)} s`,
    );
    const threads = result.serverThreadsMicrosPerAnswer;
    if (threads) {
      lines.push(
        `${''.padEnd(NAME_WIDTH)}server µs/ans by thread: event loop ${threads.eventLoop}, ` +
          `busiest other ${threads.busiestOther}, the rest ${threads.rest}`,
      );
    }
    if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0) {
      lines.push(
        `${''.padEnd(NAME_WIDTH)}statuses ${JSON.stringify(result.statusCounts)}, ` +
          `${result.errors} errors, ${result.timeouts} timeouts`,
      );
    }
  }
  return lines;
}
