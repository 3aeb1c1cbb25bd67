// The messages between bench/sockets.ts (through bench/socket-pool.ts) and its worker threads
// (bench/socket-worker.ts).

export interface WorkerInput {
  url: string;
  tokens: string[];
  /** Handshakes in flight at once in this worker. */
  concurrency: number;
  /** bench:crash: each socket watches crash (watchCrash) and times every tick (bench/crash-ticks.ts). */
  watchCrash?: boolean;
}

/** Chat lines of the benchmark read `${FANOUT_PREFIX}<index>`. */
export const FANOUT_PREFIX = 'bench fan-out #';

export type ToWorker =
  | { type: 'connect' }
  | { type: 'flush'; index: number }
  | { type: 'crashReport' }
  | { type: 'close' };

export type FromWorker =
  | { type: 'connected'; connected: number; failed: number; errors: string[] }
  /** Wall-clock receive times (ms, performance.timeOrigin + now) of message `index`, one per socket that got it. */
  | { type: 'received'; index: number; times: number[]; complete: boolean }
  | { type: 'crashReport'; report: CrashTickReport }
  | { type: 'closed'; droppedMeanwhile: number };

/** What one worker's sockets saw of crash's ticks, per round (bench:crash). */
export interface CrashTickReport {
  rounds: CrashRoundTicks[];
  /** A socket got the same tick twice. */
  duplicates: number;
}

export interface CrashRoundTicks {
  id: number;
  /** [ms, receipts]: receipts by whole ms from the tick's send (its round's startedAt + its elapsedMs) to its arrival. */
  histogram: [number, number][];
  /** Per tick: its elapsedMs, the sockets that got it, the slowest of them (ms). */
  ticks: { elapsedMs: number; receipts: number; slowestMs: number }[];
  /** [ms, receipts]: the crash's announcement, from the crash (startedAt + its elapsedMs) to its arrival. */
  crash: [number, number][];
}
