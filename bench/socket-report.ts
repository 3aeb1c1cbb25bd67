import type { Memory } from './socket-setup';

// The figures of `npm run bench:sockets`, and issue 14's goals beside them (stated, never enforced).

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
  sockets: number;
  connected: number;
  failed: number;
  connectErrors: string[];
  connectSeconds: number;
  droppedMeanwhile: number;
  memoryIdle: Memory | null;
  memoryConnected: Memory | null;
  memoryEnd: Memory | null;
  messages: MessageResult[];
}

const ms = (value: number) => (Number.isFinite(value) ? `${value.toFixed(1)} ms` : 'n/a');
const mb = (memory: Memory | null) => (memory ? `${memory.rssMb.toFixed(0)} MB` : 'n/a (no /proc)');
const metOrNot = (met: boolean) => (met ? 'met' : 'NOT met');

export function resultLines(run: SocketRun): string[] {
  const perSocket = spread(run.messages.flatMap((m) => m.latencies));
  const lastSocket = spread(run.messages.map((m) => (m.latencies.length ? Math.max(...m.latencies) : NaN)));
  const post = spread(run.messages.map((m) => m.postMs));
  const missing = run.messages.reduce((sum, m) => sum + m.missing, 0);
  const rate = run.connectSeconds > 0 ? run.connected / run.connectSeconds : 0;
  const row = (name: string, s: Spread) =>
    `  ${name.padEnd(34)} ${ms(s.p50).padStart(10)} ${ms(s.p99).padStart(10)} ${ms(s.max).padStart(10)}   (${s.count})`;
  const lines = [
    `sockets: ${run.connected} of ${run.sockets} connected in ${run.connectSeconds.toFixed(1)} s (${rate.toFixed(0)}/s)` +
      (run.failed ? `; ${run.failed} FAILED to connect` : ''),
    ...run.connectErrors.map((error) => `  connect error: ${error}`),
    `server memory (RSS): ${mb(run.memoryIdle)} before the sockets, ${mb(run.memoryConnected)} with all connected, ` +
      `${mb(run.memoryEnd)} after the messages (peak ${run.memoryEnd ? `${run.memoryEnd.peakMb.toFixed(0)} MB` : 'n/a'})`,
    '',
    `chat fan-out, ${run.messages.length} message(s) posted one after another through POST /api/social/chat:`,
    `  ${''.padEnd(34)} ${'p50'.padStart(10)} ${'p99'.padStart(10)} ${'max'.padStart(10)}   (samples)`,
    row('per socket: POST sent → received', perSocket),
    row('last socket of each message', lastSocket),
    row('POST answered', post),
  ];
  if (missing > 0) lines.push(`  ${missing} receipt(s) MISSING: sockets connected that never got a message`);
  if (run.droppedMeanwhile > 0)
    lines.push(`  ${run.droppedMeanwhile} socket(s) dropped by the server during the run`);
  lines.push(
    '',
    `issue 14's goals (stated, not enforced; they are for ${ISSUE_14_GOALS.sockets.toLocaleString('en-US')} sockets):`,
    `  fan-out p99 per socket < ${ISSUE_14_GOALS.fanoutP99Ms} ms: ${ms(perSocket.p99)}, ${metOrNot(perSocket.p99 < ISSUE_14_GOALS.fanoutP99Ms)}`,
    `  server memory < ${ISSUE_14_GOALS.serverMemoryMb} MB with all connected: ${mb(run.memoryConnected)}, ` +
      metOrNot((run.memoryConnected?.rssMb ?? Number.POSITIVE_INFINITY) < ISSUE_14_GOALS.serverMemoryMb),
  );
  if (run.sockets < ISSUE_14_GOALS.sockets) {
    lines.push(
      `  (this run had ${run.sockets} sockets: a smoke test of the path, not the goal's measurement)`,
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
