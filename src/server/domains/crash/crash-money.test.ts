import { describe, expect, it } from 'vitest';
import type { Session } from '../../../contract/accounts';
import {
  type CrashBetAnswer,
  type CrashCashoutAnswer,
  type CrashFinishedRound,
  type CrashWinsAnswer,
  crashMessages,
} from '../../../contract/crash';
import type { BetRecord } from '../../../contract/fairness';
import type { LeaderboardResponse } from '../../../contract/leaderboard';
import { messages } from '../../../contract/messages';
import type { GamingStats } from '../../../contract/profile';
import { buildApp } from '../../app';
import {
  between,
  buildCrashApp,
  cashoutsIn,
  crashPointsOf,
  crashTestConfig,
  placedBetsIn,
  seedWhere,
  watchCrash,
} from '../../testing/crash-kit';
import { connectSocket, listenOnFreePort, roundTrip } from '../../testing/socket-client';
import {
  callAs,
  createTestDatabase,
  expectLedgerConsistent,
  expectMessage,
  registerUser,
  type TestApp,
  testConfig,
  testDialects,
} from '../../testing/test-app';

const BET = '/api/games/crash/bet';
const CASHOUT = '/api/games/crash/cashout';

async function betsOf(t: TestApp, user: Session, game?: string): Promise<BetRecord[]> {
  const answer = await t.call('GET', `/api/fairness/bets${game ? `?game=${game}` : ''}`, user);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<{ bets: BetRecord[] }>().bets;
}

describe.each(testDialects())('crash money on %s', (dialect) => {
  it('pays a manual cash-out floor(bet x multiplier), an auto cash-out exactly, loses the rest, refuses without a trace', async () => {
    const seed = seedWhere([between(1.15, 1.4)]);
    const [point] = crashPointsOf(seed, 1) as [number];
    const crash = await buildCrashApp(dialect, seed, { crashBettingMs: 2500 });
    const { t } = crash;
    try {
      const [a, b, c, d] = await Promise.all([t.register(), t.register(), t.register(), t.register()]);
      expectMessage(await t.call('POST', CASHOUT, a), 400, crashMessages.noBet);
      // A signed-in page that does not play: its Social Hub hears the round's wins.
      const hub = await connectSocket(crash.url, d.token);
      await roundTrip(hub);
      const refusals: [object, string][] = [
        [{ betAmount: 10, autoCashout: 1 }, crashMessages.autoCashoutBelowMin],
        [{ betAmount: 10, autoCashout: 1.015 }, crashMessages.autoCashoutDecimals],
        [{ betAmount: 10, autoCashout: 1_000_000.01 }, crashMessages.autoCashoutAboveMax],
        [{ betAmount: 0 }, messages.betPositive],
        [{ betAmount: -5 }, messages.betPositive],
        [{ betAmount: 1000 }, messages.insufficientFunds],
        [{ betAmount: 10, roundId: 'soon' }, 'Round id must be a whole number'],
        [{ betAmount: 10, roundId: 0 }, 'Round id must be at least 1'],
        [{ betAmount: 10, roundId: 2 }, crashMessages.notBetting],
      ];
      for (const [body, message] of refusals) expectMessage(await t.call('POST', BET, d, body), 400, message);

      const betA = await t.call('POST', BET, a, { betAmount: 10 });
      expect(betA.statusCode, betA.body).toBe(200);
      expect(betA.json<CrashBetAnswer>()).toMatchObject({ roundId: 1, balance: 90 });
      expect((await t.call('POST', BET, b, { betAmount: 50, autoCashout: 1.05 })).statusCode).toBe(200);
      expect((await t.call('POST', BET, c, { betAmount: 20, autoCashout: null })).statusCode).toBe(200);
      expectMessage(await t.call('POST', BET, a, { betAmount: 5 }), 400, crashMessages.alreadyBet);
      expectMessage(await t.call('POST', CASHOUT, a), 400, crashMessages.notRunning);

      await crash.watcher.next('crashRoundStarted', (p) => p.id === 1);
      for (const user of [a, b, c])
        await crash.watcher.nextItem(placedBetsIn, (bet) => bet.userId === user._id);
      expectMessage(await t.call('POST', BET, d, { betAmount: 10 }), 400, crashMessages.notBetting);
      await crash.watcher.next('crashTick', (tick) => tick.multiplier >= 1.02, 10_000);
      const cashed = await t.call('POST', CASHOUT, a);
      expect(cashed.statusCode, cashed.body).toBe(200);
      const paid = cashed.json<CrashCashoutAnswer>();
      expect(paid.multiplier).toBeGreaterThanOrEqual(1.02);
      expect(paid.multiplier).toBeLessThan(point);
      expect(paid.payout).toBe(Math.floor(10 * paid.multiplier + 1e-9));
      expect(paid.balance).toBe(90 + paid.payout);
      expectMessage(await t.call('POST', CASHOUT, a), 400, crashMessages.alreadyCashedOut);

      const auto = await crash.watcher.nextItem(cashoutsIn, (p) => p.userId === b._id, 10_000);
      expect(auto).toMatchObject({ roundId: 1, cashedOutAt: 1.05, payout: 52 });
      await crash.watcher.next('crashRoundCrashed', (p) => p.id === 1, 10_000);
      expectMessage(await t.call('POST', CASHOUT, c), 400, crashMessages.crashed);
      expectMessage(await t.call('POST', CASHOUT, d), 400, crashMessages.noBet);

      expect(await t.balance(a._id)).toBe(90 + paid.payout);
      expect(await t.balance(b._id)).toBe(102);
      expect(await t.balance(c._id)).toBe(80);
      expect(await t.balance(d._id)).toBe(100);
      for (const user of [a, b, c, d]) await t.expectLedgerConsistent(user._id);
      const rows = await t.database.db
        .selectFrom('transactions')
        .select(['userId', 'type', 'amount'])
        .where('game', '=', 'crash')
        .orderBy('id')
        .execute();
      expect(rows.filter((row) => row.userId === c._id)).toEqual([
        { userId: c._id, type: 'bet', amount: -20 },
        { userId: c._id, type: 'loss', amount: 0 },
      ]);
      expect(rows.filter((row) => row.userId === d._id)).toEqual([]);
      const finished = (await t.call('GET', '/api/games/crash/rounds/1')).json<CrashFinishedRound>();
      expect(finished.bets.map((bet) => [bet.userId, bet.cashedOutAt, bet.payout])).toEqual([
        [a._id, paid.multiplier, paid.payout],
        [b._id, 1.05, 52],
        [c._id, null, 0],
      ]);

      // Each settled bet has its game record, as every game's bets do: Recent Games, the profile's
      // stats, the Fairness page's list and the leaderboards read it or the ledger row that names it.
      const { chain } = await crash.state();
      const expected: [Session, number, number, number, number | null][] = [
        [a, 10, paid.payout, paid.multiplier, null],
        [b, 50, 52, 1.05, 1.05],
        [c, 20, 0, 0, null],
      ];
      for (const [user, betAmount, payout, multiplier, autoCashout] of expected) {
        const records = await betsOf(t, user, 'crash');
        expect(records).toEqual([
          expect.objectContaining({
            game: 'crash',
            betAmount,
            payout,
            profit: payout - betAmount,
            details: { roundId: 1, multiplier, autoCashout },
            serverSeedHash: chain.terminalHash,
            clientSeed: chain.salt,
            nonce: 1,
          }),
        ]);
        expect(await betsOf(t, user)).toEqual(records);
        const settle = await t.database.db
          .selectFrom('transactions')
          .select(['betId', 'roundId'])
          .where('userId', '=', user._id)
          .where('type', 'in', ['win', 'loss'])
          .execute();
        expect(settle).toEqual([{ betId: records[0]?._id, roundId: 1 }]);
        const won = payout > betAmount;
        expect((await t.call('GET', '/api/users/stats', user)).json<GamingStats>()).toEqual({
          gamesPlayed: 1,
          winRate: won ? 100 : 0,
          favoriteGame: 'crash',
          totalWinnings: won ? payout - betAmount : 0,
          biggestWin: won ? payout - betAmount : 0,
        });
      }
      expect(await betsOf(t, d)).toEqual([]);
      const feed = await hub.next('crashWins', (p) => p.roundId === 1);
      hub.close();
      const wins = [[b._id, 52, 1.05], ...(paid.payout > 10 ? [[a._id, paid.payout, paid.multiplier]] : [])];
      expect(feed.wins.map((win) => [win.userId, win.payout, win.cashedOutAt])).toEqual(wins);
      expect(feed.wins[0]).toMatchObject({ roundId: 1, username: b.username, betAmount: 50 });
      expect((await t.call('GET', '/api/games/crash/wins')).json<CrashWinsAnswer>()).toEqual({
        wins: feed.wins,
      });
      const boards = (await t.call('GET', '/api/leaderboard')).json<LeaderboardResponse>();
      const largest = boards.largest_win.map((entry) => [entry.userId, entry.value, entry.gameType]);
      expect(largest).toContainEqual([b._id, 2, 'crash']);
      expect(largest.filter(([userId]) => userId === c._id)).toEqual([]);
    } finally {
      await crash.close();
    }
  });

  it('finishes a round left betting by a stopped driver: it starts, crashes and settles its bet once', async () => {
    const seed = seedWhere([between(1, 1.1)]);
    const testDb = await createTestDatabase(dialect);
    // Betting long enough for a loaded machine to register, bet and close within it.
    const config = testConfig(crashTestConfig(seed, { crashBettingMs: 4000 }));
    const first = await buildApp(config, { database: testDb.database, logger: false });
    try {
      const player = await registerUser(first);
      expect((await callAs(first, 'POST', BET, player, { betAmount: 10 })).statusCode).toBe(200);
      await first.close();
      const left = await testDb.database.db.selectFrom('crashRounds').select('phase').execute();
      expect(left).toEqual([{ phase: 'betting' }]);
      const second = await buildApp(config, { database: testDb.database, logger: false });
      try {
        const watcher = await watchCrash(await listenOnFreePort(second));
        await watcher.next('crashRoundCrashed', (p) => p.id === 1, 10_000);
        watcher.close();
        expect(await expectLedgerConsistent(testDb.database, player._id)).toBe(90);
        const bet = await testDb.database.db.selectFrom('crashBets').selectAll().executeTakeFirstOrThrow();
        expect(bet).toMatchObject({ roundId: 1, cashedOutAt: null, payout: 0 });
      } finally {
        await second.close();
      }
    } finally {
      await testDb.close();
    }
  });

  it('finishes a round left running by a stopped driver from the stored state, each bet settled once', async () => {
    const seed = seedWhere([between(1.3, 1.6)]);
    const testDb = await createTestDatabase(dialect);
    const config = testConfig(crashTestConfig(seed, { crashBettingMs: 1500 }));
    const first = await buildApp(config, { database: testDb.database, logger: false });
    try {
      const watcher = await watchCrash(await listenOnFreePort(first));
      const [p1, p2] = await Promise.all([registerUser(first), registerUser(first)]);
      expect((await callAs(first, 'POST', BET, p1, { betAmount: 10, autoCashout: 1.2 })).statusCode).toBe(
        200,
      );
      expect((await callAs(first, 'POST', BET, p2, { betAmount: 10 })).statusCode).toBe(200);
      await watcher.next('crashRoundStarted', (p) => p.id === 1);
      watcher.close();
      await first.close();

      const second = await buildApp(config, { database: testDb.database, logger: false });
      try {
        const again = await watchCrash(await listenOnFreePort(second));
        await again.next('crashRoundCrashed', (p) => p.id === 1, 10_000);
        again.close();
        expect(await expectLedgerConsistent(testDb.database, p1._id)).toBe(102);
        expect(await expectLedgerConsistent(testDb.database, p2._id)).toBe(90);
        const settled = await testDb.database.db
          .selectFrom('transactions')
          .select(['userId', 'type'])
          .where('game', '=', 'crash')
          .where('type', '<>', 'bet')
          .execute();
        expect(settled.map((row) => [row.userId, row.type]).sort()).toEqual(
          [
            [p1._id, 'win'],
            [p2._id, 'loss'],
          ].sort(),
        );
      } finally {
        await second.close();
      }
    } finally {
      await testDb.close();
    }
  });
});
