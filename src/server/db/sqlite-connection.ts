import type SqliteDatabase from 'better-sqlite3';
import { BACKSTOP_CHECKPOINT_PAGES } from './wal-checkpointer';

/**
 * The settings of every connection to the embedded file (the app's, and the bet path's writer
 * thread's): `synchronous` and the rest are per connection. Checkpoints (copying the WAL into the
 * file, with an fsync) run on a thread of their own; a connection's automatic one is a backstop.
 */
export function configureSqliteConnection(sqlite: SqliteDatabase.Database): void {
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma(`wal_autocheckpoint = ${BACKSTOP_CHECKPOINT_PAGES}`);
}
