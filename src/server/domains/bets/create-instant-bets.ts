import type { Database } from '../../db/database';
import type { InstantBets } from './instant-bet';
import { createPostgresInstantBets } from './postgres-instant-bets';
import { createSqliteInstantBets } from './sqlite-instant-bets';

/** The bet path of the database the app runs on. */
export function createInstantBets(database: Database): InstantBets {
  if (database.sqlite) return createSqliteInstantBets(database.db, database.sqlite, database.sqliteFile);
  if (database.pool) return createPostgresInstantBets(database.pool);
  throw new Error(`no bet path for the ${database.dialect} database`);
}
