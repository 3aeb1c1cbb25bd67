import { closeSync, mkdtempSync, openSync, readFileSync, readSync, rmSync, statSync } from 'node:fs';
import { getPriority, tmpdir } from 'node:os';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './database';
import { configureSqliteConnection } from './sqlite-connection';
import {
  BACKSTOP_CHECKPOINT_PAGES,
  CHECKPOINT_NICENESS,
  followCheckpointer,
  SHARED_SLOTS,
  startWalCheckpointer,
} from './wal-checkpointer';

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Commits one transaction of `rows` rows of about a page each. */
function fill(sqlite: SqliteDatabase.Database, rows: number) {
  const insert = sqlite.prepare('insert into rows (body) values (?)');
  sqlite.transaction(() => {
    for (let i = 0; i < rows; i += 1) insert.run('x'.repeat(3000));
  })();
}

/** How many times the log has started over: the checkpoint sequence of the WAL file's header. */
function logStarts(path: string): number {
  const header = Buffer.alloc(16);
  const file = openSync(`${path}-wal`, 'r');
  try {
    readSync(file, header, 0, 16, 0);
  } finally {
    closeSync(file);
  }
  return header.readUInt32BE(12);
}

/** A database file in WAL mode with a table to fill, in a folder of its own; `test` gets its path. */
async function withWalFile(test: (sqlite: SqliteDatabase.Database, path: string) => Promise<void>) {
  const dir = mkdtempSync(join(tmpdir(), 'casino-wal-'));
  const path = join(dir, 'wal.db');
  const sqlite = new SqliteDatabase(path);
  try {
    sqlite.pragma('journal_mode = WAL');
    configureSqliteConnection(sqlite);
    sqlite.exec('create table rows (id integer primary key, body text)');
    await test(sqlite, path);
  } finally {
    sqlite.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Commits `transactions` of a few pages each, 1 ms apart, while the checkpoint thread runs every
 * 20 ms: the log never has a quiet moment of its own. Answers the largest the log grew to, in pages.
 */
async function steadyWrites(restartPages: number, transactions: number): Promise<number> {
  let largest = 0;
  await withWalFile(async (sqlite, path) => {
    sqlite.pragma('wal_autocheckpoint = 0');
    const checkpointer = startWalCheckpointer(path, () => {}, { intervalMs: 20, restartPages });
    try {
      for (let written = 0; written < transactions; written += 1) {
        fill(sqlite, 4);
        largest = Math.max(largest, statSync(`${path}-wal`).size / 4096);
        await pause(1);
      }
    } finally {
      await checkpointer.stop();
    }
  });
  return largest;
}

describe('the WAL checkpoint thread', () => {
  it('has the app connection leave checkpoints to it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'casino-wal-'));
    const database = await openDatabase(`sqlite:${join(dir, 'app.db')}`);
    try {
      expect(database.sqlite?.pragma('wal_autocheckpoint', { simple: true })).toBe(0);
    } finally {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('runs below the threads that answer players', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'casino-wal-'));
    const checkpointer = startWalCheckpointer(join(dir, 'nice.db'), () => {});
    try {
      const thread = await checkpointer.thread;
      if (process.platform !== 'linux') {
        expect(thread).toBeNull();
        return;
      }
      if (!thread) throw new Error('the checkpoint thread did not tell its id');
      // The system's own record of the thread (field 19 of its stat line is its niceness).
      const stat = readFileSync(`/proc/self/task/${thread.tid}/stat`, 'utf8');
      const niceness = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
      expect(niceness).toBe(Math.min(19, getPriority() + CHECKPOINT_NICENESS));
      expect(thread.niceness).toBe(niceness);
      // The other threads keep theirs.
      expect(getPriority()).toBeLessThan(niceness);
    } finally {
      await checkpointer.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('starts a long log over under steady writes, so that it stays near its restart length', async () => {
    // 600 transactions write about 3,700 pages; the log is started over each time it passes 64.
    // Without the restart it grew to all 3,700 when run alone (on a busy machine a passive
    // checkpoint sometimes finds a quiet moment of its own, so that is not asserted). The bound
    // leaves room for the checkpoint thread waiting for a core on a loaded machine (it reached 533
    // pages once in CI, with the test files running two at a time on two cores, and 1,139 with a
    // whole CI run beside it), and stays well under half of what the log grows to without the restart.
    expect(await steadyWrites(64, 600)).toBeLessThan(64 * 24);
  });

  it('asks its follower to finish the checkpoint once a pass has copied a log of the hand-over length', async () => {
    await withWalFile(async (sqlite, path) => {
      sqlite.pragma('wal_autocheckpoint = 0');
      const checkpointer = startWalCheckpointer(path, () => {}, {
        intervalMs: 20,
        handOverPages: 64,
        restartPages: Number.MAX_SAFE_INTEGER,
      });
      try {
        const state = new Int32Array(checkpointer.shared);
        expect(Atomics.load(state, SHARED_SLOTS.RUNNING)).toBe(1);
        fill(sqlite, 100);
        const deadline = Date.now() + 10_000;
        while (Atomics.load(state, SHARED_SLOTS.ASKED) === 0 && Date.now() < deadline) await pause(10);
        expect(Atomics.load(state, SHARED_SLOTS.ASKED)).toBe(1);
      } finally {
        await checkpointer.stop();
      }
    });
  });

  it('has the follower, once asked, finish the checkpoint between two batches, so that the next one starts the log over', async () => {
    await withWalFile(async (sqlite, path) => {
      // The thread's side, played by the test: running, nothing asked yet.
      const shared = new SharedArrayBuffer(2 * Int32Array.BYTES_PER_ELEMENT);
      const state = new Int32Array(shared);
      Atomics.store(state, SHARED_SLOTS.RUNNING, 1);
      const betweenBatches = followCheckpointer(sqlite, shared);
      expect(sqlite.pragma('wal_autocheckpoint', { simple: true })).toBe(0);
      fill(sqlite, 20);
      const started = logStarts(path);
      betweenBatches();
      fill(sqlite, 20);
      // Not asked: no checkpoint, and the log goes on.
      expect(logStarts(path)).toBe(started);
      Atomics.store(state, SHARED_SLOTS.ASKED, 1);
      betweenBatches();
      expect(Atomics.load(state, SHARED_SLOTS.ASKED)).toBe(0);
      fill(sqlite, 20);
      expect(logStarts(path)).toBe(started + 1);
    });
  });

  it('has its follower checkpoint on its own once the thread has stopped', async () => {
    await withWalFile(async (sqlite, path) => {
      const checkpointer = startWalCheckpointer(path, () => {});
      const betweenBatches = followCheckpointer(sqlite, checkpointer.shared);
      await checkpointer.thread;
      betweenBatches();
      expect(sqlite.pragma('wal_autocheckpoint', { simple: true })).toBe(0);
      await checkpointer.stop();
      betweenBatches();
      expect(sqlite.pragma('wal_autocheckpoint', { simple: true })).toBe(BACKSTOP_CHECKPOINT_PAGES);
    });
  });
});
