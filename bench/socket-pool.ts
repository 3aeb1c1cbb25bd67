import { Worker } from 'node:worker_threads';
import type { CrashTickReport, FromWorker, ToWorker, WorkerInput } from './socket-protocol';

// The load generator of `npm run bench:sockets`: a few worker threads (bench/socket-worker.ts), each
// holding a share of the sockets, so that neither the handshakes nor the receipts queue up behind one
// event loop of ours. Every thread is ended by close(), and by terminate() when the run is interrupted.

// A worker thread does not inherit tsx's loader: it loads the TypeScript file through tsx's API.
const WORKER_FILE = new URL('./socket-worker.ts', import.meta.url).href;
const WORKER_BOOT = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))})
  .then(({ tsImport }) => tsImport(${JSON.stringify(WORKER_FILE)}, ${JSON.stringify(WORKER_FILE)}))`;

export interface ConnectResult {
  connected: number;
  failed: number;
  errors: string[];
}

export interface Receipts {
  /** Wall-clock receive times, one per socket that got the message. */
  times: number[];
  /** Every connected socket got it before the time-out. */
  complete: boolean;
}

interface Thread {
  worker: Worker;
  listeners: Set<(message: FromWorker) => void>;
}

export interface SocketPool {
  connect(): Promise<ConnectResult>;
  /** The receive times of message `index`, waiting at most `timeoutMs` for the last socket. */
  receipts(index: number, timeoutMs: number): Promise<Receipts>;
  /** What each thread's sockets saw of crash's ticks (a pool started with watchCrash). */
  crashReports(): Promise<CrashTickReport[]>;
  /** Closes every socket, then ends the threads; returns the sockets dropped by the server before that. */
  close(): Promise<number>;
  /** Ends the threads at once (their sockets go with them). */
  terminate(): Promise<void>;
}

/**
 * `threads` threads share the tokens' sockets; with several `urls` (instances), thread i connects to
 * url i modulo their number. `watchCrash`: every socket watches crash and times its ticks.
 */
export function startSocketPool(
  urls: string | string[],
  tokens: string[],
  threads: number,
  concurrency: number,
  watchCrash = false,
): SocketPool {
  const targets = typeof urls === 'string' ? [urls] : urls;
  const count = Math.max(1, Math.min(threads, tokens.length));
  const pool: Thread[] = [];
  for (let i = 0; i < count; i += 1) {
    const input: WorkerInput = {
      url: targets[i % targets.length] as string,
      tokens: tokens.filter((_, j) => j % count === i),
      concurrency: Math.max(1, Math.ceil(concurrency / count)),
      watchCrash,
    };
    const worker = new Worker(WORKER_BOOT, { eval: true, workerData: input });
    const thread: Thread = { worker, listeners: new Set() };
    worker.on('message', (message: FromWorker) => {
      for (const listener of [...thread.listeners]) listener(message);
    });
    worker.on('error', (error) => {
      console.error(`socket worker ${i} failed:`, error);
    });
    pool.push(thread);
  }

  /** Sends `message` and waits for the first answer that `pick` accepts. */
  function ask<T>(
    thread: Thread,
    message: ToWorker | null,
    pick: (answer: FromWorker) => T | undefined,
  ): Promise<T> {
    return new Promise((done, fail) => {
      const onExit = (code: number) => fail(new Error(`a socket worker exited with ${code}`));
      const listener = (answer: FromWorker) => {
        const value = pick(answer);
        if (value === undefined) return;
        thread.listeners.delete(listener);
        thread.worker.off('exit', onExit);
        done(value);
      };
      thread.listeners.add(listener);
      thread.worker.once('exit', onExit);
      if (message) thread.worker.postMessage(message);
    });
  }

  return {
    async connect() {
      const answers = await Promise.all(
        pool.map((thread) =>
          ask(thread, { type: 'connect' }, (answer) => (answer.type === 'connected' ? answer : undefined)),
        ),
      );
      return {
        connected: answers.reduce((sum, a) => sum + a.connected, 0),
        failed: answers.reduce((sum, a) => sum + a.failed, 0),
        errors: answers.flatMap((a) => a.errors),
      };
    },

    async receipts(index, timeoutMs) {
      const answers = await Promise.all(
        pool.map((thread) => {
          const answer = ask(thread, null, (a) =>
            a.type === 'received' && a.index === index ? a : undefined,
          );
          const timer = setTimeout(
            () => thread.worker.postMessage({ type: 'flush', index } satisfies ToWorker),
            timeoutMs,
          );
          return answer.finally(() => clearTimeout(timer));
        }),
      );
      return { times: answers.flatMap((a) => a.times), complete: answers.every((a) => a.complete) };
    },

    crashReports() {
      return Promise.all(
        pool.map((thread) =>
          ask(thread, { type: 'crashReport' }, (answer) =>
            answer.type === 'crashReport' ? answer.report : undefined,
          ),
        ),
      );
    },

    async close() {
      const dropped = await Promise.all(
        pool.map((thread) =>
          ask(thread, { type: 'close' }, (answer) =>
            answer.type === 'closed' ? answer.droppedMeanwhile : undefined,
          ),
        ),
      );
      await this.terminate();
      return dropped.reduce((sum, n) => sum + n, 0);
    },

    async terminate() {
      await Promise.all(pool.map((thread) => thread.worker.terminate()));
    },
  };
}
