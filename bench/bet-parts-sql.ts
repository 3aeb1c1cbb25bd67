import { performance } from 'node:perf_hooks';
import SqliteDatabase from 'better-sqlite3';
import { settleDice } from '../src/games/dice';
import { fairFloats } from '../src/games/fair';
import { nowIso } from '../src/server/clock';
import { time } from './timing';

// The statements of one dice bet on better-sqlite3 directly, without our code or Kysely: what the
// database itself costs, prepared per call or once, committed per bet or per group of bets.

const statements = {
  auth:
    'select users.*, auth_tokens.expires_at as token_expires_at from auth_tokens ' +
    'inner join users on users.id = auth_tokens.user_id where auth_tokens.token_hash = ?',
  takeNonce: 'update fairness_seeds set nonce = nonce + 1 where user_id = ? and active = 1 returning *',
  settle:
    'update users set fun_funds = fun_funds - ? + ? where id = ? and fun_funds >= ? returning fun_funds',
  ledger:
    'insert into transactions (user_id, type, game, amount, balance_after, description, created_at) ' +
    'values (?, ?, ?, ?, ?, ?, ?)',
  record:
    'insert into game_records (user_id, game, bet_amount, payout, profit, details, seed_id, ' +
    'server_seed_hash, client_seed, nonce, created_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) returning id',
};
type Prepared = { [K in keyof typeof statements]: SqliteDatabase.Statement };

interface SeedRow {
  id: number;
  nonce: number;
  server_seed: string;
  client_seed: string;
}

export interface RawSqliteTimes {
  /** µs per bet with its own transaction, statements prepared once. */
  preparedOnce: number;
  /** µs per bet when 50 bets share a commit. */
  groupCommit: number;
}

/**
 * Times the bet's SQL on the SQLite file at `path` (already migrated, players with seeds and funds).
 * `userIds` and `tokenHashes` name those players.
 */
export async function timeRawSqlite(
  path: string,
  userIds: number[],
  tokenHashes: string[],
  iterations: number,
): Promise<RawSqliteTimes> {
  const raw = new SqliteDatabase(path);
  raw.pragma('journal_mode = WAL');
  raw.pragma('synchronous = NORMAL');
  raw.pragma('foreign_keys = ON');
  const prepareAll = (): Prepared => ({
    auth: raw.prepare(statements.auth),
    takeNonce: raw.prepare(statements.takeNonce),
    settle: raw.prepare(statements.settle),
    ledger: raw.prepare(statements.ledger),
    record: raw.prepare(statements.record),
  });
  const cached = prepareAll();
  const begin = raw.prepare('begin');
  const commit = raw.prepare('commit');
  const userOf = (i: number) => userIds[i % userIds.length] as number;

  const bet = (s: Prepared, userId: number) => {
    const seed = s.takeNonce.get(userId) as SeedRow;
    const nonce = seed.nonce - 1;
    const floats = fairFloats({ serverSeed: seed.server_seed, clientSeed: seed.client_seed, nonce }, 1);
    const outcome = settleDice(1, 'over', 3, floats);
    const balance = s.settle.get(1, outcome.winAmount, userId, 1) as { fun_funds: number };
    const now = nowIso();
    const net = outcome.winAmount - 1;
    s.ledger.run(userId, outcome.won ? 'win' : 'loss', 'dice', net, balance.fun_funds, 'x', now);
    return s.record.get(userId, 'dice', 1, outcome.winAmount, net, '{}', seed.id, 'h', 'c', nonce, now);
  };

  try {
    console.log('\nper bet, the same SQL on better-sqlite3 directly:');
    await time('auth lookup, statement prepared once', iterations, (i) =>
      cached.auth.get(tokenHashes[i % tokenHashes.length]),
    );
    await time('bet transaction, prepared on every call', iterations, (i) => {
      const fresh = prepareAll();
      raw.prepare('begin').run();
      bet(fresh, userOf(i));
      raw.prepare('commit').run();
    });
    let commitMillis = 0;
    let commits = 0;
    const preparedOnce = await time('bet transaction, statements prepared once', iterations, (i) => {
      begin.run();
      bet(cached, userOf(i));
      const before = performance.now();
      commit.run();
      commitMillis += performance.now() - before;
      commits += 1;
    });
    console.log(
      `${((commitMillis * 1000) / commits).toFixed(1).padStart(9)} µs    of which COMMIT (WAL write, checkpoints)`,
    );
    const batch = 50;
    const groupCommit = await time(
      `bet, ${batch} bets per transaction (group commit), per bet`,
      iterations,
      (i) => {
        // The warm-up may stop inside a group: its transaction is committed before the next begins.
        if (i % batch === 0) {
          if (raw.inTransaction) commit.run();
          begin.run();
        }
        bet(cached, userOf(i));
        if (i % batch === batch - 1) commit.run();
      },
    );
    if (raw.inTransaction) commit.run();
    return { preparedOnce, groupCommit };
  } finally {
    raw.close();
  }
}
