import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { configureSqliteConnection } from './sqlite-connection';
import { startWalCheckpointer } from './wal-checkpointer';

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

/**
 * Commits `transactions` of a few pages each, 1 ms apart, while the checkpoint thread runs every
 * 20 ms: the log never has a quiet moment of its own. Answers the largest the log file grew to, in pages.
 */
async function steadyWrites(restartPages: number, transactions: number): Promise<number> {
  const dir = mkdtempSync(join(tmpdir(), 'casino-wal-'));
  const path = join(dir, 'wal.db');
  const sqlite = new SqliteDatabase(path);
  sqlite.pragma('journal_mode = WAL');
  configureSqliteConnection(sqlite);
  sqlite.exec('create table rows (id integer primary key, body text)');
  const insert = sqlite.prepare('insert into rows (body) values (?)');
  const checkpointer = startWalCheckpointer(path, () => {}, {
    intervalMs: 20,
    restartPages,
    restartSlackPages: restartPages / 4,
  });
  let largest = 0;
  try {
    for (let written = 0; written < transactions; written += 1) {
      sqlite.transaction(() => {
        for (let i = 0; i < 4; i += 1) insert.run('x'.repeat(3000));
      })();
      largest = Math.max(largest, statSync(`${path}-wal`).size / 4096);
      await pause(1);
    }
  } finally {
    await checkpointer.stop();
    sqlite.close();
    rmSync(dir, { recursive: true, force: true });
  }
  return largest;
}

describe('the WAL checkpoint thread', () => {
  it('starts the log over under steady writes, so that it stays near its restart length', async () => {
    // 600 transactions write about 3,700 pages; the log is started over each time it passes 64.
    const largest = await steadyWrites(64, 600);
    expect(largest).toBeLessThan(64 * 8);
  });

  it('(the reference) lets the log grow without the restart', async () => {
    const largest = await steadyWrites(Number.POSITIVE_INFINITY, 600);
    expect(largest).toBeGreaterThan(2000);
  });
});
