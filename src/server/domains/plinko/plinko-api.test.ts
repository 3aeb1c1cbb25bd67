import { describe, expect, it } from 'vitest';
import type { RotateResponse } from '../../../contract/fairness';
import { messages } from '../../../contract/messages';
import { type PlinkoResult, plinkoMessages } from '../../../contract/plinko';
import { fairFloats } from '../../../games/fair';
import { plinkoMultipliers, plinkoPath } from '../../../games/plinko';
import { setBalance } from '../../testing/refusal-kit';
import { itRefusesBets, testDialects, useTestApp } from '../../testing/test-app';

describe.each(testDialects())('plinko API on %s', (dialect) => {
  const t = useTestApp(dialect);

  it('settles a drop with the contract fields, recomputable from the revealed seed', async () => {
    const user = await t.register();
    const drops: PlinkoResult[] = [];
    for (const [rows, risk] of [
      [8, 'low'],
      [12, 'medium'],
      [16, 'high'],
    ] as const) {
      const res = await t.call('POST', '/api/games/plinko', user, { betAmount: 10, rows, risk });
      expect(res.statusCode, res.body).toBe(200);
      const drop = res.json<PlinkoResult>();
      expect(drop).toMatchObject({ rows, risk, betAmount: 10 });
      expect(drop.path).toHaveLength(rows);
      expect(drop.slot).toBe(drop.path.filter((step) => step === 1).length);
      expect(drop.multiplier).toBe(plinkoMultipliers(rows, risk)[drop.slot]);
      expect(drop.payout).toBe(Math.floor(10 * drop.multiplier + 1e-9));
      expect(drop.won).toBe(drop.payout > 10);
      drops.push(drop);
    }
    const last = drops.at(-1) as PlinkoResult;
    expect(await t.balance(user._id)).toBe(last.balance);
    expect(last.balance).toBe(100 + drops.reduce((sum, drop) => sum + drop.payout - 10, 0));
    await t.expectLedgerConsistent(user._id);

    const rotated = (await t.call('POST', '/api/fairness/rotate', user)).json<RotateResponse>();
    for (const drop of drops) {
      const seed = {
        serverSeed: rotated.previous.serverSeed as string,
        clientSeed: drop.clientSeed,
        nonce: drop.nonce,
      };
      expect(plinkoPath(fairFloats(seed, drop.rows), drop.rows)).toEqual(drop.path);
      const record = (await t.call('GET', `/api/fairness/bets/${drop.betId}`, user)).json();
      expect(record).toMatchObject({
        game: 'plinko',
        betAmount: 10,
        payout: drop.payout,
        details: { rows: drop.rows, risk: drop.risk, path: drop.path, slot: drop.slot },
      });
    }
  });

  it('takes the largest stake 16 rows at high risk allows, and refuses one more', async () => {
    const user = await t.register();
    await setBalance(t.database, user._id, 10 ** 12);
    const largest = Math.floor(10 ** 12 / Math.max(...plinkoMultipliers(16, 'high')));
    const res = await t.call('POST', '/api/games/plinko', user, {
      betAmount: largest,
      rows: 16,
      risk: 'high',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<PlinkoResult>().payout).toBeLessThanOrEqual(10 ** 12);
    const over = await t.call('POST', '/api/games/plinko', user, {
      betAmount: largest + 1,
      rows: 16,
      risk: 'high',
    });
    expect(over.json()).toMatchObject({ message: messages.betTooLarge });
  });

  itRefusesBets(t, '/api/games/plinko', [
    [{ betAmount: 10, rows: 7, risk: 'low' }, plinkoMessages.rows],
    [{ betAmount: 10, rows: 17, risk: 'low' }, plinkoMessages.rows],
    [{ betAmount: 10, rows: 8.5, risk: 'low' }, 'Rows must be a whole number'],
    [{ betAmount: 10, rows: 'ten', risk: 'low' }, 'Rows must be a whole number'],
    [{ betAmount: 10, rows: 8, risk: 'extreme' }, plinkoMessages.risk],
    [{ betAmount: 10, rows: 8 }, 'Risk is required'],
    [{ betAmount: 0, rows: 8, risk: 'low' }, messages.betPositive],
    [{ betAmount: 101, rows: 8, risk: 'low' }, messages.insufficientFunds],
  ]);
});
