import { describe, expect, it } from 'vitest';
import type { LimboResult } from '../../../contract/limbo';
import type { PlinkoResult } from '../../../contract/plinko';
import type { GamingStats } from '../../../contract/profile';
import { asAdmin, fundsAdd, useAdminTestApp } from '../../testing/admin-kit';
import { board, expectBoardMatches, recount } from '../../testing/leaderboard-kit';
import { testDialects } from '../../testing/test-app';

// Limbo and plinko came with the money core: their bets count in the profile's Gaming Stats and on the
// Largest Win board like dice's, live and in the recompute, without code of their own for either.
describe.each(testDialects())('limbo and plinko in stats and leaderboards on %s', (dialect) => {
  const t = useAdminTestApp(dialect);

  it('count in Gaming Stats and Largest Win, matching a recount, live and recomputed', async () => {
    const p = await t.register();
    await asAdmin(t.app, t.admin, fundsAdd(p._id, 5_000, 'stats test'));
    const profits: Array<{ game: 'limbo' | 'plinko'; profit: number }> = [];
    for (let i = 0; i < 12; i += 1) {
      const limbo = await t.call('POST', '/api/games/limbo', p, { betAmount: 10, target: 2 });
      expect(limbo.statusCode, limbo.body).toBe(200);
      const bet = limbo.json<LimboResult>();
      profits.push({ game: 'limbo', profit: bet.payout - bet.betAmount });
    }
    // Until a drop lands in an outer slot (2.98x or 13x at 8 rows, medium risk; 1 in 14): its net win
    // is larger than any limbo win at 2x can be, so that each game sets one of the figures.
    for (let i = 0; i < 300 && !profits.some((r) => r.game === 'plinko' && r.profit > 10); i += 1) {
      const plinko = await t.call('POST', '/api/games/plinko', p, { betAmount: 10, rows: 8, risk: 'medium' });
      expect(plinko.statusCode, plinko.body).toBe(200);
      const drop = plinko.json<PlinkoResult>();
      profits.push({ game: 'plinko', profit: drop.payout - drop.betAmount });
    }
    const best = profits.reduce((a, b) => (b.profit > a.profit ? b : a));
    // The test would prove nothing if no bet of the two games had won.
    expect(best).toMatchObject({ game: 'plinko', profit: expect.any(Number) });
    expect(best.profit).toBeGreaterThan(10);

    const stats = (await t.call('GET', '/api/users/stats', p)).json<GamingStats>();
    const wins = profits.filter((r) => r.profit > 0);
    const plinkoCount = profits.filter((r) => r.game === 'plinko').length;
    expect(stats).toEqual({
      gamesPlayed: profits.length,
      winRate: Math.round((wins.length / profits.length) * 1000) / 10,
      favoriteGame: plinkoCount > 12 ? 'plinko' : 'limbo',
      totalWinnings: wins.reduce((sum, r) => sum + r.profit, 0),
      biggestWin: best.profit,
    });

    const expected = await recount(t);
    expect(expected.largestWin.get(p._id)).toEqual({ value: best.profit, game: 'plinko' });
    expectBoardMatches(await board(t), expected, [p._id]);
    const update = await t.call('POST', '/api/leaderboard/update-from-transactions', t.admin);
    expect(update.statusCode).toBe(200);
    expectBoardMatches(await board(t), expected, [p._id]);
    await t.expectLedgerConsistent(p._id);
  });
});
