import { createHmac } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import SqliteDatabase from 'better-sqlite3';
import Fastify, { type FastifyInstance } from 'fastify';
import { CamelCasePlugin, Kysely, SqliteDialect } from 'kysely';
import type { Session } from '../src/contract/accounts';
import { DiceBody, DiceResult } from '../src/contract/dice';
import { settleDice } from '../src/games/dice';
import { fairFloats } from '../src/games/fair';
import { nowIso } from '../src/server/clock';
import { loadConfig } from '../src/server/config';
import { migrateToLatest, openDatabase } from '../src/server/db/database';
import type { DB } from '../src/server/db/schema';
import { createAccountsRepository } from '../src/server/domains/accounts/repository';
import { createAccountsService } from '../src/server/domains/accounts/service';
import { hashToken } from '../src/server/domains/accounts/tokens';
import { createDiceService } from '../src/server/domains/dice/service';
import { createFairnessRepository } from '../src/server/domains/fairness/repository';
import { createFairnessService } from '../src/server/domains/fairness/service';
import { createWalletRepository } from '../src/server/domains/wallet/repository';
import { createWalletService } from '../src/server/domains/wallet/service';
import { registerErrorHandler } from '../src/server/http/error-handler';
import { registerRateLimits, registerSecurityHeaders } from '../src/server/http/security';
import { registerValidators } from '../src/server/http/validators';

// The parts of one dice bet, timed one at a time in this process (no HTTP, no concurrency), with
// our own code from src/ and, for comparison, the same SQL on better-sqlite3 directly. Two proposed
// changes are timed the same way: a statement cache under Kysely, and security headers computed once.
// Usage: npx tsx bench/bet-parts.ts   (BENCH_ITERATIONS, default 5000)

const iterations = Number(process.env.BENCH_ITERATIONS ?? 5000);
const USERS = 100;

async function time(label: string, count: number, work: (i: number) => unknown): Promise<number> {
  for (let i = 0; i < Math.ceil(count / 10); i += 1) await work(i);
  const start = performance.now();
  for (let i = 0; i < count; i += 1) await work(i);
  const micros = ((performance.now() - start) * 1000) / count;
  console.log(`${micros.toFixed(1).padStart(9)} µs  ${label}`);
  return micros;
}

const dir = mkdtempSync(join(tmpdir(), 'casino-parts-'));
const databaseUrl = `sqlite:${join(dir, 'parts.db')}`;
try {
  const database = await openDatabase(databaseUrl);
  const { db } = database;
  await migrateToLatest(db);
  const wallet = createWalletService(db, createWalletRepository(db));
  const accounts = createAccountsService(createAccountsRepository(db), wallet, {
    adminEmails: [],
    tokenTtlDays: 30,
  });
  const fairness = createFairnessService(db, createFairnessRepository(db));
  const dice = createDiceService(wallet, fairness);

  console.log('once per account (not per bet):');
  const sessions: Session[] = [];
  let registered = 0;
  await time('register (argon2id hash + 3 queries + token)', 20, async () => {
    registered += 1;
    sessions.push(
      await accounts.register({
        username: `part_${registered}`,
        email: `part_${registered}@example.com`,
        password: 'bench-password',
      }),
    );
  });
  await time('login (argon2id verify)', 10, () =>
    accounts.login({ email: 'part_1@example.com', password: 'bench-password' }),
  );
  while (sessions.length < USERS) {
    registered += 1;
    sessions.push(
      await accounts.register({
        username: `part_${registered}`,
        email: `part_${registered}@example.com`,
        password: 'bench-password',
      }),
    );
  }
  await wallet.transaction(async (trx) => {
    for (const s of sessions)
      await wallet.credit(trx, s._id, 1_000_000, { type: 'admin', description: 'bench' });
  });
  const user = (i: number) => sessions[i % USERS] as Session;
  const body = { betAmount: 1, prediction: 'over', targetNumber: 3 } as const;

  console.log('\nper bet, our code (Kysely on better-sqlite3):');
  const authMicros = await time('auth lookup: accounts.authenticate(token)', iterations, (i) =>
    accounts.authenticate(user(i).token),
  );
  const playMicros = await time('the bet: dice.play (transaction, 4 statements)', iterations, (i) =>
    dice.play(user(i)._id, body),
  );
  await time('  of which compile only: takeNonce query built + compiled', iterations, (i) =>
    db
      .updateTable('fairnessSeeds')
      .set((eb) => ({ nonce: eb('nonce', '+', 1) }))
      .where('userId', '=', user(i)._id)
      .where('active', '=', 1)
      .returningAll()
      .compile(),
  );
  const seed = { serverSeed: 'a'.repeat(64), clientSeed: '0123456789abcdef', nonce: 0 };
  await time('  of which fairFloats (pure-TS HMAC-SHA256)', iterations * 4, (i) =>
    fairFloats({ ...seed, nonce: i }, 1),
  );
  await time('  vs node:crypto createHmac (same bytes)', iterations * 4, (i) =>
    createHmac('sha256', seed.serverSeed).update(`${seed.clientSeed}:${i}:0`).digest(),
  );
  await time('  of which nowIso() (called 3 times)', iterations * 4, () => nowIso());
  await time('hashToken (node:crypto sha256, in the auth lookup)', iterations * 4, (i) =>
    hashToken(user(i).token),
  );

  // Proposal: the same code with a statement cache in front of better-sqlite3 (prepare once per SQL text).
  const cachedSqlite = new SqliteDatabase(join(dir, 'parts.db'));
  cachedSqlite.pragma('journal_mode = WAL');
  cachedSqlite.pragma('synchronous = NORMAL');
  cachedSqlite.pragma('foreign_keys = ON');
  const statementCache = new Map<string, SqliteDatabase.Statement>();
  const cachingDatabase = {
    close: () => cachedSqlite.close(),
    prepare(text: string) {
      let statement = statementCache.get(text);
      if (!statement) {
        statement = cachedSqlite.prepare(text);
        statementCache.set(text, statement);
      }
      return statement;
    },
  };
  const cachedDb = new Kysely<DB>({
    dialect: new SqliteDialect({ database: cachingDatabase as unknown as SqliteDatabase.Database }),
    plugins: [new CamelCasePlugin()],
  });
  const cachedWallet = createWalletService(cachedDb, createWalletRepository(cachedDb));
  const cachedAccounts = createAccountsService(createAccountsRepository(cachedDb), cachedWallet, {
    adminEmails: [],
    tokenTtlDays: 30,
  });
  const cachedDice = createDiceService(
    cachedWallet,
    createFairnessService(cachedDb, createFairnessRepository(cachedDb)),
  );
  console.log('\nper bet, our code with a statement cache in front of better-sqlite3:');
  const cachedAuthMicros = await time('auth lookup', iterations, (i) =>
    cachedAccounts.authenticate(user(i).token),
  );
  const cachedPlayMicros = await time('the bet: dice.play', iterations, (i) =>
    cachedDice.play(user(i)._id, body),
  );
  await cachedDb.destroy();
  await database.close();

  // The same statements on better-sqlite3 directly.
  const raw = new SqliteDatabase(join(dir, 'parts.db'));
  raw.pragma('journal_mode = WAL');
  raw.pragma('synchronous = NORMAL');
  raw.pragma('foreign_keys = ON');
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

  const bet = (s: Prepared, userId: number) => {
    const seedRow = s.takeNonce.get(userId) as {
      id: number;
      nonce: number;
      server_seed: string;
      client_seed: string;
    };
    const nonce = seedRow.nonce - 1;
    const floats = fairFloats({ serverSeed: seedRow.server_seed, clientSeed: seedRow.client_seed, nonce }, 1);
    const outcome = settleDice(1, 'over', 3, floats);
    const balance = s.settle.get(1, outcome.winAmount, userId, 1) as { fun_funds: number };
    const now = nowIso();
    s.ledger.run(
      userId,
      outcome.won ? 'win' : 'loss',
      'dice',
      outcome.winAmount - 1,
      balance.fun_funds,
      'x',
      now,
    );
    return s.record.get(
      userId,
      'dice',
      1,
      outcome.winAmount,
      outcome.winAmount - 1,
      '{}',
      seedRow.id,
      'h',
      'c',
      nonce,
      now,
    );
  };

  console.log('\nper bet, the same SQL on better-sqlite3 directly:');
  const tokenHashes = sessions.map((s) => hashToken(s.token));
  await time('auth lookup, statement prepared once', iterations, (i) =>
    cached.auth.get(tokenHashes[i % USERS]),
  );
  await time('bet transaction, prepared on every call (as the Kysely driver does)', iterations, (i) => {
    const fresh = prepareAll();
    raw.prepare('begin').run();
    bet(fresh, user(i)._id);
    raw.prepare('commit').run();
  });
  let commitMillis = 0;
  let commits = 0;
  const cachedMicros = await time('bet transaction, statements prepared once', iterations, (i) => {
    begin.run();
    bet(cached, user(i)._id);
    const before = performance.now();
    commit.run();
    commitMillis += performance.now() - before;
    commits += 1;
  });
  console.log(
    `${((commitMillis * 1000) / commits).toFixed(1).padStart(9)} µs    of which COMMIT (WAL write, checkpoints)`,
  );
  const batch = 50;
  await time(`bet, ${batch} bets per transaction (group commit), per bet`, iterations, (i) => {
    if (i % batch === 0) begin.run();
    bet(cached, user(i)._id);
    if (i % batch === batch - 1) commit.run();
  });
  if (raw.inTransaction) commit.run();
  raw.close();

  // The HTTP pipeline around a bet, without the database: app.inject on a route answering a DiceResult.
  console.log('\nper request, the Fastify pipeline (app.inject; differences matter, not the absolute):');
  const config = { ...loadConfig({}), apiRateLimitMax: 1_000_000_000, logLevel: 'silent' };
  const answer: DiceResult = {
    won: true,
    diceResult: 5,
    outcomeDescription: 'Rolled 5 - over 3 wins!',
    winAmount: 2,
    multiplier: 2,
    betAmount: 1,
    newBalance: 1000001,
    prediction: 'over',
    targetNumber: 3,
    betId: 12345,
    serverSeedHash: 'f'.repeat(64),
    clientSeed: '0123456789abcdef',
    nonce: 42,
  };
  const pipeline = async (
    helmet: boolean,
    limit: boolean,
    fixedHeaders?: Record<string, string>,
  ): Promise<FastifyInstance> => {
    const app = Fastify({ logger: false }).withTypeProvider<TypeBoxTypeProvider>();
    registerValidators(app);
    registerErrorHandler(app);
    if (helmet) await registerSecurityHeaders(app);
    if (fixedHeaders) {
      app.addHook('onRequest', (_request, reply, done) => {
        reply.headers(fixedHeaders);
        done();
      });
    }
    if (limit) await registerRateLimits(app, config);
    app.post(
      '/api/games/dice',
      { schema: { body: DiceBody, response: { 200: DiceResult } } },
      async () => answer,
    );
    await app.ready();
    return app;
  };
  const payload = JSON.stringify(body);
  const inject = (app: FastifyInstance) => () =>
    app.inject({
      method: 'POST',
      url: '/api/games/dice',
      payload,
      headers: { 'content-type': 'application/json', authorization: 'Bearer x' },
    });
  const bare = Fastify({ logger: false });
  bare.get('/', async () => ({ hello: 'world' }));
  await bare.ready();
  await time('hello-world GET / (bare Fastify)', iterations, () => bare.inject({ url: '/' }));
  const plain = await time(
    'POST, body + response schema, our validators',
    iterations,
    inject(await pipeline(false, false)),
  );
  const helmetApp = await pipeline(true, false);
  const withHelmet = await time('  + helmet (our CSP)', iterations, inject(helmetApp));
  // Proposal: the same headers, computed once at start-up and set as they are.
  const plainHeaders = (await inject(await pipeline(false, false))()).headers;
  const securityHeaders: Record<string, string> = {};
  for (const [name, value] of Object.entries((await inject(helmetApp)()).headers)) {
    if (!(name in plainHeaders) && typeof value === 'string') securityHeaders[name] = value;
  }
  const withFixed = await time(
    `  + the same ${Object.keys(securityHeaders).length} headers precomputed`,
    iterations,
    inject(await pipeline(false, false, securityHeaders)),
  );
  const withLimit = await time('  + rate limit (in memory)', iterations, inject(await pipeline(false, true)));
  await time('  + both', iterations, inject(await pipeline(true, true)));

  console.log('\nsummary (µs per bet, sequential, one core):');
  console.log(
    `  auth ${authMicros.toFixed(0)} + bet ${playMicros.toFixed(0)} = ${(authMicros + playMicros).toFixed(0)} in our code`,
  );
  console.log(`  the same SQL prepared once: ${cachedMicros.toFixed(0)} (+ auth)`);
  console.log(
    `  with a statement cache: auth ${cachedAuthMicros.toFixed(0)} + bet ${cachedPlayMicros.toFixed(0)} = ` +
      `${(cachedAuthMicros + cachedPlayMicros).toFixed(0)}`,
  );
  console.log(
    `  helmet ${(withHelmet - plain).toFixed(0)} (precomputed: ${(withFixed - plain).toFixed(0)}), ` +
      `rate limit ${(withLimit - plain).toFixed(0)}`,
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
