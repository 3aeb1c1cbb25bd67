import { afterAll, describe, expect, it } from 'vitest';
import type { Session } from '../contract/accounts';
import { openDatabase } from './db/database';
import {
  exitOf,
  killServers,
  post,
  register,
  type Server,
  scratchDatabase,
  startServer,
  stopServer,
} from './testing/killable-server';
import { expectLedgerConsistent, testDialects } from './testing/test-app';

// Issue 13: a bet is answered only after its transaction commits. So when the server process is killed
// (SIGKILL: no shutdown, no flush) in the middle of a stream of bets and started again on the same
// database, every bet it acknowledged is there, with its ledger row, and not one Fun Fund was created.

const ADMIN_EMAIL = 'crash-admin@example.com';
const PLAYERS = 4;
const CLIENTS_PER_PLAYER = 2;
const FUNDING = 10_000;
const DICE_BET = { betAmount: 10, prediction: 'over', targetNumber: 3 };
/** The instant games the streams bet on, one per client in turn: each settles by the same engine. */
const STREAMS = [
  { game: 'dice', body: DICE_BET },
  { game: 'limbo', body: { betAmount: 10, target: 1.98 } },
  { game: 'plinko', body: { betAmount: 10, rows: 12, risk: 'medium' } },
] as const;
const INSTANT = STREAMS.map((stream) => stream.game);
/** Acknowledged bets after which the server is killed: well into the stream, which has no end of its own. */
const KILL_AFTER = 200;
const KILL_DEADLINE_MS = 15_000;

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

afterAll(killServers);

/** A bet answered 200: its id, its player and what it won or lost net, as the answer said. */
interface Acknowledged {
  betId: number;
  userId: number;
  net: number;
}

/** Dice answers its payout as winAmount, limbo and plinko as payout. */
type InstantAnswer = { betId: number; betAmount: number; winAmount?: number; payout?: number };

const acknowledgement = (userId: number, result: InstantAnswer): Acknowledged => ({
  betId: result.betId,
  userId,
  net: (result.winAmount ?? result.payout ?? 0) - result.betAmount,
});

interface Stream {
  acknowledged: Acknowledged[];
  /** Answers other than 200 (there should be none: every player has funds to spare). */
  refused: string[];
  /** Requests that got no full answer: in flight at the kill, or refused a connection after it. */
  unanswered: number;
}

/** One client betting as fast as the server answers, until the connection fails. */
async function bettor(server: Server, player: Session, stream: Stream, bets: (typeof STREAMS)[number]) {
  for (;;) {
    try {
      const response = await fetch(`${server.url}/api/games/${bets.game}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${player.token}` },
        body: JSON.stringify(bets.body),
      });
      const text = await response.text();
      if (response.status === 200) {
        stream.acknowledged.push(acknowledgement(player._id, JSON.parse(text) as InstantAnswer));
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
      server = await startServer(scratch.url, ADMIN_EMAIL);
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
      const bettors = players.flatMap((player, p) =>
        Array.from({ length: CLIENTS_PER_PLAYER }, (_, c) =>
          bettor(
            running,
            player,
            stream,
            STREAMS[(p * CLIENTS_PER_PLAYER + c) % STREAMS.length] as (typeof STREAMS)[number],
          ),
        ),
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
      server = await startServer(scratch.url, ADMIN_EMAIL);
      for (const player of players) {
        const after = await post<InstantAnswer>(server, '/api/games/dice', DICE_BET, player.token);
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
        expect(new Set(records.map((record) => record.game)), 'games the streams bet on').toEqual(
          new Set(INSTANT),
        );
        // An id answered twice would mean a bet rolled back after its answer and its id handed out again.
        const betIds = stream.acknowledged.map((ack) => ack.betId);
        expect(betIds.length - new Set(betIds).size, 'bet ids acknowledged twice').toBe(0);
        const lost = stream.acknowledged.filter(({ betId, userId, net }) => {
          const record = byId.get(betId);
          const game = record?.game as (typeof INSTANT)[number];
          return record?.userId !== userId || !INSTANT.includes(game) || Number(record.profit) !== net;
        });
        expect(lost, 'acknowledged bets without their game record').toEqual([]);
        // Only bets someone sent were settled: at most the ones in flight at the kill came on top.
        expect(records.length).toBeLessThanOrEqual(stream.acknowledged.length + stream.unanswered);

        // Each bet's record has exactly one ledger row naming it, with the record's net as its amount.
        const ledger = await db
          .selectFrom('transactions')
          .select(['betId', 'userId', 'amount'])
          .where('game', 'in', INSTANT)
          .execute();
        const rowsByBet = new Map<number | null, typeof ledger>();
        for (const row of ledger) rowsByBet.set(row.betId, [...(rowsByBet.get(row.betId) ?? []), row]);
        expect(rowsByBet.get(null) ?? [], 'bet ledger rows that name no bet').toEqual([]);
        const unmatched = records.filter((record) => {
          const rows = rowsByBet.get(record.id) ?? [];
          const [row] = rows;
          return (
            rows.length !== 1 || row?.userId !== record.userId || Number(row.amount) !== Number(record.profit)
          );
        });
        expect(unmatched, 'bet records without exactly one ledger row of their own').toEqual([]);
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
