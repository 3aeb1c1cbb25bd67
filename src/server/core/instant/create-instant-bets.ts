import type { Database } from '../../db/database';
import type { InstantBets } from './instant-bet';
import { createPostgresInstantBets } from './postgres-instant-bets';
import { createSqliteInstantBets } from './sqlite-instant-bets';

/** The bet path of the database the app runs on. */
export function createInstantBets(database: Database, options: { sqliteBetThread: boolean }): InstantBets {
  if (database.sqlite) {
    const { sqliteFile: file, walCheckpointer: checkpointer } = database;
    const writer = options.sqliteBetThread && file ? { file, checkpointer } : undefined;
    return createSqliteInstantBets(database.db, database.sqlite, writer);
  }
  if (database.pool) return createPostgresInstantBets(database.pool);
  throw new Error(`no bet path for the ${database.dialect} database`);
}
