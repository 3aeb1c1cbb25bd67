import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import {
  CamelCasePlugin,
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  Kysely,
  type SqliteDatabase as KyselySqliteDatabase,
  Migrator,
  PostgresDialect,
  SqliteDialect,
  type SqliteDialectConfig,
  SqliteDriver,
  sql,
} from 'kysely';
import type pg from 'pg';
import { setBounded } from '../bounded-map';
import { migrationProvider } from './migrations/index';
import type { DB } from './schema';
import { SchemaPostgresDialect } from './schema-introspector';
import { configureSqliteConnection } from './sqlite-connection';
import { BACKSTOP_CHECKPOINT_PAGES, startWalCheckpointer } from './wal-checkpointer';

export type DialectName = 'sqlite' | 'postgres';

export interface Database {
  db: Kysely<DB>;
  dialect: DialectName;
  /** The PostgreSQL schema named in the URL, if any; migrations keep their bookkeeping there. */
  schema?: string;
  /** The embedded database's own handle, for the bet path's synchronous statements (SQLite only). */
  sqlite?: SqliteDatabase.Database;
  /** The embedded database's file, which the bet path's writer thread opens too (not in memory). */
  sqliteFile?: string;
  /** What the file's checkpoint thread shares with the bet writer's connection (followCheckpointer). */
  walCheckpointer?: SharedArrayBuffer;
  /** The connection pool, for the bet path's prepared single-statement bets (PostgreSQL only). */
  pool?: pg.Pool;
  close(): Promise<void>;
}

const INT8_OID = 20;
/**
 * Connections to PostgreSQL an instance opens at most (DATABASE_POOL_MAX). Under load each request
 * holds one for several round trips, each waiting for a turn of a busy event loop: 10 bounded a crash
 * round's bets to about 100 a second an instance (bench:crash, docs/performance.md).
 */
export const DEFAULT_POOL_MAX = 20;
/** PostgreSQL ends a session idle this long inside a transaction (no request of ours waits on the app that long). */
export const IDLE_IN_TRANSACTION_MS = 15_000;

/**
 * Opens the database named by a URL: `sqlite:PATH` (the embedded default) or `postgres://…`.
 * A PostgreSQL URL may carry `?schema=NAME` to keep everything in that schema (tests use it), and
 * `?options=` with settings for each session (`-c synchronous_commit=off`, as the tests' databases).
 */
export async function openDatabase(url: string, poolMax = DEFAULT_POOL_MAX): Promise<Database> {
  if (url.startsWith('sqlite:')) return openSqlite(url.slice('sqlite:'.length));
  if (url.startsWith('postgres://') || url.startsWith('postgresql://')) return openPostgres(url, poolMax);
  throw new Error(`DATABASE_URL must start with sqlite: or postgres://, got "${url}"`);
}

function openSqlite(path: string): Database {
  if (path === '') throw new Error('DATABASE_URL sqlite: needs a file path, e.g. sqlite:./data/casino.db');
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const sqlite = new SqliteDatabase(path);
  sqlite.pragma('journal_mode = WAL');
  configureSqliteConnection(sqlite);
  const db = new Kysely<DB>({
    dialect: new ImmediateSqliteDialect({ database: withStatementCache(sqlite) }),
    plugins: [new CamelCasePlugin()],
  });
  if (path === ':memory:') return { db, dialect: 'sqlite', sqlite, close: () => db.destroy() };
  // While the thread checkpoints, this connection never does: past its threshold a connection
  // checkpoints after every commit it makes, on the event loop (60-70 ms at a time under bets).
  const checkpointer = startWalCheckpointer(
    path,
    (message) => process.emitWarning(`SQLite checkpoint thread: ${message}`),
    { onExit: () => sqlite.pragma(`wal_autocheckpoint = ${BACKSTOP_CHECKPOINT_PAGES}`) },
  );
  sqlite.pragma('wal_autocheckpoint = 0');
  return {
    db,
    dialect: 'sqlite',
    sqlite,
    sqliteFile: path,
    walCheckpointer: checkpointer.shared,
    async close() {
      await checkpointer.stop();
      await db.destroy();
    },
  };
}

/**
 * Kysely's SQLite dialect, with transactions that take the write lock when they begin. The bet
 * path writes from a second connection (its own thread); a transaction that began deferred, read,
 * and then found that connection had committed since could not write at all (SQLITE_BUSY_SNAPSHOT).
 * Begun immediate, it waits for the lock (busy_timeout) and then reads the latest state.
 */
class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;
  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }
  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config);
  }
}

class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every query anew; preparing costs more than running our small queries, so keep
 * the prepared statements by SQL text (the same few dozen shapes repeat), oldest dropped first.
 */
export function withStatementCache(
  sqlite: SqliteDatabase.Database,
): KyselySqliteDatabase & { cached(): number } {
  const cache = new Map<string, SqliteDatabase.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(text: string) {
      let statement = cache.get(text);
      if (!statement) {
        statement = sqlite.prepare(text);
        setBounded(cache, text, statement, STATEMENT_CACHE_SIZE);
      }
      return statement;
    },
    cached: () => cache.size,
  };
}

async function openPostgres(url: string, poolMax: number): Promise<Database> {
  // Loaded here, not with the module: an instance on SQLite never needs the driver.
  const { default: pg } = await import('pg');
  const parsed = new URL(url);
  const schema = parsed.searchParams.get('schema');
  parsed.searchParams.delete('schema');
  // Settings for each session, e.g. `?options=-c%20synchronous_commit%3Doff` (the tests' databases).
  const sessionOptions = parsed.searchParams.get('options');
  parsed.searchParams.delete('options');
  const options = [sessionOptions, schema ? `-c search_path=${schema}` : null].filter(Boolean).join(' ');
  if (schema !== null && !/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) {
    throw new Error('The schema in DATABASE_URL must be lower-case letters, digits and _');
  }
  if (schema) {
    const admin = new pg.Client({ connectionString: parsed.toString() });
    await admin.connect();
    try {
      await createSchemaOnce(admin, schema);
    } finally {
      await admin.end();
    }
  }
  const pool = new pg.Pool({
    connectionString: parsed.toString(),
    max: poolMax,
    // A process frozen inside a transaction (paused, swapped out) holds its row locks until PostgreSQL
    // ends it: after this long idle in a transaction, so that others (a crash driver's successor) go on.
    idle_in_transaction_session_timeout: IDLE_IN_TRANSACTION_MS,
    ...(options ? { options } : {}),
    // Balances are bigint columns; every value we store is far inside Number's safe range.
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === INT8_OID
          ? (value: string) => Number(value)
          : pg.types.getTypeParser(oid, format ?? 'text')) as typeof pg.types.getTypeParser,
    },
  });
  const dialect = schema ? new SchemaPostgresDialect({ pool }, schema) : new PostgresDialect({ pool });
  const db = new Kysely<DB>({ dialect, plugins: [new CamelCasePlugin()] });
  return { db, dialect: 'postgres', pool, ...(schema ? { schema } : {}), close: () => db.destroy() };
}

/**
 * Creates the schema unless it exists. `if not exists` does not make it safe against a second
 * instance starting at the same moment: both see no schema, and the later one fails on
 * pg_namespace's unique index (23505) or with "already exists" (42P06). Whichever error, the schema
 * being there afterwards is all that was asked.
 */
async function createSchemaOnce(client: pg.Client, schema: string): Promise<void> {
  try {
    await client.query(`create schema if not exists ${schema}`);
  } catch (error) {
    const found = await client.query('select 1 from pg_namespace where nspname = $1', [schema]);
    if (found.rowCount === 0) throw error;
  }
}

/**
 * Runs every pending migration. With a schema, Kysely's own bookkeeping tables live in it too;
 * without one it may find another schema's lock table and wait on a table it cannot see.
 */
export async function migrateToLatest(db: Kysely<DB>, schema?: string): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: migrationProvider,
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? failed?.migrationName);
    throw new Error(`Database migration failed: ${reason}`);
  }
}

/** Checks that the database answers; used by the health route. */
export async function pingDatabase(db: Kysely<DB>): Promise<void> {
  await sql`select 1`.execute(db);
}
