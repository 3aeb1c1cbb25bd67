import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type SqliteDatabase from 'better-sqlite3';

/**
 * How often the checkpoint thread copies committed pages from the WAL into the database file. A page
 * rewritten many times between two checkpoints (a player's row, an index page) is copied once: at a
 * second rather than a quarter of one, the thread's share of a core under bets went from about 4 %
 * to 1-2 % (docs/performance-history.md). The WAL is synced at each checkpoint, so this is also about how many
 * committed bets a power cut could take (docs/architecture.md, SQLite durability); a process crash takes none.
 */
export const CHECKPOINT_INTERVAL_MS = 1000;
/** A connection's own checkpoint threshold, in pages: the app's connection goes back to it should the thread stop. */
export const BACKSTOP_CHECKPOINT_PAGES = 50_000;
/**
 * Past this length (in pages, 1 GB) the thread makes the log start over (a RESTART checkpoint),
 * and writers wait for the rest of the copy: about 100 ms, once per gigabyte written. Under steady
 * writes a passive checkpoint never finds the quiet moment in which the log starts over by itself:
 * the hand-over below keeps the log short where the bet writer follows the thread, and this cap is
 * the last line where nothing does (bets on the app's connection, SQLITE_BET_THREAD=off).
 */
const RESTART_PAGES = 262_144;
/**
 * The log starts over only after a checkpoint that leaves nothing behind, and under steady bets only
 * the writer can leave nothing behind (it appends the frames). So once a pass of the thread has
 * copied all it found and the log holds at least this many pages (16 MB), the thread asks the bet
 * writer (`followCheckpointer`) to checkpoint what came since, between two of its batches: a few
 * milliseconds' worth of frames, after which the next batch starts the log over. Rewriting the same
 * few megabytes of the file costs the writer less than appending to a growing one (docs/architecture.md, SQLite
 * durability).
 */
export const HANDOVER_PAGES = 4_096;

/**
 * The state the thread shares with its follower (Int32 slots of a SharedArrayBuffer): ASKED, set by
 * the thread and taken by the follower; RUNNING, 1 while the thread makes checkpoints.
 */
export const SHARED_SLOTS = { ASKED: 0, RUNNING: 1 } as const;
const { ASKED, RUNNING } = SHARED_SLOTS;
/**
 * How far below the process's other threads the checkpoint thread runs (Linux niceness, added to the
 * process's own). Its copying comes in a burst each second; at the same priority, on a machine whose
 * cores the bet path keeps busy, each burst made the event loop and the bet writer wait for a core,
 * and those waits were the slowest answers. Lowered, it takes the cores' idle moments first and still
 * gets a share of a contended core, far more than the 1-2 % it needs (docs/performance-history.md).
 */
export const CHECKPOINT_NICENESS = 10;

// Plain JavaScript, run as a worker of its own: a second connection to the same file that does the
// checkpoints, so that their copying and fsync never hold the event loop of the bet path.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.path);
db.pragma('busy_timeout = 1000');
// This thread's own priority, lowered (Linux only: elsewhere there is no thread id to name, and the
// thread keeps the process's). Lowering one's own priority needs no privilege.
let thread = null;
try {
  const os = require('node:os');
  const tid = Number(require('node:fs').readlinkSync('/proc/thread-self').split('/').pop());
  os.setPriority(tid, Math.min(19, os.getPriority(tid) + workerData.niceness));
  thread = { tid, niceness: os.getPriority(tid) };
} catch {}
parentPort.postMessage({ thread });
const shared = new Int32Array(workerData.shared);
const timer = setInterval(() => {
  try {
    const [{ log, checkpointed }] = db.pragma('wal_checkpoint(PASSIVE)');
    if (log >= workerData.restartPages) db.pragma('wal_checkpoint(RESTART)');
    else if (log >= workerData.handOverPages && checkpointed === log) Atomics.store(shared, ${ASKED}, 1);
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

/** The checkpoint thread as the system knows it: its id and niceness (null where not Linux). */
export type CheckpointThread = { tid: number; niceness: number } | null;

export interface WalCheckpointer {
  /** What the thread shares with the bet writer's connection: hand it to followCheckpointer. */
  shared: SharedArrayBuffer;
  /** Resolves once the thread has its connection and its priority. */
  thread: Promise<CheckpointThread>;
  stop(): Promise<void>;
}

export interface CheckpointerOptions {
  intervalMs?: number;
  restartPages?: number;
  handOverPages?: number;
  /** Called once should the thread end other than by stop(): the caller's connection checkpoints again. */
  onExit?: () => void;
}

/**
 * Runs SQLite's WAL checkpoints on a thread of their own (better-sqlite3 in a worker, its own
 * connection). The committing connection then only appends to the WAL: the caller turns its
 * automatic checkpoint off while the thread runs (see database.ts), and `onExit` tells it when to
 * turn it back on.
 */
export function startWalCheckpointer(
  path: string,
  onError: (message: string) => void,
  {
    intervalMs = CHECKPOINT_INTERVAL_MS,
    restartPages = RESTART_PAGES,
    handOverPages = HANDOVER_PAGES,
    onExit,
  }: CheckpointerOptions = {},
): WalCheckpointer {
  const shared = new SharedArrayBuffer(2 * Int32Array.BYTES_PER_ELEMENT);
  const state = new Int32Array(shared);
  Atomics.store(state, RUNNING, 1);
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: {
      path,
      intervalMs,
      restartPages,
      handOverPages,
      shared,
      niceness: CHECKPOINT_NICENESS,
      driver: createRequire(import.meta.url).resolve('better-sqlite3'),
    },
  });
  worker.unref();
  let reported = false;
  let started: (thread: CheckpointThread) => void = () => {};
  const thread = new Promise<CheckpointThread>((done) => {
    started = done;
  });
  worker.on('message', (message: { error?: string; thread?: CheckpointThread }) => {
    if (message.thread !== undefined) started(message.thread);
    if (message.error && !reported) {
      reported = true;
      onError(message.error);
    }
  });
  worker.on('error', (error) => onError(error.message));
  let stopping = false;
  worker.once('exit', () => {
    Atomics.store(state, RUNNING, 0);
    started(null);
    if (!stopping) onExit?.();
  });
  return {
    shared,
    thread,
    stop: () =>
      new Promise<void>((done) => {
        stopping = true;
        // From now on the thread makes no more checkpoints: a follower makes its own.
        Atomics.store(state, RUNNING, 0);
        const timer = setTimeout(() => void worker.terminate().then(() => done()), 2000);
        worker.on('message', (message: { stopped?: boolean }) => {
          if (!message.stopped) return;
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

/**
 * The bet writer's side of the checkpoint thread (see HANDOVER_PAGES), for a connection that commits
 * most of the writes: while the thread runs, the connection makes no checkpoint of its own but those
 * the thread asks for; should the thread end, it goes back to its automatic one. Call the returned
 * function between batches, after their answers have gone.
 */
export function followCheckpointer(sqlite: SqliteDatabase.Database, shared: SharedArrayBuffer): () => void {
  const state = new Int32Array(shared);
  let onItsOwn = false;
  sqlite.pragma('wal_autocheckpoint = 0');
  return () => {
    if (onItsOwn) return;
    if (Atomics.load(state, RUNNING) === 0) {
      onItsOwn = true;
      sqlite.pragma(`wal_autocheckpoint = ${BACKSTOP_CHECKPOINT_PAGES}`);
    } else if (Atomics.exchange(state, ASKED, 0) === 1) {
      // Passive: should a reader hold part of the log, this copies what it can and the log goes on.
      sqlite.pragma('wal_checkpoint(PASSIVE)');
    }
  };
}
