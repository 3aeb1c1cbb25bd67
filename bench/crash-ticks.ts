import type { ServerToClientEvents } from '../src/contract/socket-events';
import type { LightSocket } from './light-socket';
import type { CrashRoundTicks, CrashTickReport } from './socket-protocol';

// bench:crash's measure of a tick's fan-out, kept by each socket worker (bench/socket-worker.ts): a tick
// says how long after its round's start it was sent (elapsedMs, from the server's clock, the same
// wall clock as ours on this machine), so its send time is startedAt + elapsedMs and every socket's
// receipt is timed against it, with no message of the benchmark's own. Whole milliseconds: both
// clocks are read with Date.now(), as the server does.

type Payload<E extends keyof ServerToClientEvents> = Parameters<ServerToClientEvents[E]>[0];

interface RoundEntry {
  histogram: Map<number, number>;
  ticks: Map<number, { receipts: number; slowestMs: number }>;
  crash: Map<number, number>;
}

const CASHOUTS = Buffer.from(',"cashouts":');

/**
 * A tick's own fields from its frame, `42["crashTick",{"id":…,"elapsedMs":…,"multiplier":…,"cashouts":[…]}]`:
 * the cash-outs riding on it (the server adds them after the tick's fields) are cut off unread. Parsed
 * whole on each of 10,000 sockets, the lists took a socket thread's frame handler to 19 % of its busy
 * time, and its garbage collection to 15 % (CPU profiles, 3 rounds on SQLite); cut off, 9 + 5 % (this
 * function) and 11-12 %: CPU the load no longer takes from the servers it measures on the same cores.
 */
function tickOf(frame: Buffer): Payload<'crashTick'> {
  const cut = frame.indexOf(CASHOUTS);
  const json = cut === -1 ? frame.toString('utf8', 2) : `${frame.toString('utf8', 2, cut)}}]`;
  return (JSON.parse(json) as [string, Payload<'crashTick'>])[1];
}

/** Joins each socket given to the crash room and counts its ticks; report() gives what was seen so far. */
export function createTickWatch() {
  const starts = new Map<number, number>();
  const rounds = new Map<number, RoundEntry>();
  let duplicates = 0;

  function entry(roundId: number): RoundEntry {
    let round = rounds.get(roundId);
    if (!round) {
      round = { histogram: new Map(), ticks: new Map(), crash: new Map() };
      rounds.set(roundId, round);
    }
    return round;
  }

  function record(roundId: number, elapsedMs: number, latencyMs: number) {
    const round = entry(roundId);
    round.histogram.set(latencyMs, (round.histogram.get(latencyMs) ?? 0) + 1);
    const tick = round.ticks.get(elapsedMs);
    if (tick) {
      tick.receipts += 1;
      tick.slowestMs = Math.max(tick.slowestMs, latencyMs);
    } else round.ticks.set(elapsedMs, { receipts: 1, slowestMs: latencyMs });
  }

  return {
    watch(socket: LightSocket): void {
      let last = '';
      socket.on('crashRoundStarted', ({ id, startedAt }: Payload<'crashRoundStarted'>) =>
        starts.set(id, Date.parse(startedAt)),
      );
      // Called as the frame arrives (bench/light-socket.ts parses only these events' frames), and
      // timed before it is read.
      socket.onFrame('crashTick', (frame) => {
        const at = Date.now();
        const { id, elapsedMs } = tickOf(frame);
        const startedAt = starts.get(id);
        // A socket that joined during a round has not heard its start: its ticks count from the next.
        if (startedAt === undefined) return;
        const key = `${id}:${elapsedMs}`;
        if (key === last) {
          duplicates += 1;
          return;
        }
        last = key;
        record(id, elapsedMs, Math.max(0, at - (startedAt + elapsedMs)));
      });
      // The crash, timed as the ticks are: a tick that the crash made stale is not sent, so the crash
      // is the last word on the curve that some sockets get.
      socket.on('crashRoundCrashed', ({ id, elapsedMs }: Payload<'crashRoundCrashed'>) => {
        const at = Date.now();
        const startedAt = starts.get(id);
        if (startedAt === undefined) return;
        const crash = entry(id).crash;
        const ms = Math.max(0, at - (startedAt + elapsedMs));
        crash.set(ms, (crash.get(ms) ?? 0) + 1);
      });
      socket.emit('watchCrash', true);
    },

    report(): CrashTickReport {
      const list: CrashRoundTicks[] = [...rounds].map(([id, round]) => ({
        id,
        histogram: [...round.histogram],
        ticks: [...round.ticks].map(([elapsedMs, tick]) => ({ elapsedMs, ...tick })),
        crash: [...round.crash],
      }));
      return { rounds: list, duplicates };
    },
  };
}

/** Latency percentiles (ms) of merged histograms: nearest rank, as bench/socket-report.ts's spread(). */
export interface TickSpread {
  count: number;
  p50: number;
  p99: number;
  p999: number;
  max: number;
}

export function histogramSpread(pairs: Iterable<[number, number]>): TickSpread {
  const counts = new Map<number, number>();
  for (const [ms, n] of pairs) counts.set(ms, (counts.get(ms) ?? 0) + n);
  const sorted = [...counts].sort((a, b) => a[0] - b[0]);
  const count = sorted.reduce((sum, [, n]) => sum + n, 0);
  const at = (q: number) => {
    const rank = Math.max(1, Math.ceil(q * count));
    let seen = 0;
    for (const [ms, n] of sorted) {
      seen += n;
      if (seen >= rank) return ms;
    }
    return Number.NaN;
  };
  return { count, p50: at(0.5), p99: at(0.99), p999: at(0.999), max: sorted.at(-1)?.[0] ?? Number.NaN };
}

/** One round's ticks as all workers saw them: per tick, the receipts and the slowest socket. */
export interface MergedRound {
  id: number;
  histogram: [number, number][];
  crash: [number, number][];
  ticks: Map<number, { receipts: number; slowestMs: number }>;
}

export function mergeReports(reports: CrashTickReport[]): {
  rounds: Map<number, MergedRound>;
  duplicates: number;
} {
  const rounds = new Map<number, MergedRound>();
  for (const report of reports) {
    for (const round of report.rounds) {
      let merged = rounds.get(round.id);
      if (!merged) {
        merged = { id: round.id, histogram: [], ticks: new Map(), crash: [] };
        rounds.set(round.id, merged);
      }
      for (const pair of round.histogram) merged.histogram.push(pair);
      for (const pair of round.crash) merged.crash.push(pair);
      for (const tick of round.ticks) {
        const seen = merged.ticks.get(tick.elapsedMs);
        merged.ticks.set(tick.elapsedMs, {
          receipts: (seen?.receipts ?? 0) + tick.receipts,
          slowestMs: Math.max(seen?.slowestMs ?? 0, tick.slowestMs),
        });
      }
    }
  }
  return { rounds, duplicates: reports.reduce((sum, report) => sum + report.duplicates, 0) };
}
