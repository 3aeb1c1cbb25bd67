import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '../../../contract/accounts';
import {
  type LeaderboardEntry,
  type LeaderboardResponse,
  leaderboardMessages as m,
} from '../../../contract/leaderboard';
import { messages } from '../../../contract/messages';
import type { ShopItem } from '../../../contract/shop';
import { buildApp } from '../../app';
import {
  buildTestApp,
  createTestDatabase,
  expectLedgerConsistent,
  registerUser,
  type TestApp,
  testConfig,
  testDialects,
} from '../../testing/test-app';
import { as, registerAdmin, TEST_ADMIN_EMAIL } from '../admin/admin-test-kit';

interface Recount {
  mostFf: Map<number, number>;
  largestWin: Map<number, { value: number; game: string }>;
}

/**
 * The lists worked out from scratch, apart from the app's code: balances from summing each ledger,
 * largest wins from walking every 'win' row of a game, net of its stake.
 */
async function recount(t: TestApp): Promise<Recount> {
  const rows = await t.database.db
    .selectFrom('transactions')
    .select(['id', 'userId', 'type', 'game', 'amount', 'stake'])
    .orderBy('id')
    .execute();
  const mostFf = new Map<number, number>();
  const largestWin = new Map<number, { value: number; game: string }>();
  for (const row of rows) {
    const amount = Number(row.amount);
    mostFf.set(row.userId, (mostFf.get(row.userId) ?? 0) + amount);
    // A round's payout row carries the stake it is net of; an instant bet's row is the net already.
    const net = amount - Number(row.stake ?? 0);
    if (row.type === 'win' && row.game && net > 0) {
      const best = largestWin.get(row.userId);
      if (!best || net > best.value) largestWin.set(row.userId, { value: net, game: row.game });
    }
  }
  return { mostFf, largestWin };
}

async function board(t: TestApp): Promise<LeaderboardResponse> {
  const response = await t.app.inject({ method: 'GET', url: '/api/leaderboard' });
  expect(response.statusCode).toBe(200);
  return response.json<LeaderboardResponse>();
}

function expectBoardMatches(actual: LeaderboardResponse, expected: Recount, players: number[]) {
  const mine = (list: LeaderboardEntry[]) => list.filter((entry) => players.includes(entry.userId));
  const most = mine(actual.most_ff);
  expect(new Map(most.map((entry) => [entry.userId, entry.value]))).toEqual(
    new Map(players.map((id) => [id, expected.mostFf.get(id)])),
  );
  const wins = mine(actual.largest_win);
  expect(new Map(wins.map((entry) => [entry.userId, { value: entry.value, game: entry.gameType }]))).toEqual(
    new Map(
      players.filter((id) => expected.largestWin.has(id)).map((id) => [id, expected.largestWin.get(id)]),
    ),
  );
  // Ranked by value, biggest first.
  for (const list of [actual.most_ff, actual.largest_win]) {
    const values = list.map((entry) => entry.value);
    expect(values).toEqual([...values].sort((a, b) => b - a));
  }
}

describe.each(testDialects())('leaderboards on %s', (dialect) => {
  let t: TestApp;
  let admin: Session;
  let player: Session;

  beforeAll(async () => {
    t = await buildTestApp(dialect, { adminEmails: [TEST_ADMIN_EMAIL] });
    admin = await registerAdmin(t.app);
    player = await registerUser(t.app);
  });
  afterAll(() => t.close());

  it('is open to guests and lists a new player with the starting balance', async () => {
    const lists = await board(t);
    const entry = lists.most_ff.find((row) => row.userId === player._id);
    expect(entry).toMatchObject({
      username: player.username,
      value: 100,
      category: 'most_ff',
      gameType: null,
    });
    expect(entry?.cosmetics).toEqual({
      avatar: null,
      border: null,
      background: null,
      badge: null,
      nameColor: null,
    });
  });

  it('follows games as they finish, matching a recount of the ledger, and so does the recompute', async () => {
    const players = [await registerUser(t.app), await registerUser(t.app), await registerUser(t.app)];
    const ids = players.map((p) => p._id);
    for (const p of players) {
      await t.app.inject({ method: 'POST', url: '/api/users/resetFunds', ...as(p) });
      for (let i = 0; i < 12; i += 1) {
        const dice = await t.app.inject({
          method: 'POST',
          url: '/api/games/dice',
          payload: { betAmount: 3, prediction: i % 2 ? 'over' : 'under', targetNumber: i % 2 ? 2 : 5 },
          ...as(p),
        });
        expect(dice.statusCode, dice.body).toBe(200);
        const slots = await t.app.inject({
          method: 'POST',
          url: '/api/games/slots',
          payload: { betAmount: 10 },
          ...as(p),
        });
        expect(slots.statusCode, slots.body).toBe(200);
      }
      await t.app.inject({
        method: 'POST',
        url: '/api/funds/add',
        payload: { userId: p._id, amount: 7, reason: 'bonus' },
        ...as(admin),
      });
      await expectLedgerConsistent(t.database, p._id);
    }
    const expected = await recount(t);
    // With 72 bets at least one game was won; the test would prove nothing otherwise.
    expect(ids.some((id) => expected.largestWin.has(id))).toBe(true);
    expectBoardMatches(await board(t), expected, ids);

    const update = await t.app.inject({
      method: 'POST',
      url: '/api/leaderboard/update-from-transactions',
      ...as(admin),
    });
    expect(update.statusCode).toBe(200);
    expect(update.json()).toMatchObject({ message: m.updated, most_ff: expected.mostFf.size });
    expectBoardMatches(await board(t), expected, ids);
  });

  it('counts a round game win net of its stake, live and in the recompute', async () => {
    const p = await registerUser(t.app);
    const mines = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/games/mines', payload, ...as(p) });
    // 24 mines: the one safe tile pays 250 for a bet of 10, a net win of 240.
    await mines({ action: 'start', betAmount: 10, difficulty: 24 });
    const round = await t.database.db
      .selectFrom('gameRounds')
      .select('state')
      .where('userId', '=', p._id)
      .where('status', '=', 'playing')
      .executeTakeFirstOrThrow();
    const hidden = (JSON.parse(round.state) as { mines: number[] }).mines;
    const safe = Array.from({ length: 25 }, (_, i) => i).find((i) => !hidden.includes(i));
    const won = await mines({ action: 'reveal', selectedTile: safe });
    expect(won.json()).toMatchObject({ winAmount: 250 });

    const live = (await board(t)).largest_win.find((entry) => entry.userId === p._id);
    expect(live).toMatchObject({ value: 240, gameType: 'mines' });
    await t.app.inject({ method: 'POST', url: '/api/leaderboard/update-from-transactions', ...as(admin) });
    const recomputed = (await board(t)).largest_win.find((entry) => entry.userId === p._id);
    expect(recomputed).toMatchObject({ value: 240, gameType: 'mines' });
    expect((await recount(t)).largestWin.get(p._id)).toEqual({ value: 240, game: 'mines' });
  });

  it("keeps an admin's edit over computed values until the next recompute", async () => {
    const p = await registerUser(t.app);
    const entry = (await board(t)).most_ff.find((row) => row.userId === p._id) as LeaderboardEntry;
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/leaderboard/${entry._id}`,
      payload: { value: 123456.78 },
      ...as(admin),
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ _id: entry._id, value: 123456.78, edited: true });
    // A money move of the player does not overwrite the edit.
    await t.app.inject({ method: 'POST', url: '/api/users/resetFunds', ...as(p) });
    expect((await board(t)).most_ff.find((row) => row.userId === p._id)?.value).toBe(123456.78);

    await t.app.inject({ method: 'POST', url: '/api/leaderboard/update-from-transactions', ...as(admin) });
    expect((await board(t)).most_ff.find((row) => row.userId === p._id)).toMatchObject({
      value: 1000,
      edited: false,
    });
  });

  it('adds, deletes and clears entries, each in the audit log', async () => {
    const p = await registerUser(t.app);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/leaderboard',
      payload: { userId: p._id, category: 'largest_win', value: 999.99, gameType: 'mines' },
      ...as(admin),
    });
    expect(created.statusCode).toBe(201);
    const entry = created.json<LeaderboardEntry>();
    expect(entry).toMatchObject({ userId: p._id, username: p.username, value: 999.99, gameType: 'mines' });
    expect((await board(t)).largest_win.some((row) => row._id === entry._id)).toBe(true);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/leaderboard/${entry._id}`,
      ...as(admin),
    });
    expect(removed.statusCode).toBe(200);
    expect((await board(t)).largest_win.some((row) => row._id === entry._id)).toBe(false);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/leaderboard/${entry._id}`,
      ...as(admin),
    });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: m.entryNotFound });

    const cleared = await t.app.inject({
      method: 'DELETE',
      url: '/api/leaderboard/clear/largest_win',
      ...as(admin),
    });
    expect(cleared.statusCode).toBe(200);
    expect((await board(t)).largest_win).toEqual([]);
    expect((await board(t)).most_ff.length).toBeGreaterThan(0);

    const audit = await t.app.inject({ method: 'GET', url: '/api/admin/audit?limit=3', ...as(admin) });
    expect(audit.json<{ entries: { action: string }[] }>().entries.map((row) => row.action)).toEqual([
      'leaderboard.clear',
      'leaderboard.delete',
      'leaderboard.create',
    ]);
  });

  it('validates the form: user, category, value >= 0 in steps of 0.01, game type only for largest wins', async () => {
    const cases: [Record<string, unknown>, number, string][] = [
      [{ category: 'most_ff', value: 5 }, 400, m.userRequired],
      [{ userId: 'abc', category: 'most_ff', value: 5 }, 400, m.userRequired],
      [{ userId: player._id, category: 'richest', value: 5 }, 400, m.categoryInvalid],
      [{ userId: player._id, value: 5 }, 400, m.categoryInvalid],
      [{ userId: player._id, category: 'most_ff' }, 400, m.valueRequired],
      [{ userId: player._id, category: 'most_ff', value: '' }, 400, m.valueRequired],
      [{ userId: player._id, category: 'most_ff', value: 'lots' }, 400, m.valueNumber],
      [{ userId: player._id, category: 'most_ff', value: -0.01 }, 400, m.valueMin],
      [{ userId: player._id, category: 'most_ff', value: 1.005 }, 400, m.valueStep],
      [{ userId: player._id, category: 'largest_win', value: 5, gameType: 'poker' }, 400, m.gameTypeInvalid],
      [
        { userId: player._id, category: 'largest_win', value: 5, gameType: 'blackjack' },
        400,
        m.gameTypeInvalid,
      ],
      [
        { userId: player._id, category: 'most_ff', value: 5, gameType: 'dice' },
        400,
        m.gameTypeOnlyLargestWin,
      ],
      [{ userId: 999999, category: 'most_ff', value: 5 }, 404, messages.userNotFound],
    ];
    for (const [payload, status, message] of cases) {
      const response = await t.app.inject({ method: 'POST', url: '/api/leaderboard', payload, ...as(admin) });
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(response.json(), JSON.stringify(payload)).toEqual({ message });
    }
    for (const value of [0, 0.07, 0.1, 19.99, '42.50', 1_000_000]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/leaderboard',
        payload: { userId: player._id, category: 'largest_win', value, gameType: null },
        ...as(admin),
      });
      expect(response.statusCode, String(value)).toBe(201);
      expect(response.json<LeaderboardEntry>().value).toBe(Number(value));
    }
    const entry = (await board(t)).largest_win.find((row) => row.userId === player._id) as LeaderboardEntry;
    for (const [value, message] of [
      [undefined, m.valueRequired],
      [-1, m.valueMin],
      [0.001, m.valueStep],
    ] as const) {
      const response = await t.app.inject({
        method: 'PUT',
        url: `/api/leaderboard/${entry._id}`,
        payload: { value },
        ...as(admin),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message });
    }
    const missing = await t.app.inject({
      method: 'PUT',
      url: '/api/leaderboard/999999',
      payload: { value: 1 },
      ...as(admin),
    });
    expect(missing.statusCode).toBe(404);
    const badClear = await t.app.inject({
      method: 'DELETE',
      url: '/api/leaderboard/clear/everything',
      ...as(admin),
    });
    expect(badClear.statusCode).toBe(400);
    expect(badClear.json()).toEqual({ message: m.categoryInvalid });
  });

  it("carries each player's equipped cosmetics", async () => {
    const p = await registerUser(t.app);
    const items = (await t.app.inject({ method: 'GET', url: '/api/shop/items' })).json<ShopItem[]>();
    const avatar = items
      .filter((item) => item.type === 'avatar')
      .sort((a, b) => a.price - b.price)[0] as ShopItem;
    await t.app.inject({
      method: 'POST',
      url: '/api/funds/add',
      payload: { userId: p._id, amount: avatar.price, reason: 'cosmetics test' },
      ...as(admin),
    });
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/shop/purchase/${avatar._id}`, ...as(p) })).statusCode,
    ).toBe(200);
    await t.app.inject({
      method: 'PUT',
      url: '/api/shop/equipped',
      payload: { slot: 'avatar', itemId: avatar._id },
      ...as(p),
    });
    const entry = (await board(t)).most_ff.find((row) => row.userId === p._id);
    expect(entry?.cosmetics.avatar?.slug).toBe(avatar.slug);
  });

  it('leaves banned players off the lists', async () => {
    const p = await registerUser(t.app);
    expect((await board(t)).most_ff.some((row) => row.userId === p._id)).toBe(true);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${p._id}/ban`,
      payload: { isBanned: true },
      ...as(admin),
    });
    expect((await board(t)).most_ff.some((row) => row.userId === p._id)).toBe(false);
  });
});

describe.each(testDialects())('leaderboards of a database that had none, on %s', (dialect) => {
  it('are computed from the ledger when the app starts, and left alone when they hold anything', async () => {
    const testDb = await createTestDatabase(dialect);
    const start = () => buildApp(testConfig(), { database: testDb.database, logger: false });
    try {
      const first = await start();
      const players = [await registerUser(first), await registerUser(first)];
      for (const p of players) {
        for (let i = 0; i < 10; i += 1) {
          await first.inject({
            method: 'POST',
            url: '/api/games/slots',
            payload: { betAmount: 5 },
            ...as(p),
          });
        }
      }
      await first.close();
      // As a database from before the lists existed: players and ledger, no entries.
      await testDb.database.db.deleteFrom('leaderboardEntries').execute();

      const second = await start();
      const t = { app: second, database: testDb.database, close: () => second.close() };
      const ids = players.map((p) => p._id);
      expectBoardMatches(await board(t), await recount(t), ids);

      // An admin's clear is a choice, not a loss: a restart does not refill a list that is empty.
      await testDb.database.db
        .deleteFrom('leaderboardEntries')
        .where('category', '=', 'largest_win')
        .execute();
      await second.close();
      const third = await start();
      const lists = await board({ ...t, app: third });
      expect(lists.largest_win).toEqual([]);
      expect(lists.most_ff.filter((entry) => ids.includes(entry.userId))).toHaveLength(2);
      await third.close();
    } finally {
      await testDb.destroy();
    }
  });
});
