import { describe, expect, it } from 'vitest';
import { crashMessages } from '../../../contract/crash';
import { messages } from '../../../contract/messages';
import { elapsedForMultiplier } from '../../../games/crash';
import { nowIso } from '../../clock';
import { ROWS_PER_STATEMENT } from '../../db/values-list';
import { between, seedWhere } from '../../testing/crash-kit';
import { crashParts } from '../../testing/crash-parts';
import { expectLedgerConsistent, testDialects } from '../../testing/test-app';
import { insertBareUser } from '../../testing/test-database';
import { cashoutTarget } from './payouts';

type Parts = Awaited<ReturnType<typeof crashParts>>;

/** What became of each call: its answer, or the message it was refused with. */
async function outcomes<T>(calls: Promise<T>[]): Promise<(T | string)[]> {
  const settled = await Promise.allSettled(calls);
  return settled.map((one) => (one.status === 'fulfilled' ? one.value : (one.reason as Error).message));
}

/** `count` new players with `funds` each, funded in one batch. */
async function playersWith(parts: Parts, count: number, funds: number, name: string): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < count; i += 1) ids.push(await insertBareUser(parts.db, `${name}${i}`));
  await parts.uow.forUsers(ids, (trx) =>
    parts.wallet.creditMany(
      trx,
      ids.map((userId) => ({ userId, amount: funds, entry: { type: 'admin', description: 'test funds' } })),
    ),
  );
  return ids;
}

/** Opens round `id` with a minute of betting; `start` then starts it now. */
async function openRound(parts: Parts, token: number, id: number) {
  await parts.settlement.openRound(token, id, new Date(Date.now() + 60_000).toISOString());
  return async () => {
    const startedAt = nowIso();
    expect(await parts.settlement.startRound(token, id, startedAt)).toBe(true);
    return Date.parse(startedAt);
  };
}

// Bets and cash-outs that arrive together go to the database as one batch (requests.ts): each must
// still be answered exactly as if it had come alone, a player's second request as if it came after
// their first, and the books must hold.
describe.each(testDialects())('crash requests in batches on %s', (dialect) => {
  it('answers each request of a batch as if it came alone, a player twice in one batch included', async () => {
    const parts = await crashParts(dialect, seedWhere([between(2, 100)]));
    const { service, settlement, chain } = parts;
    try {
      const [a, b, c, d, e] = (await playersWith(parts, 5, 100, 'batch')) as [
        number,
        number,
        number,
        number,
        number,
      ];
      const token = await settlement.takeFence();
      const start = await openRound(parts, token, 1);
      // All in one turn of the event loop, so in one batch.
      const bets = await outcomes([
        service.placeBet(a, 10, undefined),
        service.placeBet(a, 20, undefined),
        service.placeBet(b, 1000, undefined),
        service.placeBet(b, 30, undefined),
        service.placeBet(c, 100, 1.5),
        service.placeBet(d, 101, undefined),
        service.placeBet(e, 50, undefined),
      ]);
      expect(bets).toEqual([
        expect.objectContaining({ roundId: 1, balance: 90 }),
        crashMessages.alreadyBet,
        messages.insufficientFunds,
        expect.objectContaining({ roundId: 1, balance: 70 }),
        expect.objectContaining({ roundId: 1, balance: 0 }),
        messages.insufficientFunds,
        expect.objectContaining({ roundId: 1, balance: 50 }),
      ]);

      const startedAt = await start();
      parts.setClock(startedAt + elapsedForMultiplier(1.25));
      const cashouts = await outcomes([
        service.cashout(a),
        service.cashout(a),
        service.cashout(b),
        service.cashout(c),
        service.cashout(d),
      ]);
      parts.setClock(undefined);
      expect(cashouts).toEqual([
        { multiplier: 1.25, payout: 12, balance: 102 },
        crashMessages.alreadyCashedOut,
        { multiplier: 1.25, payout: 37, balance: 107 },
        { multiplier: 1.25, payout: 125, balance: 125 },
        crashMessages.noBet,
      ]);
      await settlement.crash(token, 1, chain.crashPointOf(1), chain.hashOf(1), cashoutTarget);
      // Held up past the crash, while the next round takes bets: judged by the round it came in.
      await openRound(parts, token, 2);
      // A bet that arrived while round 1 ran, held up until round 2 takes bets, is late: not in round 2.
      parts.setClock(startedAt + 1);
      await expect(service.placeBet(d, 10, undefined)).rejects.toThrow(crashMessages.notBetting);
      parts.setClock(undefined);
      // A bet that names the round it was placed on is late once another round takes bets.
      await expect(service.placeBet(d, 10, undefined, 1)).rejects.toThrow(crashMessages.notBetting);
      expect((await service.placeBet(b, 7, undefined, 2)).roundId).toBe(2);
      expect(
        await outcomes([service.cashout(e), service.cashout(a), service.cashout(d), service.cashout(b)]),
      ).toEqual([
        crashMessages.crashed,
        crashMessages.alreadyCashedOut,
        crashMessages.noBet,
        crashMessages.notRunning,
      ]);
      const expected = [102, 100, 125, 100, 50];
      for (const [i, id] of [a, b, c, d, e].entries()) {
        expect(await expectLedgerConsistent(parts.testDb.database, id)).toBe(expected[i]);
      }
    } finally {
      await parts.close();
    }
  });

  it('takes more players at once than one statement holds, every bet and cash-out settled once', async () => {
    const parts = await crashParts(dialect, seedWhere([between(2, 100)]));
    const { service, settlement, chain, db } = parts;
    try {
      const players = await playersWith(parts, ROWS_PER_STATEMENT + 50, 100, 'crowd');
      const token = await settlement.takeFence();
      const start = await openRound(parts, token, 1);
      const bets = await outcomes(players.map((id) => service.placeBet(id, 40, undefined)));
      expect(bets.every((bet) => typeof bet === 'object' && bet.balance === 60)).toBe(true);
      parts.setClock((await start()) + elapsedForMultiplier(1.5));
      // Every other player cashes out at 1.5x (60 FF); the rest lose at the crash.
      const cashouts = await outcomes(players.filter((_, i) => i % 2 === 0).map((id) => service.cashout(id)));
      parts.setClock(undefined);
      expect(
        cashouts.every((one) => typeof one === 'object' && one.payout === 60 && one.balance === 120),
      ).toBe(true);
      await settlement.crash(token, 1, chain.crashPointOf(1), chain.hashOf(1), cashoutTarget);
      for (const [i, id] of players.entries()) {
        if (i % 37 === 0)
          expect(await expectLedgerConsistent(parts.testDb.database, id)).toBe(i % 2 ? 60 : 120);
      }
      const records = await db
        .selectFrom('gameRecords')
        .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.sum<number>('payout').as('paid')])
        .where('game', '=', 'crash')
        .executeTakeFirstOrThrow();
      expect(Number(records.count)).toBe(players.length);
      expect(Number(records.paid)).toBe(60 * cashouts.length);
    } finally {
      await parts.close();
    }
  });
});
