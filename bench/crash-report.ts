import { CRASH_TICKS_PER_SECOND } from '../src/contract/crash-texts';
import type { PlayResult, Refusals } from './crash-players';
import { histogramSpread, type MergedRound, type TickSpread } from './crash-ticks';
import { DATABASE_NAMES, type DatabaseKind } from './settings';
import type { Verification } from './verify';

// The table of `npm run bench:crash`: a column per database, our ticks beside the bare socket.io
// server's of the same run, and issue 35's floors and aims under it (stated, never enforced).

export const ISSUE_35_GOALS = {
  cashoutP99Ms: { floor: 50, aim: 20 },
  fanoutRatio: { floor: 1.25, aim: 1.1 },
  ticksPerSecond: 10,
};

/** What the sockets saw of a run's ticks (ours, or the bare reference's). */
export interface TickRun {
  connected: number;
  perSocket: TickSpread;
  /** Per tick, its slowest socket. */
  lastSocket: TickSpread;
  /** The crash's announcement to each socket, from the crash (ours only: the bare server sends none). */
  crash: TickSpread;
  ticks: number;
  /** The mean time between two ticks of a round, and the most ticks in one whole second of a round. */
  meanGapMs: number;
  mostInASecond: number;
  /**
   * Receipts short of one per tick per connected socket (our server merges a tick still waiting for
   * a slice of the sockets into the next one when it cannot keep up: those sockets skip it), and
   * receipts of a tick a socket had already.
   */
  missing: number;
  /** Ticks each socket received per second of the rounds' curves, on average. */
  receivedPerSecond: number;
  duplicates: number;
}

export function tickRun(rounds: MergedRound[], connected: number, duplicates: number): TickRun {
  const latencies: [number, number][] = [];
  const slowest: [number, number][] = [];
  const crashes: [number, number][] = [];
  let ticks = 0;
  let missing = 0;
  let receipts = 0;
  let spanMs = 0;
  let gaps = 0;
  let mostInASecond = 0;
  for (const round of rounds) {
    for (const pair of round.histogram) latencies.push(pair);
    for (const pair of round.crash) crashes.push(pair);
    const times = [...round.ticks.keys()].sort((a, b) => a - b);
    for (const tick of round.ticks.values()) {
      slowest.push([tick.slowestMs, 1]);
      missing += Math.max(0, connected - tick.receipts);
      receipts += tick.receipts;
    }
    ticks += times.length;
    if (times.length > 1) {
      spanMs += (times.at(-1) as number) - (times[0] as number);
      gaps += times.length - 1;
    }
    const seconds = new Map<number, number>();
    for (const time of times) {
      const second = Math.floor(time / 1000);
      seconds.set(second, (seconds.get(second) ?? 0) + 1);
    }
    mostInASecond = Math.max(mostInASecond, ...seconds.values());
  }
  return {
    connected,
    perSocket: histogramSpread(latencies),
    lastSocket: histogramSpread(slowest),
    crash: histogramSpread(crashes),
    ticks,
    meanGapMs: gaps > 0 ? spanMs / gaps : Number.NaN,
    mostInASecond,
    missing,
    // Over the spans from each round's first tick to its last, one tick interval added for the last.
    receivedPerSecond:
      connected > 0 && ticks > 0
        ? receipts / connected / ((spanMs + ((ticks - gaps) * 1000) / CRASH_TICKS_PER_SECOND) / 1000)
        : Number.NaN,
    duplicates,
  };
}

export interface CrashRun {
  kind: DatabaseKind;
  instances: number;
  /** Where the machine's CPU went while the rounds ran (bench/machine-cpu.ts); undefined off Linux. */
  cpu: string | undefined;
  sockets: number;
  failed: number;
  connectErrors: string[];
  connectSeconds: number;
  droppedMeanwhile: number;
  ours: TickRun;
  reference: TickRun;
  play: PlayResult;
  books: Verification;
}

export const runName = (run: { kind: DatabaseKind; instances: number }) =>
  run.kind === 'sqlite'
    ? `${DATABASE_NAMES.sqlite}, 1 instance`
    : `${DATABASE_NAMES.postgres} + Redis, ${run.instances} instances`;

const number = (value: number, digits = 0) =>
  Number.isFinite(value)
    ? value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits })
    : 'n/a';
const ms = (spread: TickSpread, withTail: boolean) =>
  `${number(spread.p50, 1)} / ${number(spread.p99, 1)}${withTail ? ` / ${number(spread.p999, 1)} / ${number(spread.max, 1)}` : ` / ${number(spread.max, 1)}`} ms`;
const answers = (ok: number, refusals: Refusals) =>
  `${number(ok)} / ${number(refusals.late)} / ${number(refusals.failed)}`;
const listSpread = (values: number[]) => histogramSpread(values.map((value): [number, number] => [value, 1]));

export const cashoutSpread = (run: CrashRun) => listSpread(run.play.cashoutMs);
export const fanoutRatio = (run: CrashRun) => run.ours.perSocket.p99 / run.reference.perSocket.p99;
const sum = (run: CrashRun, field: 'bets' | 'cashouts') =>
  run.play.rounds.reduce((total, round) => total + round[field], 0);

const LINES: [string, (run: CrashRun) => string][] = [
  ['watching sockets connected', (run) => `${number(run.ours.connected)} of ${number(run.sockets)}`],
  ['connect time', (run) => `${number(run.connectSeconds, 1)} s`],
  ['rounds played', (run) => run.play.rounds.map((round) => `${round.crashPoint}x`).join(' ')],
  ['bets 200 / late / failed', (run) => answers(sum(run, 'bets'), run.play.betRefusals)],
  ['bet answer p50 / p99 / max', (run) => ms(listSpread(run.play.betMs), false)],
  ['cash-outs 200 / late / failed', (run) => answers(sum(run, 'cashouts'), run.play.cashoutRefusals)],
  ['cash-out p50 / p99 / p99.9 / max', (run) => ms(cashoutSpread(run), true)],
  ['GET /api/health meanwhile, the same', (run) => ms(listSpread(run.play.probeMs), true)],
  [
    'ticks, mean gap, most in a second',
    (run) => `${number(run.ours.ticks)}, ${number(run.ours.meanGapMs, 1)} ms, ${run.ours.mostInASecond}`,
  ],
  ['tick fan-out p50 / p99 / max', (run) => ms(run.ours.perSocket, false)],
  ['bare socket.io p50 / p99 / max', (run) => ms(run.reference.perSocket, false)],
  ['fan-out p99 × bare socket.io', (run) => `${number(fanoutRatio(run), 2)} ×`],
  ['slowest socket a tick p50 / p99', (run) => ms(run.ours.lastSocket, false)],
  ['the same, bare socket.io', (run) => ms(run.reference.lastSocket, false)],
  ['crash announced p50 / p99 / max', (run) => ms(run.ours.crash, false)],
  ['tick receipts skipped / twice', (run) => `${number(run.ours.missing)} / ${number(run.ours.duplicates)}`],
  ['ticks a socket got a second, mean', (run) => number(run.ours.receivedPerSecond, 1)],
  ['sockets dropped by the server', (run) => number(run.droppedMeanwhile)],
  ['books', (run) => (run.books.ok ? `ok (${run.books.lines.length} checks)` : 'FAILED')],
];

const LABEL_WIDTH = 34;
const COLUMN_WIDTH = 44;

export function crashTable(runs: CrashRun[]): string[] {
  const lines = [
    'crash'.padEnd(LABEL_WIDTH) + runs.map((run) => runName(run).padStart(COLUMN_WIDTH)).join(''),
    ...LINES.map(
      ([label, cell]) =>
        label.padEnd(LABEL_WIDTH) + runs.map((run) => cell(run).padStart(COLUMN_WIDTH)).join(''),
    ),
  ];
  for (const run of runs) {
    for (const error of run.connectErrors) lines.push(`connect error, ${runName(run)}: ${error}`);
  }
  return lines;
}

export const COLUMN_NOTES = [
  'late: bets refused as after the betting phase, cash-outs refused as after the crash (counted, not failed);',
  'failed: any other answer that is not 2xx, or no answer: these fail the run. Answer times from the request',
  'sent to its body read. GET /api/health: one every 50 ms while each round runs, to each instance in turn;',
  'it does one `select 1` and none of our work, so it shows what the load alone adds to any answer. Tick',
  "fan-out: from the tick leaving the server (its round start + its elapsedMs, the server's clock) to its",
  'arrival on each socket, in whole ms; the bare socket.io server sent as many sockets the same message at',
  'the same rate just before, with no load (bench/crash-reference-server.ts). Skipped:',
  'a tick still waiting for a slice of the sockets when the next comes is merged into it (the newer multiplier,',
  'every cash-out of both), so a server that cannot write 10 ticks a second to every socket sends fewer;',
  'at the crash, a tick still waiting is not sent at all. Crash announced: from the crash (its round start +',
  'its elapsedMs) to its arrival on each socket, for the sockets that skipped the last ticks as for the others.',
];

/** Met or not; n/a when there was nothing to measure (no cash-out, no tick). */
const metOrNot = (met: boolean, value = 0) => (Number.isFinite(value) ? (met ? 'met' : 'NOT met') : 'n/a');

export function goalLines(runs: CrashRun[]): string[] {
  const { cashoutP99Ms, fanoutRatio: ratio, ticksPerSecond } = ISSUE_35_GOALS;
  const goals: [string, (run: CrashRun) => string][] = [
    [
      `cash-out p99 < ${cashoutP99Ms.floor} ms (aim ${cashoutP99Ms.aim} ms)`,
      (run) =>
        `${metOrNot(cashoutSpread(run).p99 < cashoutP99Ms.floor, cashoutSpread(run).p99)} ` +
        `(aim ${metOrNot(cashoutSpread(run).p99 < cashoutP99Ms.aim, cashoutSpread(run).p99)})`,
    ],
    [
      `tick fan-out p99 ≤ ${ratio.floor} × bare (aim ${ratio.aim} ×)`,
      (run) =>
        `${metOrNot(fanoutRatio(run) <= ratio.floor)} (aim ${metOrNot(fanoutRatio(run) <= ratio.aim)})`,
    ],
    [
      `at most ${ticksPerSecond} ticks in a second of a round`,
      (run) => metOrNot(run.ours.mostInASecond <= ticksPerSecond),
    ],
    ['the books', (run) => metOrNot(run.books.ok)],
  ];
  return [
    "issue 35's floors and aims (stated, not enforced):",
    ...goals.map(
      ([text, cell]) =>
        `  ${text.padEnd(44)}${runs
          .map((run) => `${runName(run)}: ${cell(run)}`.padEnd(56))
          .join('')
          .trimEnd()}`,
    ),
  ];
}

/**
 * What went wrong beyond slowness. `failures` (an answer that failed, the books) fail the run; `warnings`
 * (a socket that did not connect, a tick receipt missing) are printed only.
 */
export function problems(runs: CrashRun[]): { failures: string[]; warnings: string[] } {
  const failures: string[] = [];
  const warnings: string[] = [];
  for (const run of runs) {
    const name = runName(run);
    if (run.failed > 0) warnings.push(`${name}: ${run.failed} sockets did not connect`);
    if (run.ours.missing > 0) warnings.push(`${name}: ${run.ours.missing} tick receipts skipped`);
    for (const [what, refusals] of [
      ['bets', run.play.betRefusals],
      ['cash-outs', run.play.cashoutRefusals],
    ] as const) {
      if (refusals.failed > 0)
        failures.push(`${name}: ${refusals.failed} ${what} failed, e.g. ${refusals.examples.join(' | ')}`);
    }
    if (!run.books.ok) failures.push(`${name}: the books FAILED`);
  }
  return { failures, warnings };
}
