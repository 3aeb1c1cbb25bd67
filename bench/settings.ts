import { resolve } from 'node:path';

// The options of `npm run bench:bets`, read once from the environment.
//
// BENCH_DURATION (s, 10)  BENCH_CONNECTIONS (50)  BENCH_USERS (1000, per database)  BENCH_WARMUP (s, 2; 0 = none)
// BENCH_DATABASES         sqlite,postgres (the default when TEST_DATABASE_URL or DATABASE_URL names a
//                         PostgreSQL database, else sqlite); PostgreSQL runs in a fresh schema, dropped at the end
// BENCH_PROFILE=DIR       writes a V8 CPU profile of our server per database to DIR (see bench/profile-summary.ts)
// BENCH_SERVER=FILE       another entry point for our server (default src/server/main.ts), to try a change

export type DatabaseKind = 'sqlite' | 'postgres';

export const DATABASE_NAMES: Record<DatabaseKind, string> = { sqlite: 'SQLite', postgres: 'PostgreSQL' };

export interface BenchSettings {
  seconds: number;
  connections: number;
  users: number;
  warmupSeconds: number;
  databases: DatabaseKind[];
  /** The PostgreSQL server to use; the benchmark works in a schema of its own there. */
  postgresUrl: string | undefined;
  profileDir: string | undefined;
  serverEntry: string;
}

export function intFromEnv(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) throw new Error(`${name} must be a whole number >= ${min}`);
  return value;
}

const isPostgresUrl = (url: string | undefined): url is string =>
  url !== undefined && /^postgres(ql)?:\/\//.test(url);

function databasesFromEnv(env: NodeJS.ProcessEnv, postgresUrl: string | undefined): DatabaseKind[] {
  const raw = env.BENCH_DATABASES;
  if (raw === undefined || raw.trim() === '') return postgresUrl ? ['sqlite', 'postgres'] : ['sqlite'];
  const names = raw.split(',').map((name) => name.trim().toLowerCase());
  const kinds: DatabaseKind[] = [];
  for (const name of names) {
    const kind = name === 'postgresql' || name === 'pg' ? 'postgres' : name;
    if (kind !== 'sqlite' && kind !== 'postgres') {
      throw new Error(`BENCH_DATABASES lists "${name}"; it takes sqlite and postgres`);
    }
    if (!kinds.includes(kind)) kinds.push(kind);
  }
  if (kinds.includes('postgres') && !postgresUrl) {
    throw new Error(
      'BENCH_DATABASES names postgres, but neither TEST_DATABASE_URL nor DATABASE_URL is a postgres:// URL',
    );
  }
  return kinds;
}

export function readSettings(env: NodeJS.ProcessEnv = process.env): BenchSettings {
  const postgresUrl = [env.TEST_DATABASE_URL, env.DATABASE_URL].find(isPostgresUrl);
  return {
    seconds: intFromEnv(env, 'BENCH_DURATION', 10, 1),
    connections: intFromEnv(env, 'BENCH_CONNECTIONS', 50, 1),
    users: intFromEnv(env, 'BENCH_USERS', 1000, 1),
    warmupSeconds: intFromEnv(env, 'BENCH_WARMUP', 2, 0),
    databases: databasesFromEnv(env, postgresUrl),
    postgresUrl,
    profileDir: env.BENCH_PROFILE ? resolve(env.BENCH_PROFILE) : undefined,
    serverEntry: env.BENCH_SERVER || 'src/server/main.ts',
  };
}
