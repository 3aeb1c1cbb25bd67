// The messages between bench/sockets.ts (through bench/socket-pool.ts) and its worker threads
// (bench/socket-worker.ts).

export interface WorkerInput {
  url: string;
  tokens: string[];
  /** Handshakes in flight at once in this worker. */
  concurrency: number;
}

/** Chat lines of the benchmark read `${FANOUT_PREFIX}<index>`. */
export const FANOUT_PREFIX = 'bench fan-out #';

export type ToWorker = { type: 'connect' } | { type: 'flush'; index: number } | { type: 'close' };

export type FromWorker =
  | { type: 'connected'; connected: number; failed: number; errors: string[] }
  /** Wall-clock receive times (ms, performance.timeOrigin + now) of message `index`, one per socket that got it. */
  | { type: 'received'; index: number; times: number[]; complete: boolean }
  | { type: 'closed'; droppedMeanwhile: number };
