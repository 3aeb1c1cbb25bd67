import { existsSync } from 'node:fs';
import SqliteDatabase from 'better-sqlite3';

/** Every page in one step: the copy is one read transaction, so one consistent moment. */
const ALL_PAGES = 0x7fffffff;

export interface BackupSummary {
  pages: number;
  users: number;
  ledgerRows: number;
}

/**
 * Copies the SQLite database at `source` to `destination` (a new file) with SQLite's online backup
 * API, while the server keeps writing. The copy is taken in a single step: copied a few pages at a
 * time, SQLite would restart the backup whenever the server committed, and under steady play never
 * finish. In WAL mode the server's writers do not wait for it; the WAL only grows until it is done.
 * The copy is checked (`quick_check`) before this resolves.
 */
export async function backupSqlite(source: string, destination: string): Promise<BackupSummary> {
  if (!existsSync(source)) throw new Error(`There is no database at ${source}`);
  if (existsSync(destination)) throw new Error(`${destination} already exists: name a new file`);
  const database = new SqliteDatabase(source, { fileMustExist: true });
  let pages: number;
  try {
    database.pragma('busy_timeout = 5000');
    ({ totalPages: pages } = await database.backup(destination, { progress: () => ALL_PAGES }));
  } finally {
    database.close();
  }

  const copy = new SqliteDatabase(destination, { readonly: true, fileMustExist: true });
  try {
    const check = copy.pragma('quick_check', { simple: true });
    if (check !== 'ok') throw new Error(`The copy at ${destination} fails its check: ${String(check)}`);
    const count = (table: string) =>
      (copy.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n;
    return { pages, users: count('users'), ledgerRows: count('transactions') };
  } finally {
    copy.close();
  }
}
