import { beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '../../../contract/accounts';
import { type LeaderboardEntry, leaderboardMessages as m } from '../../../contract/leaderboard';
import { messages } from '../../../contract/messages';
import { useAdminTestApp } from '../../testing/admin-kit';
import { board } from '../../testing/leaderboard-kit';
import { expectMessage, testDialects } from '../../testing/test-app';

describe.each(testDialects())('leaderboard edits by admins on %s', (dialect) => {
  const t = useAdminTestApp(dialect);
  let player: Session;

  beforeAll(async () => {
    player = await t.register();
  });

  it("keeps an admin's edit over computed values until the next recompute", async () => {
    const p = await t.register();
    const entry = (await board(t)).most_ff.find((row) => row.userId === p._id) as LeaderboardEntry;
    const put = await t.call('PUT', `/api/leaderboard/${entry._id}`, t.admin, { value: 123456.78 });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ _id: entry._id, value: 123456.78, edited: true });
    // A money move of the player does not overwrite the edit.
    await t.call('POST', '/api/users/resetFunds', p);
    expect((await board(t)).most_ff.find((row) => row.userId === p._id)?.value).toBe(123456.78);

    await t.call('POST', '/api/leaderboard/update-from-transactions', t.admin);
    expect((await board(t)).most_ff.find((row) => row.userId === p._id)).toMatchObject({
      value: 1000,
      edited: false,
    });
  });

  it('adds, deletes and clears entries, each in the audit log', async () => {
    const p = await t.register();
    const created = await t.call('POST', '/api/leaderboard', t.admin, {
      userId: p._id,
      category: 'largest_win',
      value: 999.99,
      gameType: 'mines',
    });
    expect(created.statusCode).toBe(201);
    const entry = created.json<LeaderboardEntry>();
    expect(entry).toMatchObject({ userId: p._id, username: p.username, value: 999.99, gameType: 'mines' });
    expect((await board(t)).largest_win.some((row) => row._id === entry._id)).toBe(true);

    const removed = await t.call('DELETE', `/api/leaderboard/${entry._id}`, t.admin);
    expect(removed.statusCode).toBe(200);
    expect((await board(t)).largest_win.some((row) => row._id === entry._id)).toBe(false);
    const again = await t.call('DELETE', `/api/leaderboard/${entry._id}`, t.admin);
    expectMessage(again, 404, m.entryNotFound);

    const cleared = await t.call('DELETE', '/api/leaderboard/clear/largest_win', t.admin);
    expect(cleared.statusCode).toBe(200);
    expect((await board(t)).largest_win).toEqual([]);
    expect((await board(t)).most_ff.length).toBeGreaterThan(0);

    const audit = await t.call('GET', '/api/admin/audit?limit=3', t.admin);
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
      const response = await t.call('POST', '/api/leaderboard', t.admin, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(response.json(), JSON.stringify(payload)).toMatchObject({ message });
    }
    for (const value of [0, 0.07, 0.1, 19.99, '42.50', 1_000_000]) {
      const response = await t.call('POST', '/api/leaderboard', t.admin, {
        userId: player._id,
        category: 'largest_win',
        value,
        gameType: null,
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
      const response = await t.call('PUT', `/api/leaderboard/${entry._id}`, t.admin, { value });
      expectMessage(response, 400, message);
    }
    const missing = await t.call('PUT', '/api/leaderboard/999999', t.admin, { value: 1 });
    expect(missing.statusCode).toBe(404);
    const badClear = await t.call('DELETE', '/api/leaderboard/clear/everything', t.admin);
    expectMessage(badClear, 400, m.categoryInvalid);
  });
});
