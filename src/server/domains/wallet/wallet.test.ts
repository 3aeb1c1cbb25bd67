import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../contract/messages';
import { createWalletRepository } from '../../core/money/wallet-repository';
import { createWalletService, type WalletService } from '../../core/money/wallet-service';
import { bearer, expectMessage, testDialects, useTestApp } from '../../testing/test-app';

describe.each(testDialects())('wallet on %s', (dialect) => {
  const t = useTestApp(dialect);
  let wallet: WalletService;
  beforeAll(async () => {
    wallet = createWalletService(t.database.db, createWalletRepository(t.database.db));
  });

  const bet = (userId: number, amount: number) =>
    t.database.db
      .transaction()
      .execute((trx) =>
        wallet.debit(trx, userId, amount, { type: 'bet', game: 'dice', description: 'test bet' }),
      );

  it('accepts exactly the debits the balance covers in a burst of 50, and the ledger sums to the balance', async () => {
    const user = await t.register();
    // 100 FF covers 14 bets of 7, leaving 2.
    const outcomes = await Promise.allSettled(Array.from({ length: 50 }, () => bet(user._id, 7)));
    const accepted = outcomes.filter((o) => o.status === 'fulfilled');
    const refused = outcomes.filter((o) => o.status === 'rejected');
    expect(accepted).toHaveLength(14);
    for (const r of refused) {
      expect((r as PromiseRejectedResult).reason).toMatchObject({
        statusCode: 400,
        message: messages.insufficientFunds,
      });
    }
    const balance = await wallet.balanceOf(user._id);
    expect(balance).toBe(2);
    expect(await t.expectLedgerConsistent(user._id)).toBe(2);
    expect(await wallet.ledgerSum(user._id)).toBe(balance);
    const balances = accepted.map((o) => (o as PromiseFulfilledResult<number>).value).sort((a, b) => b - a);
    expect(balances).toEqual(Array.from({ length: 14 }, (_, i) => 93 - 7 * i));
  });

  it('keeps the ledger equal to the balance under mixed concurrent debits and credits', async () => {
    const user = await t.register();
    const moves = Array.from({ length: 60 }, (_, i) =>
      i % 3 === 0
        ? t.database.db
            .transaction()
            .execute((trx) =>
              wallet.credit(trx, user._id, 5, { type: 'win', game: 'dice', description: 'win' }),
            )
        : bet(user._id, 9),
    );
    await Promise.allSettled(moves);
    await t.expectLedgerConsistent(user._id);
    const balance = await wallet.balanceOf(user._id);
    expect(balance).toBeGreaterThanOrEqual(0);
    expect(await wallet.ledgerSum(user._id)).toBe(balance);
  });

  it('rolls the debit back when the work after it fails', async () => {
    const user = await t.register();
    await expect(
      t.database.db.transaction().execute(async (trx) => {
        await wallet.debit(trx, user._id, 40, { type: 'bet', description: 'doomed' });
        throw new Error('game failed after the debit');
      }),
    ).rejects.toThrow('game failed');
    expect(await wallet.balanceOf(user._id)).toBe(100);
    expect(await wallet.ledgerSum(user._id)).toBe(100);
  });

  it.each([
    [0, messages.betPositive],
    [-5, messages.betPositive],
    [1.5, messages.amountWhole],
    [Number.NaN, messages.amountWhole],
    [1e15, messages.amountTooLarge],
  ])('refuses a debit of %s with "%s"', async (amount, message) => {
    const user = await t.register();
    await expect(bet(user._id, amount)).rejects.toMatchObject({ statusCode: 400, message });
    expect(await wallet.balanceOf(user._id)).toBe(100);
  });

  it('records a reset as the difference, whether up or down', async () => {
    const user = await t.register();
    await t.database.db
      .transaction()
      .execute((trx) => wallet.credit(trx, user._id, 1500, { type: 'win', description: 'big win' }));
    await t.database.db
      .transaction()
      .execute((trx) => wallet.setBalance(trx, user._id, 1000, { type: 'reset', description: 'reset' }));
    expect(await wallet.balanceOf(user._id)).toBe(1000);
    expect(await wallet.ledgerSum(user._id)).toBe(1000);
  });

  it("lists only the signed-in user's own rows, newest first, up to the limit", async () => {
    const me = await t.register();
    const other = await t.register();
    await bet(me._id, 10);
    await bet(me._id, 20);
    await bet(other._id, 30);
    const res = await t.app.inject({ url: '/api/funds/transactions?limit=2', headers: bearer(me) });
    expect(res.statusCode).toBe(200);
    const { transactions } = res.json();
    expect(transactions.map((row: { amount: number }) => row.amount)).toEqual([-20, -10]);
    expect(transactions[0]).toMatchObject({
      type: 'bet',
      game: 'dice',
      balanceAfter: 70,
      description: 'test bet',
    });

    const all = (await t.app.inject({ url: '/api/funds/transactions', headers: bearer(me) })).json();
    expect(all.transactions).toHaveLength(3);

    for (const [query, message] of [
      ['limit=abc', 'Limit must be a whole number'],
      ['limit=0', 'Limit must be at least 1'],
      ['limit=1000', 'Limit must be at most 100'],
    ] as const) {
      const bad = await t.app.inject({ url: `/api/funds/transactions?${query}`, headers: bearer(me) });
      expectMessage(bad, 400, message);
    }
    expect((await t.app.inject({ url: '/api/funds/transactions' })).statusCode).toBe(401);
  });
});
