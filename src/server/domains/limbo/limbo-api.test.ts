import { describe, expect, it } from 'vitest';
import type { RotateResponse } from '../../../contract/fairness';
import { type LimboResult, limboMessages } from '../../../contract/limbo';
import { messages } from '../../../contract/messages';
import { fairFloats } from '../../../games/fair';
import { limboResult } from '../../../games/limbo';
import { setBalance } from '../../testing/refusal-kit';
import { itRefusesBets, testDialects, useTestApp } from '../../testing/test-app';

describe.each(testDialects())('limbo API on %s', (dialect) => {
  const t = useTestApp(dialect);

  it('settles a bet with the contract fields, recomputable from the revealed seed', async () => {
    const user = await t.register();
    const res = await t.call('POST', '/api/games/limbo', user, { betAmount: 10, target: 1.5 });
    expect(res.statusCode, res.body).toBe(200);
    const bet = res.json<LimboResult>();
    expect(bet).toMatchObject({ target: 1.5, betAmount: 10, nonce: 0, winChance: 66 });
    expect(bet.won).toBe(bet.result >= 1.5);
    expect(bet.payout).toBe(bet.won ? 15 : 0);
    expect(bet.multiplier).toBe(bet.won ? 1.5 : 0);
    expect(bet.balance).toBe(100 - 10 + bet.payout);
    expect(await t.balance(user._id)).toBe(bet.balance);
    await t.expectLedgerConsistent(user._id);

    const rotated = (await t.call('POST', '/api/fairness/rotate', user)).json<RotateResponse>();
    const floats = fairFloats(
      { serverSeed: rotated.previous.serverSeed, clientSeed: bet.clientSeed, nonce: 0 },
      1,
    );
    expect(limboResult(floats[0] as number)).toBe(bet.result);
    const record = (await t.call('GET', `/api/fairness/bets/${bet.betId}`, user)).json();
    expect(record).toMatchObject({
      game: 'limbo',
      betAmount: 10,
      payout: bet.payout,
      details: { target: 1.5, result: bet.result },
    });
  });

  it('pays floor(bet x target) at the largest target with the largest stake it allows', async () => {
    const user = await t.register();
    await setBalance(t.database, user._id, 1_000_000);
    // 1,000,000 x 1,000,000 is exactly the largest amount: allowed, and nothing passes it.
    const res = await t.call('POST', '/api/games/limbo', user, { betAmount: 1_000_000, target: 1_000_000 });
    expect(res.statusCode, res.body).toBe(200);
    const bet = res.json<LimboResult>();
    expect(bet.payout).toBe(bet.won ? 10 ** 12 : 0);
    const over = await t.call('POST', '/api/games/limbo', user, { betAmount: 1_000_001, target: 1_000_000 });
    expect(over.json()).toMatchObject({ message: messages.betTooLarge });
  });

  itRefusesBets(t, '/api/games/limbo', [
    [{ betAmount: 10, target: 1 }, limboMessages.targetBelowMin],
    [{ betAmount: 10, target: 1.015 }, limboMessages.targetDecimals],
    [{ betAmount: 10, target: -3 }, limboMessages.targetBelowMin],
    [{ betAmount: 10, target: 1_000_000.01 }, limboMessages.targetAboveMax],
    [{ betAmount: 10, target: 1e300 }, limboMessages.targetAboveMax],
    [{ betAmount: 10, target: 2.345 }, limboMessages.targetDecimals],
    [{ betAmount: 10, target: 'abc' }, limboMessages.targetNotANumber],
    [{ betAmount: 10, target: null }, limboMessages.targetNotANumber],
    [{ betAmount: 10 }, 'Target is required'],
    [{ betAmount: 0, target: 2 }, messages.betPositive],
    [{ betAmount: 2.5, target: 2 }, 'Bet amount must be a whole number'],
    [{ betAmount: '10', target: 2 }, 'Bet amount must be a whole number'],
    [{ betAmount: 101, target: 2 }, messages.insufficientFunds],
  ]);
});
