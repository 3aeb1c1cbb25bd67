import { hash } from '@node-rs/argon2';
import SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import pg from 'pg';
import { migrateToLatest, openDatabase } from '../src/server/db/database';
import {
  hashToken,
  SCALE_PASSWORD,
  type ScalePlayer,
  SIGNUP_FUNDS,
  scalePlayer,
  tokenExpiry,
} from './scale-data';

// Fills a fresh database with `count` players as the app would have stored them: the user row, one
// session token (its SHA-256), the sign-up ledger row, an admin grant and a dice win for some, each
// player's Most FF entry and, for the winners, their Largest Win entry. Rows go in by the tens of
// thousands per statement (PostgreSQL: arrays through unnest) inside large transactions.

type Value = string | number | null;
type SqlType = 'int' | 'bigint' | 'text' | 'float8';

interface Table {
  name: string;
  columns: [name: string, type: SqlType][];
}

const USERS: Table = {
  name: 'users',
  columns: [
    ['id', 'int'],
    ['username', 'text'],
    ['username_lower', 'text'],
    ['email', 'text'],
    ['email_lower', 'text'],
    ['password_hash', 'text'],
    ['fun_funds', 'bigint'],
    ['is_admin', 'int'],
    ['created_at', 'text'],
    ['updated_at', 'text'],
  ],
};
const TOKENS: Table = {
  name: 'auth_tokens',
  columns: [
    ['token_hash', 'text'],
    ['user_id', 'int'],
    ['created_at', 'text'],
    ['expires_at', 'text'],
  ],
};
const LEDGER: Table = {
  name: 'transactions',
  columns: [
    ['user_id', 'int'],
    ['type', 'text'],
    ['game', 'text'],
    ['amount', 'bigint'],
    ['balance_after', 'bigint'],
    ['description', 'text'],
    ['created_at', 'text'],
    ['bet_id', 'int'],
  ],
};
const RECORDS: Table = {
  name: 'game_records',
  columns: [
    ['id', 'int'],
    ['user_id', 'int'],
    ['game', 'text'],
    ['bet_amount', 'bigint'],
    ['payout', 'bigint'],
    ['profit', 'bigint'],
    ['details', 'text'],
    ['server_seed_hash', 'text'],
    ['client_seed', 'text'],
    ['nonce', 'int'],
    ['created_at', 'text'],
  ],
};
const LEADERBOARD: Table = {
  name: 'leaderboard_entries',
  columns: [
    ['user_id', 'int'],
    ['category', 'text'],
    ['value', 'float8'],
    ['game_type', 'text'],
    ['achieved_at', 'text'],
    ['edited', 'int'],
  ],
};
const TABLES = [USERS, TOKENS, RECORDS, LEDGER, LEADERBOARD];

type Rows = Map<Table, Value[][]>;

/** The rows of players `from` to `to` (inclusive), table by table, in the order of the foreign keys. */
function rowsOf(from: number, to: number, count: number, now: number, passwordHash: string): Rows {
  const rows: Rows = new Map(TABLES.map((table) => [table, []]));
  const add = (table: Table, row: Value[]) => rows.get(table)?.push(row);
  for (let i = from; i <= to; i += 1) {
    const p: ScalePlayer = scalePlayer(i, count, now);
    add(USERS, [
      p.id,
      p.username,
      p.username.toLowerCase(),
      p.email,
      p.email.toLowerCase(),
      passwordHash,
      p.funFunds,
      p.id === 1 ? 1 : 0,
      p.createdAt,
      p.createdAt,
    ]);
    add(TOKENS, [hashToken(p.token), p.id, p.createdAt, tokenExpiry(p, now)]);
    let balance = SIGNUP_FUNDS;
    add(LEDGER, [p.id, 'signup', null, SIGNUP_FUNDS, balance, 'Welcome bonus', p.createdAt, null]);
    if (p.grant > 0) {
      balance += p.grant;
      add(LEDGER, [p.id, 'admin', null, p.grant, balance, 'Added by admin: seeded', p.createdAt, null]);
    }
    if (p.win > 0) {
      balance += p.win;
      // A win of `win` net at odds of 6 (exact): the stake is a fifth of the net win, at least 1.
      const stake = Math.max(1, Math.floor(p.win / 5));
      const details = JSON.stringify({ prediction: 'exact', targetNumber: 6, diceResult: 6, multiplier: 6 });
      add(RECORDS, [
        p.id,
        p.id,
        'dice',
        stake,
        stake + p.win,
        p.win,
        details,
        hashToken(`seed:${p.id}`),
        `client-${p.id}`,
        0,
        p.createdAt,
      ]);
      add(LEDGER, [p.id, 'win', 'dice', p.win, balance, 'Rolled 6 (exact 6)', p.createdAt, p.id]);
      add(LEADERBOARD, [p.id, 'largest_win', p.win, 'dice', p.createdAt, 0]);
    }
    add(LEADERBOARD, [p.id, 'most_ff', balance, null, p.createdAt, 0]);
  }
  return rows;
}

/** Players per transaction. */
const BATCH = 50_000;

export type SeedProgress = (done: number, count: number) => void;

async function seedSqlite(
  path: string,
  count: number,
  now: number,
  passwordHash: string,
  progress: SeedProgress,
) {
  const sqlite = new SqliteDatabase(path);
  try {
    // A bulk load that starts from an empty file: a crash would simply mean seeding again.
    sqlite.pragma('journal_mode = OFF');
    sqlite.pragma('synchronous = OFF');
    sqlite.pragma('cache_size = -262144');
    const inserts = new Map(
      TABLES.map((table) => [
        table,
        sqlite.prepare(
          `insert into ${table.name} (${table.columns.map(([name]) => name).join(', ')}) values (${table.columns
            .map(() => '?')
            .join(', ')})`,
        ),
      ]),
    );
    const load = sqlite.transaction((rows: Rows) => {
      for (const [table, list] of rows) {
        const insert = inserts.get(table);
        for (const row of list) insert?.run(row);
      }
    });
    for (let from = 1; from <= count; from += BATCH) {
      const to = Math.min(count, from + BATCH - 1);
      load(rowsOf(from, to, count, now, passwordHash));
      progress(to, count);
      // Let the progress line out between batches.
      await new Promise((done) => setImmediate(done));
    }
    // The server opens it in WAL mode, as it would have been all along.
    sqlite.pragma('journal_mode = WAL');
  } finally {
    sqlite.close();
  }
}

/** Rows per statement on PostgreSQL: each column goes as one array parameter. */
const PG_CHUNK = 10_000;

async function seedPostgres(
  url: string,
  count: number,
  now: number,
  passwordHash: string,
  progress: SeedProgress,
) {
  const parsed = new URL(url);
  const schema = parsed.searchParams.get('schema');
  parsed.searchParams.delete('schema');
  const client = new pg.Client({
    connectionString: parsed.toString(),
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  await client.connect();
  try {
    await client.query('set synchronous_commit = off');
    const statements = new Map(
      TABLES.map((table) => [
        table,
        `insert into ${table.name} (${table.columns.map(([name]) => name).join(', ')})
         select * from unnest(${table.columns.map(([, type], k) => `$${k + 1}::${type}[]`).join(', ')})`,
      ]),
    );
    for (let from = 1; from <= count; from += BATCH) {
      const to = Math.min(count, from + BATCH - 1);
      const rows = rowsOf(from, to, count, now, passwordHash);
      await client.query('begin');
      for (const [table, list] of rows) {
        for (let start = 0; start < list.length; start += PG_CHUNK) {
          const chunk = list.slice(start, start + PG_CHUNK);
          const columns = table.columns.map((_, k) => chunk.map((row) => row[k]));
          await client.query(statements.get(table) as string, columns);
        }
      }
      await client.query('commit');
      progress(to, count);
    }
    // The ids were given explicitly: the sequences go past them, as if the rows had been inserted one by one.
    for (const table of ['users', 'game_records']) {
      await client.query(
        `select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`,
      );
    }
    // What autovacuum would have done a minute after such a load: the planner's statistics.
    await client.query(`vacuum analyze ${TABLES.map((table) => table.name).join(', ')}`);
  } finally {
    await client.end();
  }
}

/** Creates the schema of a fresh database (our migrations) and fills it with `count` players. */
export async function seedScaleDatabase(url: string, count: number, progress: SeedProgress): Promise<void> {
  const database = await openDatabase(url);
  try {
    await migrateToLatest(database.db, database.schema);
  } finally {
    await database.close();
  }
  const now = Date.now();
  const passwordHash = await hash(SCALE_PASSWORD, { algorithm: 2 });
  if (url.startsWith('sqlite:'))
    await seedSqlite(url.slice('sqlite:'.length), count, now, passwordHash, progress);
  else await seedPostgres(url, count, now, passwordHash, progress);
  // The seeded bets are history, as a deployment's are when it takes the wager fold on (migration
  // 0017 starts the fold's mark at the newest record): left behind the mark, they would be a backlog
  // of millions the fold works through during every load.
  const seeded = await openDatabase(url);
  try {
    await sql`update wager_fold set last_id = (select coalesce(max(id), 0) from game_records)`.execute(
      seeded.db,
    );
  } finally {
    await seeded.close();
  }
}
