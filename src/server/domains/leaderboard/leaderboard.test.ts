import { describe, expect, it } from 'vitest';
import { leaderboardMessages as m } from '../../../contract/leaderboard';
import type { ShopItem } from '../../../contract/shop';
import { asAdmin, fundsAdd, useAdminTestApp, userPatch } from '../../testing/admin-kit';
import { board, expectBoardMatches, recount } from '../../testing/leaderboard-kit';
import { testDialects } from '../../testing/test-app';

describe.each(testDialects())('leaderboards on %s', (dialect) => {
  const t = useAdminTestApp(dialect);

  it('is open to guests and lists a new player with the starting balance', async () => {
    const player = await t.register();
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
    const players = [await t.register(), await t.register(), await t.register()];
    const ids = players.map((p) => p._id);
    for (const p of players) {
      await t.call('POST', '/api/users/resetFunds', p);
      for (let i = 0; i < 12; i += 1) {
        const dice = await t.call('POST', '/api/games/dice', p, {
          betAmount: 3,
          prediction: i % 2 ? 'over' : 'under',
          targetNumber: i % 2 ? 2 : 5,
        });
        expect(dice.statusCode, dice.body).toBe(200);
        const slots = await t.call('POST', '/api/games/slots', p, { betAmount: 10 });
        expect(slots.statusCode, slots.body).toBe(200);
      }
      await asAdmin(t.app, t.admin, fundsAdd(p._id, 7, 'bonus'));
      await t.expectLedgerConsistent(p._id);
    }
    const expected = await recount(t);
    // With 72 bets at least one game was won; the test would prove nothing otherwise.
    expect(ids.some((id) => expected.largestWin.has(id))).toBe(true);
    expectBoardMatches(await board(t), expected, ids);

    const update = await t.call('POST', '/api/leaderboard/update-from-transactions', t.admin);
    expect(update.statusCode).toBe(200);
    expect(update.json()).toMatchObject({ message: m.updated, most_ff: expected.mostFf.size });
    expectBoardMatches(await board(t), expected, ids);
  });

  it('counts a round game win net of its stake, live and in the recompute', async () => {
    const p = await t.register();
    const mines = (payload: object) => t.call('POST', '/api/games/mines', p, payload);
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
    await t.call('POST', '/api/leaderboard/update-from-transactions', t.admin);
    const recomputed = (await board(t)).largest_win.find((entry) => entry.userId === p._id);
    expect(recomputed).toMatchObject({ value: 240, gameType: 'mines' });
    expect((await recount(t)).largestWin.get(p._id)).toEqual({ value: 240, game: 'mines' });
  });

  it("carries each player's equipped cosmetics", async () => {
    const p = await t.register();
    const items = (await t.app.inject({ method: 'GET', url: '/api/shop/items' })).json<ShopItem[]>();
    const avatar = items
      .filter((item) => item.type === 'avatar')
      .sort((a, b) => a.price - b.price)[0] as ShopItem;
    await asAdmin(t.app, t.admin, fundsAdd(p._id, avatar.price, 'cosmetics test'));
    expect((await t.call('POST', `/api/shop/purchase/${avatar._id}`, p)).statusCode).toBe(200);
    await t.call('PUT', '/api/shop/equipped', p, { slot: 'avatar', itemId: avatar._id });
    const entry = (await board(t)).most_ff.find((row) => row.userId === p._id);
    expect(entry?.cosmetics.avatar?.slug).toBe(avatar.slug);
  });

  it('leaves banned players off the lists', async () => {
    const p = await t.register();
    expect((await board(t)).most_ff.some((row) => row.userId === p._id)).toBe(true);
    await asAdmin(t.app, t.admin, userPatch(p._id, { isBanned: true }));
    expect((await board(t)).most_ff.some((row) => row.userId === p._id)).toBe(false);
  });
});
