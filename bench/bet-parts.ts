import { createHmac } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Session } from '../src/contract/accounts';
import type { DiceBody } from '../src/contract/dice';
import type { SlotsBody } from '../src/contract/slots';
import { fairFloats } from '../src/games/fair';
import { SLOT_BET_STEPS } from '../src/games/slots';
import { buildApp } from '../src/server/app';
import { nowIso } from '../src/server/clock';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/database';
import { hashToken } from '../src/server/http/tokens';
import { timePipeline } from './bet-parts-http';
import { timeRawSqlite } from './bet-parts-sql';
import { fundUsersIn } from './setup';
import { time } from './timing';

// The parts of one bet, timed one at a time in this process (no network, no concurrency): our whole
// app through app.inject on SQLite, a few pieces of the hot path alone, the same SQL on better-sqlite3
// directly (bench/bet-parts-sql.ts) and the HTTP pipeline without the database (bench/bet-parts-http.ts).
// Usage: npx tsx bench/bet-parts.ts   (BENCH_ITERATIONS, default 5000)

const iterations = Number(process.env.BENCH_ITERATIONS ?? 5000);
const USERS = 100;

const dir = mkdtempSync(join(tmpdir(), 'casino-parts-'));
const path = join(dir, 'parts.db');

async function register(app: FastifyInstance, n: number): Promise<Session> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { username: `part_${n}`, email: `part_${n}@example.com`, password: 'bench-password' },
  });
  if (response.statusCode !== 201) throw new Error(`register: ${response.statusCode} ${response.body}`);
  return response.json<Session>();
}

try {
  const database = await openDatabase(`sqlite:${path}`);
  const config = {
    ...loadConfig({}),
    databaseUrl: `sqlite:${path}`,
    apiRateLimitMax: 1_000_000_000,
    authRateLimitMax: 1_000_000_000,
    logLevel: 'silent',
  };
  const app = await buildApp(config, { database, logger: false });

  console.log('once per account (not per bet), through app.inject:');
  const sessions: Session[] = [];
  await time('register (argon2id hash, the account, its seeds, a token)', 20, async () => {
    sessions.push(await register(app, sessions.length + 1));
  });
  await time('login (argon2id verify)', 10, () =>
    app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'part_1@example.com', password: 'bench-password' },
    }),
  );
  while (sessions.length < USERS) sessions.push(await register(app, sessions.length + 1));
  await fundUsersIn(
    database.db,
    sessions.map((s) => s._id),
  );
  const user = (i: number) => sessions[i % USERS] as Session;
  const request = (method: 'GET' | 'POST', url: string, body?: object) => async (i: number) => {
    const response = await app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${user(i).token}` },
      ...(body ? { payload: body } : {}),
    });
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  };
  const diceBody: DiceBody = { betAmount: 1, prediction: 'over', targetNumber: 3 };
  const slotsBody: SlotsBody = { betAmount: Math.min(...SLOT_BET_STEPS) };

  console.log('\nper request, our whole app on SQLite (app.inject, one at a time):');
  const profileMicros = await time(
    'GET /api/auth/profile (the session check + one read)',
    iterations,
    request('GET', '/api/auth/profile'),
  );
  const diceMicros = await time(
    'POST /api/games/dice (session check + the bet)',
    iterations,
    request('POST', '/api/games/dice', diceBody),
  );
  const slotsMicros = await time(
    'POST /api/games/slots (session check + the spin)',
    iterations,
    request('POST', '/api/games/slots', slotsBody),
  );

  console.log('\npieces of the hot path, alone:');
  await time('a Kysely query built + compiled (the nonce update)', iterations, (i) =>
    database.db
      .updateTable('fairnessSeeds')
      .set((eb) => ({ nonce: eb('nonce', '+', 1) }))
      .where('userId', '=', user(i)._id)
      .where('active', '=', 1)
      .returningAll()
      .compile(),
  );
  const seed = { serverSeed: 'a'.repeat(64), clientSeed: '0123456789abcdef', nonce: 0 };
  await time('fairFloats, one float (our HMAC-SHA256 as used by the games)', iterations * 4, (i) =>
    fairFloats({ ...seed, nonce: i }, 1),
  );
  await time('node:crypto createHmac (same bytes)', iterations * 4, (i) =>
    createHmac('sha256', seed.serverSeed).update(`${seed.clientSeed}:${i}:0`).digest(),
  );
  await time('nowIso()', iterations * 4, () => nowIso());
  await time('hashToken (sha256 of the bearer token)', iterations * 4, (i) => hashToken(user(i).token));

  await app.close();
  await database.close();

  const raw = await timeRawSqlite(
    path,
    sessions.map((s) => s._id),
    sessions.map((s) => hashToken(s.token)),
    iterations,
  );
  const http = await timePipeline(iterations);

  console.log('\nsummary (µs per request, sequential, one core):');
  console.log(
    `  our app: dice ${diceMicros.toFixed(0)}, slots ${slotsMicros.toFixed(0)}, ` +
      `a signed-in read ${profileMicros.toFixed(0)}; a bare hello-world ${http.hello.toFixed(0)}`,
  );
  console.log(
    `  beneath a dice bet: our pipeline ${http.plain.toFixed(0)} + its SQL prepared once ${raw.preparedOnce.toFixed(0)} ` +
      `= ${(http.plain + raw.preparedOnce).toFixed(0)}; with 50 bets per commit ` +
      `${(http.plain + raw.groupCommit).toFixed(0)}`,
  );
  console.log(
    `  security headers ${http.securityHeaders.toFixed(0)}, rate limit ${http.rateLimit.toFixed(0)} (per request)`,
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
