import { describe, expect, it } from 'vitest';
import { elapsedForMultiplier } from '../../../games/crash';
import { nowIso } from '../../clock';
import { seedWhere } from '../../testing/crash-kit';
import { crashParts } from '../../testing/crash-parts';
import { expectLedgerConsistent, testDialects } from '../../testing/test-app';
import { insertBareUser } from '../../testing/test-database';
import { cashoutTarget } from './payouts';

const ROUNDS = 6;
const PLAYERS = 6;
const BET = 100;
// A cash-out that arrives when the curve is at 1.01x pays floor(100 × 1.01) = 101.
const CASHOUT_AT = 1.01;

describe.each(testDialects())('crash records on %s', (dialect) => {
  it('records each bet once, with the one ledger row that moves the standings, when the crash and cash-outs race', async () => {
    const seed = seedWhere(Array.from({ length: ROUNDS }, () => (point: number) => point >= 1.02));
    const parts = await crashParts(dialect, seed);
    const { db, uow, chain, wallet, service, settlement, fairness } = parts;
    try {
      const players: number[] = [];
      for (let i = 0; i < PLAYERS; i += 1) {
        const userId = await insertBareUser(db, `racer${i}`);
        await uow.forUser(userId, (trx) =>
          wallet.credit(trx, userId, 1000, { type: 'admin', description: 'test funds' }),
        );
        players.push(userId);
      }
      const token = await settlement.takeFence();
      const outcomes = new Map<number, string[]>(players.map((id) => [id, []]));
      for (let round = 1; round <= ROUNDS; round += 1) {
        await settlement.openRound(token, round, new Date(Date.now() + 60_000).toISOString());
        // Half the players name an auto cash-out the curve reaches, which a late crash batch pays.
        for (const [i, userId] of players.entries()) {
          await service.placeBet(userId, BET, i % 2 === 0 ? CASHOUT_AT : undefined);
        }
        const startedAt = nowIso();
        expect(await settlement.startRound(token, round, startedAt)).toBe(true);
        parts.setClock(Date.parse(startedAt) + elapsedForMultiplier(CASHOUT_AT));
        // Every order: the cash-outs sent first, the crash settled first (the cash-outs come late), or
        // the crash sent first with the cash-outs right behind it.
        const crash = () =>
          settlement.crash(token, round, chain.crashPointOf(round), chain.hashOf(round), cashoutTarget);
        const cashOutAll = () => players.map((userId) => service.cashout(userId));
        const order = round % 3;
        let crashed: Promise<unknown>;
        let sent: Promise<{ payout: number }>[];
        if (order === 0) {
          sent = cashOutAll();
          crashed = crash();
        } else {
          crashed = order === 1 ? Promise.resolve(await crash()) : crash();
          sent = cashOutAll();
        }
        const [settled, ...cashouts] = await Promise.allSettled([crashed, ...sent]);
        parts.setClock(undefined);
        expect(settled?.status).toBe('fulfilled');
        for (const [i, answer] of cashouts.entries()) {
          // A cash-out the crash batch beat is refused; one that came first was paid at 1.01x.
          if (answer.status === 'fulfilled') expect(answer.value.payout).toBe(101);
          else expect((answer.reason as { statusCode?: number }).statusCode).toBe(400);
          outcomes.get(players[i] as number)?.push(answer.status);
        }
        if (order === 1) expect(cashouts.every((answer) => answer.status === 'rejected')).toBe(true);
      }

      for (const [i, userId] of players.entries()) {
        const balance = await expectLedgerConsistent(parts.testDb.database, userId);
        const records = await fairness.history(userId, 'crash', 50);
        expect(records.map((record) => record.details.roundId)).toEqual(
          Array.from({ length: ROUNDS }, (_, r) => ROUNDS - r),
        );
        const paidByCashout = (outcomes.get(userId) ?? []).filter((status) => status === 'fulfilled').length;
        // An auto cash-out is paid by one side or the other; a bet without one only by its own cash-out.
        const wins = i % 2 === 0 ? ROUNDS : paidByCashout;
        expect(records.filter((record) => record.payout === 101)).toHaveLength(wins);
        expect(records.filter((record) => record.payout === 0)).toHaveLength(ROUNDS - wins);
        expect(balance).toBe(1000 + wins * 101 - ROUNDS * BET);

        const settles = await db
          .selectFrom('transactions')
          .select(['betId', 'roundId', 'amount'])
          .where('userId', '=', userId)
          .where('type', 'in', ['win', 'loss'])
          .orderBy('id', 'desc')
          .execute();
        expect(settles).toEqual(
          records.map((record) => ({
            betId: record._id,
            roundId: record.details.roundId,
            amount: record.payout,
          })),
        );
        expect(await fairness.tallies(userId)).toEqual([
          { game: 'crash', played: ROUNDS, won: wins, winnings: wins, biggest: wins > 0 ? 1 : 0 },
        ]);

        const standings = await db
          .selectFrom('leaderboardEntries')
          .select(['category', 'value', 'gameType'])
          .where('userId', '=', userId)
          .orderBy('category')
          .execute();
        expect(standings).toEqual([
          ...(wins > 0 ? [{ category: 'largest_win', value: 1, gameType: 'crash' }] : []),
          { category: 'most_ff', value: balance, gameType: null },
        ]);
      }
    } finally {
      await parts.close();
    }
  });
});
