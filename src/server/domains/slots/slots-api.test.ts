import { describe, expect, it } from 'vitest';
import type { RotateResponse } from '../../../contract/fairness';
import { messages } from '../../../contract/messages';
import { type SlotsHistoryResponse, type SlotsSpinResponse, slotsMessages } from '../../../contract/slots';
import { fairFloats } from '../../../games/fair';
import { SLOT_FLOATS_PER_SPIN, settleSpin } from '../../../games/slots';
import { bearer, itRefusesBets, testDialects, useTestApp } from '../../testing/test-app';

describe.each(testDialects())('slots API on %s', (dialect) => {
  // No wager fold in the background: 200 spins are about 2,800 XP, level 2, and its reward credited
  // after the last spin would make the balance differ from that spin's answer (seen in CI).
  const t = useTestApp(dialect, { wagerFoldIntervalMs: 0 });

  const spin = (user: { token: string }, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/games/slots', payload, headers: bearer(user) });
  const balanceAndLedger = async (userId: number) => ({
    balance: await t.balance(userId),
    ledger: await t.ledgerSum(userId),
  });

  it('answers spins uncompressed, and a history long enough to be worth it compressed', async () => {
    const user = await t.register();
    const brotli = { ...bearer(user), 'accept-encoding': 'br' };
    for (let i = 0; i < 8; i += 1) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/games/slots',
        payload: { betAmount: 10 },
        headers: brotli,
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
    }
    const history = await t.app.inject({ url: '/api/games/slots/history', headers: brotli });
    expect(history.headers['content-encoding']).toBe('br');
  });

  it('spins 5 reels of 3, pays the lines it reports, and recomputes from the revealed seed', async () => {
    const user = await t.register();
    const res = await spin(user, { betAmount: 10 });
    expect(res.statusCode).toBe(200);
    const result = res.json<SlotsSpinResponse>();
    expect(result.reels).toHaveLength(5);
    for (const reel of result.reels) expect(reel).toHaveLength(3);
    expect(result.win).toBe(result.winResults.reduce((sum, line) => sum + line.winAmount, 0));
    expect(result.newBalance).toBe(90 + result.win);

    const { previous } = (
      await t.app.inject({ method: 'POST', url: '/api/fairness/rotate', headers: bearer(user) })
    ).json<RotateResponse>();
    const floats = fairFloats(
      { serverSeed: previous.serverSeed, clientSeed: result.clientSeed, nonce: result.nonce },
      SLOT_FLOATS_PER_SPIN,
    );
    const replay = settleSpin(10, floats);
    expect(replay.reels).toEqual(result.reels);
    expect(replay.win).toBe(result.win);
  });

  itRefusesBets(t, '/api/games/slots', [
    [{ betAmount: 0 }, messages.betPositive],
    [{ betAmount: -10 }, messages.betPositive],
    [{ betAmount: 15 }, slotsMessages.betNotAStep],
    [{ betAmount: 10.5 }, 'Bet amount must be a whole number'],
    [{}, 'Bet amount is required'],
    [{ betAmount: 200 }, messages.insufficientFunds],
  ]);

  it('keeps the ledger equal to the balance over 200 spins and lists the last 20 in history', async () => {
    const user = await t.register();
    await t.app.inject({ method: 'POST', url: '/api/users/resetFunds', headers: bearer(user) });
    let spins = 0;
    let last: SlotsSpinResponse | undefined;
    for (let i = 0; i < 200; i += 1) {
      const res = await spin(user, { betAmount: 10 });
      if (res.statusCode === 400) break;
      last = res.json<SlotsSpinResponse>();
      spins += 1;
    }
    const { balance, ledger } = await balanceAndLedger(user._id);
    expect(ledger).toBe(balance);
    expect(balance).toBe(last?.newBalance);

    const history = (
      await t.app.inject({ url: '/api/games/slots/history', headers: bearer(user) })
    ).json<SlotsHistoryResponse>();
    expect(history.history).toHaveLength(Math.min(20, spins));
    expect(history.history[0]).toMatchObject({
      _id: last?.betId,
      betAmount: 10,
      win: (last?.win ?? 0) > 0,
      winAmount: last?.win,
      symbols: last?.reels,
    });
  });

  it('accepts at most what the balance covers out of 20 concurrent spins', async () => {
    const user = await t.register();
    const results = await Promise.all(Array.from({ length: 20 }, () => spin(user, { betAmount: 50 })));
    const accepted = results.filter((r) => r.statusCode === 200).map((r) => r.json<SlotsSpinResponse>());
    for (const r of results.filter((r) => r.statusCode !== 200))
      expect(r.json()).toMatchObject({ message: messages.insufficientFunds });
    await t.expectLedgerConsistent(user._id);
    const { balance, ledger } = await balanceAndLedger(user._id);
    expect(balance).toBeGreaterThanOrEqual(0);
    expect(ledger).toBe(balance);
    expect(balance).toBe(100 - 50 * accepted.length + accepted.reduce((sum, r) => sum + r.win, 0));
    if (accepted.every((r) => r.win === 0)) expect(accepted).toHaveLength(2);
  });
});
