import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import type { Session } from '../contract/accounts';
import type { DiceResult } from '../contract/dice';
import { type DialectName, openDatabase } from './db/database';
import { expectLedgerConsistent, testDialects } from './testing/test-app';

// Issue 13: a bet is answered only after its transaction commits. So when the server process is killed
// (SIGKILL: no shutdown, no flush) in the middle of a stream of bets and started again on the same
// database, every bet it acknowledged is there, with its ledger row, and not one Fun Fund was created.

const root = fileURLToPath(new URL('../..', import.meta.url));
const ADMIN_EMAIL = 'crash-admin@example.com';
const PLAYERS = 4;
const CLIENTS_PER_PLAYER = 2;
const FUNDING = 10_000;
const DICE_BET = { betAmount: 10, prediction: 'over', targetNumber: 3 };
/** Acknowledged bets after which the server is killed: well into the stream, which has no end of its own. */
const KILL_AFTER = 200;
const KILL_DEADLINE_MS = 15_000;

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
const children = new Set<ChildProcess>();

afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
});

/** An empty database nobody holds open: a file in a temporary folder, or a PostgreSQL schema of its own. */
function scratchDatabase(dialect: DialectName): { url: string; drop(): Promise<void> } {
  if (dialect === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'casino-crash-'));
    return {
      url: `sqlite:${join(dir, 'casino.db')}`,
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DATABASE_URL is not set');
  const schema = `crash_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const url = new URL(base);
  url.searchParams.set('schema', schema);
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      try {
        await client.query(`drop schema if exists ${schema} cascade`);
      } finally {
        await client.end();
      }
    },
  };
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => done(port));
    });
  });
}

function exitOf(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => child.once('exit', () => done()));
}

interface Server {
  url: string;
  child: ChildProcess;
  /** What the process wrote, for the failure message. */
  output(): string;
}

/** The real server (src/server/main.ts) in a process of its own, answering /api/health. */
async function startServer(databaseUrl: string): Promise<Server> {
  const port = await freePort();
  // No Redis: this is about one process and its database.
  const { REDIS_URL: _redis, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: {
      ...inherited,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'warn',
      ADMIN_EMAILS: ADMIN_EMAIL,
      RATE_LIMIT_API_MAX: '1000000000',
      RATE_LIMIT_AUTH_MAX: '1000000000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const server = { url: `http://127.0.0.1:${port}`, child, output: () => output };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${output}`);
    try {
      if ((await fetch(`${server.url}/api/health`)).ok) return server;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  child.kill('SIGKILL');
  throw new Error(`the server did not answer /api/health within 60 s:\n${output}`);
}

/** SIGTERM, as an operator stops it; SIGKILL if it has not exited 10 s later. */
async function stopServer(server: Server): Promise<void> {
  const exited = exitOf(server.child);
  server.child.kill('SIGTERM');
  const timer = setTimeout(() => server.child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

async function post<T>(server: Server, path: string, body: object, token?: string) {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (response.status >= 300) throw new Error(`POST ${path}: ${response.status} ${text}`);
  return JSON.parse(text) as T;
}

const register = (server: Server, name: string, email = `${name}@example.com`) =>
  post<Session>(server, '/api/auth/register', { username: name, email, password: 'secret123' });

/** A bet answered 200: its id, its player and what it won or lost net, as the answer said. */
interface Acknowledged {
  betId: number;
  userId: number;
  net: number;
}

const acknowledgement = (userId: number, result: DiceResult): Acknowledged => ({
  betId: result.betId,
  userId,
  net: result.winAmount - result.betAmount,
});

interface Stream {
  acknowledged: Acknowledged[];
  /** Answers other than 200 (there should be none: every player has funds to spare). */
  refused: string[];
  /** Requests that got no full answer: in flight at the kill, or refused a connection after it. */
  unanswered: number;
}

/** One client betting as fast as the server answers, until the connection fails. */
async function bettor(server: Server, player: Session, stream: Stream): Promise<void> {
  for (;;) {
    try {
      const response = await fetch(`${server.url}/api/games/dice`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${player.token}` },
        body: JSON.stringify(DICE_BET),
      });
      const text = await response.text();
      if (response.status === 200) {
        stream.acknowledged.push(acknowledgement(player._id, JSON.parse(text) as DiceResult));
      } else {
        stream.refused.push(`${response.status} ${text}`);
      }
    } catch {
      stream.unanswered += 1;
      return;
    }
  }
}

const sum = (values: number[]) => values.reduce((total, value) => total + Number(value), 0);

describe.each(testDialects())('a server killed (SIGKILL) in the middle of a bet stream on %s', (dialect) => {
  it('keeps every acknowledged bet with its ledger row after a restart, and creates no Fun Funds', async () => {
    const scratch = scratchDatabase(dialect);
    let server: Server | undefined;
    try {
      server = await startServer(scratch.url);
      const admin = await register(server, 'crash_admin', ADMIN_EMAIL);
      expect(admin.isAdmin).toBe(true);
      const players: Session[] = [];
      for (let i = 0; i < PLAYERS; i += 1) players.push(await register(server, `crash_player_${i}`));
      // What came in from outside the games: each account's sign-up grant and the admin's funding.
      let credited = sum([admin, ...players].map((session) => session.funFunds));
      for (const player of players) {
        await post(
          server,
          '/api/funds/add',
          { userId: player._id, amount: FUNDING, reason: 'crash test' },
          admin.token,
        );
        credited += FUNDING;
      }

      const stream: Stream = { acknowledged: [], refused: [], unanswered: 0 };
      const running = server;
      const bettors = players.flatMap((player) =>
        Array.from({ length: CLIENTS_PER_PLAYER }, () => bettor(running, player, stream)),
      );
      const deadline = Date.now() + KILL_DEADLINE_MS;
      while (stream.acknowledged.length < KILL_AFTER && Date.now() < deadline) await sleep(5);
      const killed = exitOf(running.child);
      running.child.kill('SIGKILL');
      await killed;
      await Promise.all(bettors);
      expect(running.child.signalCode).toBe('SIGKILL');
      expect(stream.refused, 'answers other than 200 before the kill').toEqual([]);
      expect(stream.acknowledged.length, 'bets acknowledged before the kill').toBeGreaterThanOrEqual(
        KILL_AFTER,
      );
      expect(stream.unanswered).toBe(PLAYERS * CLIENTS_PER_PLAYER);

      // The same database again: the old tokens still work and every player can bet.
      server = await startServer(scratch.url);
      for (const player of players) {
        const after = await post<DiceResult>(server, '/api/games/dice', DICE_BET, player.token);
        stream.acknowledged.push(acknowledgement(player._id, after));
      }
      await stopServer(server);
      server = undefined;

      const database = await openDatabase(scratch.url);
      try {
        const { db } = database;
        const records = await db
          .selectFrom('gameRecords')
          .select(['id', 'userId', 'game', 'profit'])
          .execute();
        const byId = new Map(records.map((record) => [record.id, record]));
        // An id answered twice would mean a bet rolled back after its answer and its id handed out again.
        const betIds = stream.acknowledged.map((ack) => ack.betId);
        expect(betIds.length - new Set(betIds).size, 'bet ids acknowledged twice').toBe(0);
        const lost = stream.acknowledged.filter(({ betId, userId, net }) => {
          const record = byId.get(betId);
          return record?.userId !== userId || record.game !== 'dice' || Number(record.profit) !== net;
        });
        expect(lost, 'acknowledged bets without their game record').toEqual([]);
        // Only bets someone sent were settled: at most the ones in flight at the kill came on top.
        expect(records.length).toBeLessThanOrEqual(stream.acknowledged.length + stream.unanswered);

        // Each dice record has exactly one ledger row naming it, with the record's net as its amount.
        const ledger = await db
          .selectFrom('transactions')
          .select(['betId', 'userId', 'amount'])
          .where('game', '=', 'dice')
          .execute();
        const rowsByBet = new Map<number | null, typeof ledger>();
        for (const row of ledger) rowsByBet.set(row.betId, [...(rowsByBet.get(row.betId) ?? []), row]);
        expect(rowsByBet.get(null) ?? [], 'dice ledger rows that name no bet').toEqual([]);
        const unmatched = records.filter((record) => {
          const rows = rowsByBet.get(record.id) ?? [];
          const [row] = rows;
          return (
            rows.length !== 1 || row?.userId !== record.userId || Number(row.amount) !== Number(record.profit)
          );
        });
        expect(unmatched, 'dice records without exactly one ledger row of their own').toEqual([]);
        expect(ledger).toHaveLength(records.length);

        const users = await db.selectFrom('users').select('id').execute();
        expect(users).toHaveLength(PLAYERS + 1);
        let balances = 0;
        for (const { id } of users) balances += await expectLedgerConsistent(database, id);
        expect(balances, 'FF held = FF credited + net game results').toBe(
          credited + sum(records.map((record) => record.profit)),
        );
        const reused = await db
          .selectFrom('gameRecords')
          .select(['seedId', 'nonce'])
          .groupBy(['seedId', 'nonce'])
          .having((eb) => eb.fn.countAll(), '>', 1)
          .execute();
        expect(reused, '(seedId, nonce) pairs that decided two bets').toEqual([]);
      } finally {
        await database.close();
      }
    } catch (error) {
      if (server) console.error(`server output:\n${server.output()}`);
      throw error;
    } finally {
      if (server) {
        server.child.kill('SIGKILL');
        await exitOf(server.child);
      }
      await scratch.drop();
    }
  }, 180_000);
});
