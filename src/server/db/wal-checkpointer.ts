import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** How often the checkpoint thread copies committed pages from the WAL into the database file. */
export const CHECKPOINT_INTERVAL_MS = 250;
/** The main connection's own checkpoint threshold: a backstop, in pages, should the thread stop. */
export const BACKSTOP_CHECKPOINT_PAGES = 50_000;

// Plain JavaScript, run as a worker of its own: a second connection to the same file that does the
// checkpoints, so that their copying and fsync never hold the event loop of the bet path.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.path);
db.pragma('busy_timeout = 1000');
const timer = setInterval(() => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch (error) {
    parentPort.postMessage({ error: String(error && error.message || error) });
  }
}, workerData.intervalMs);
parentPort.on('message', (message) => {
  if (message !== 'stop') return;
  clearInterval(timer);
  db.close();
  parentPort.postMessage({ stopped: true });
});
`;

export interface WalCheckpointer {
  stop(): Promise<void>;
}

/**
 * Runs SQLite's WAL checkpoints on a thread of their own (better-sqlite3 in a worker, its own
 * connection). The committing connection then only appends to the WAL; its own automatic
 * checkpoint stays as a backstop far above what the thread lets the WAL reach.
 */
export function startWalCheckpointer(
  path: string,
  onError: (message: string) => void,
  intervalMs = CHECKPOINT_INTERVAL_MS,
): WalCheckpointer {
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: { path, intervalMs, driver: createRequire(import.meta.url).resolve('better-sqlite3') },
  });
  worker.unref();
  let reported = false;
  worker.on('message', (message: { error?: string }) => {
    if (message.error && !reported) {
      reported = true;
      onError(message.error);
    }
  });
  worker.on('error', (error) => onError(error.message));
  return {
    stop: () =>
      new Promise<void>((done) => {
        const timer = setTimeout(() => void worker.terminate().then(() => done()), 2000);
        worker.once('message', () => {
          clearTimeout(timer);
          void worker.terminate().then(() => done());
        });
        worker.once('exit', () => {
          clearTimeout(timer);
          done();
        });
        worker.postMessage('stop');
      }),
  };
}
