import { describe, expect, it } from 'vitest';
import { MAX_AMOUNT } from '../../../contract/common-texts';
import { between, buildCrashApp, crashPointsOf, seedWhere } from '../../testing/crash-kit';
import { setBalance } from '../../testing/refusal-kit';
import { testDialects } from '../../testing/test-app';

const PLAYERS = 20;

describe.each(testDialects())('crash books on %s', (dialect) => {
  it('settles every bet of many players once, the ledger equal to the balances; the maximum win cashes out by itself', async () => {
    const seed = seedWhere([between(1.15, 1.3)]);
    const [point] = crashPointsOf(seed, 1) as [number];
    // The wager fold only on demand: its level rewards would move the whale's balance checked below.
    const crash = await buildCrashApp(dialect, seed, { crashBettingMs: 4000, wagerFoldIntervalMs: 0 });
    const { t } = crash;
    try {
      const players = await Promise.all(Array.from({ length: PLAYERS }, () => t.register()));
      const whale = await t.register();
      await setBalance(t.database, whale._id, MAX_AMOUNT);
      // 9 × 10^11 reaches the largest amount at 1.12x: it is cashed out there, paying exactly that amount.
      expect(
        (await t.call('POST', '/api/games/crash/bet', whale, { betAmount: 9 * 10 ** 11 })).statusCode,
      ).toBe(200);
      const placed = await Promise.all(
        players.map((player, i) =>
          t.call('POST', '/api/games/crash/bet', player, {
            betAmount: 1 + i * 4,
            autoCashout: i % 3 === 0 ? null : (101 + (i % 7) * 5) / 100,
          }),
        ),
      );
      expect(placed.map((answer) => answer.statusCode)).toEqual(players.map(() => 200));
      await crash.watcher.next('crashRoundStarted', (p) => p.id === 1);
      await crash.watcher.next('crashTick', (tick) => tick.multiplier >= 1.03, 10_000);
      await Promise.all(
        players.slice(0, 10).map((player) => t.call('POST', '/api/games/crash/cashout', player)),
      );
      await crash.watcher.next('crashRoundCrashed', (p) => p.id === 1, 15_000);

      const bets = await t.database.db.selectFrom('crashBets').selectAll().execute();
      expect(bets).toHaveLength(PLAYERS + 1);
      for (const bet of bets) {
        expect(bet.payout).not.toBeNull();
        if (bet.cashedOutAt !== null) expect(bet.cashedOutAt).toBeLessThanOrEqual(point);
      }
      const whaleBet = bets.find((bet) => bet.userId === whale._id);
      expect(whaleBet).toMatchObject({ cashedOutAt: 1.12, payout: MAX_AMOUNT });
      for (const player of players) await t.expectLedgerConsistent(player._id);
      // The whale's balance was set past the ledger; its bet and payout moved it as they should.
      expect(await t.balance(whale._id)).toBe(MAX_AMOUNT - 9 * 10 ** 11 + MAX_AMOUNT);
      const settleRows = await t.database.db
        .selectFrom('transactions')
        .select(['userId'])
        .where('game', '=', 'crash')
        .where('type', 'in', ['win', 'loss'])
        .execute();
      expect(settleRows).toHaveLength(PLAYERS + 1);
      expect(new Set(settleRows.map((row) => row.userId)).size).toBe(PLAYERS + 1);
    } finally {
      await crash.close();
    }
  });
});
