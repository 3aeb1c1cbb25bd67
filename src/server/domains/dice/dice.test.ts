import { describe, expect, it } from 'vitest';
import type { DiceResult } from '../../../contract/dice';
import { diceMessages } from '../../../contract/dice';
import type { RotateResponse } from '../../../contract/fairness';
import { messages } from '../../../contract/messages';
import { settleDice } from '../../../games/dice';
import { fairFloats } from '../../../games/fair';
import { bearer, itRefusesBets, testDialects, useTestApp } from '../../testing/test-app';

describe.each(testDialects())('dice API on %s', (dialect) => {
  const t = useTestApp(dialect);

  const roll = (token: { token: string }, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/games/dice', payload, headers: bearer(token) });

  const ledgerSum = (userId: number) => t.ledgerSum(userId);
  const balance = (userId: number) => t.balance(userId);

  it('settles a bet with every field of SPEC.md, and the outcome recomputes from the revealed seed', async () => {
    const user = await t.register();
    const res = await roll(user, { betAmount: 10, prediction: 'over', targetNumber: 3 });
    expect(res.statusCode).toBe(200);
    const result = res.json<DiceResult>();
    expect(result).toMatchObject({
      betAmount: 10,
      prediction: 'over',
      targetNumber: 3,
      multiplier: 2,
      nonce: 0,
    });
    expect(result.diceResult).toBeGreaterThanOrEqual(1);
    expect(result.diceResult).toBeLessThanOrEqual(6);
    expect(result.won).toBe(result.diceResult > 3);
    expect(result.winAmount).toBe(result.won ? 20 : 0);
    expect(result.newBalance).toBe(100 - 10 + result.winAmount);
    expect(result.outcomeDescription).toContain(`Rolled ${result.diceResult}`);

    const rotated = (
      await t.app.inject({ method: 'POST', url: '/api/fairness/rotate', headers: bearer(user) })
    ).json<RotateResponse>();
    expect(rotated.previous.serverSeedHash).toBe(result.serverSeedHash);
    const floats = fairFloats(
      { serverSeed: rotated.previous.serverSeed, clientSeed: result.clientSeed, nonce: 0 },
      1,
    );
    expect(settleDice(10, 'over', 3, floats).diceResult).toBe(result.diceResult);

    const record = (
      await t.app.inject({ url: `/api/fairness/bets/${result.betId}`, headers: bearer(user) })
    ).json();
    expect(record).toMatchObject({
      game: 'dice',
      betAmount: 10,
      payout: result.winAmount,
      serverSeed: rotated.previous.serverSeed,
      details: { prediction: 'over', targetNumber: 3, diceResult: result.diceResult },
    });
  });

  itRefusesBets(t, '/api/games/dice', [
    [{ betAmount: 0, prediction: 'over', targetNumber: 3 }, messages.betPositive],
    [{ betAmount: -5, prediction: 'over', targetNumber: 3 }, messages.betPositive],
    [{ betAmount: 10.5, prediction: 'over', targetNumber: 3 }, 'Bet amount must be a whole number'],
    [{ betAmount: '10', prediction: 'over', targetNumber: 3 }, 'Bet amount must be a whole number'],
    [{ betAmount: true, prediction: 'over', targetNumber: 3 }, 'Bet amount must be a whole number'],
    [{ betAmount: 1e15, prediction: 'over', targetNumber: 3 }, messages.amountTooLarge],
    [{ prediction: 'over', targetNumber: 3 }, 'Bet amount is required'],
    [{ betAmount: 500, prediction: 'over', targetNumber: 3 }, messages.insufficientFunds],
    [{ betAmount: 10, prediction: 'sideways', targetNumber: 3 }, 'Prediction must be over, under or exact'],
    [{ betAmount: 10, prediction: 'over', targetNumber: 7 }, 'Target number must be at most 6'],
    [{ betAmount: 10, prediction: 'over', targetNumber: 0 }, 'Target number must be at least 1'],
    [{ betAmount: 10, prediction: 'over', targetNumber: 2.5 }, 'Target number must be a whole number'],
    [{ betAmount: 10, prediction: 'over', targetNumber: 6 }, diceMessages.overSixNeverWins],
    [{ betAmount: 10, prediction: 'under', targetNumber: 1 }, diceMessages.underOneNeverWins],
  ]);

  it('needs a signed-in user', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/games/dice', payload: { betAmount: 1 } });
    expect(res.statusCode).toBe(401);
  });

  it('keeps balance and ledger in agreement over 200 bets, with one record and one nonce each', async () => {
    const user = await t.register();
    await t.app.inject({ method: 'POST', url: '/api/users/resetFunds', headers: bearer(user) });
    let last: DiceResult | undefined;
    for (let i = 0; i < 200; i += 1) {
      const res = await roll(user, {
        betAmount: 1 + (i % 5),
        prediction: (['over', 'under', 'exact'] as const)[i % 3],
        targetNumber: 1 + (i % 5) + (i % 3 === 1 ? 1 : 0),
      });
      if (res.statusCode !== 200) throw new Error(res.body);
      last = res.json<DiceResult>();
    }
    expect(last?.nonce).toBe(199);
    expect(await balance(user._id)).toBe(last?.newBalance);
    expect(await ledgerSum(user._id)).toBe(last?.newBalance);
    const records = await t.database.db
      .selectFrom('gameRecords')
      .select('nonce')
      .where('userId', '=', user._id)
      .execute();
    expect(new Set(records.map((r) => r.nonce)).size).toBe(200);
  });

  it('accepts at most the 3 bets a balance covers out of 20 concurrent ones', async () => {
    const user = await t.register();
    // 100 FF covers 3 bets of 30 when every one loses; wins can only make room for more,
    // so bet exact (rarely wins) and count what the balance allowed.
    const results = await Promise.all(
      Array.from({ length: 20 }, () => roll(user, { betAmount: 30, prediction: 'exact', targetNumber: 6 })),
    );
    const accepted = results.filter((r) => r.statusCode === 200).map((r) => r.json<DiceResult>());
    const refused = results.filter((r) => r.statusCode !== 200);
    for (const r of refused) expect(r.json()).toMatchObject({ message: messages.insufficientFunds });
    const wins = accepted.filter((r) => r.won).length;
    expect(accepted.length).toBeGreaterThanOrEqual(3);
    if (wins === 0) expect(accepted).toHaveLength(3);
    await t.expectLedgerConsistent(user._id);
    const final = await balance(user._id);
    expect(final).toBeGreaterThanOrEqual(0);
    expect(await ledgerSum(user._id)).toBe(final);
    expect(final).toBe(100 - 30 * accepted.length + accepted.reduce((sum, r) => sum + r.winAmount, 0));
  });
});
