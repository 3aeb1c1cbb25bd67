import Fastify from 'fastify';
import { Server } from 'socket.io';
import { describe, expect, it } from 'vitest';
import { elapsedForMultiplier } from '../../../games/crash';
import { nowIso } from '../../clock';
import { createWalletRepository } from '../../core/money/wallet-repository';
import { createWalletService } from '../../core/money/wallet-service';
import { leaderboardFeed } from '../../core/standings/feed';
import { migrateToLatest } from '../../db/database';
import { createUnitOfWork } from '../../db/unit-of-work';
import type { RealtimeServer } from '../../realtime/socket-types';
import { CRASH_TEST_CHAIN_LENGTH, CRASH_TEST_SALT, seedWhere } from '../../testing/crash-kit';
import { createTestDatabase, expectLedgerConsistent, testDialects } from '../../testing/test-app';
import { insertBareUser } from '../../testing/test-database';
import { createFairnessRepository } from '../fairness/repository';
import { createFairnessService } from '../fairness/service';
import { createCrashBroadcasts } from './broadcasts';
import { loadOrMakeChain } from './chain';
import { cashoutTarget } from './payouts';
import { createCrashRepository } from './repository';
import { createCrashService } from './service';
import { createCrashSettlement } from './settlement';

const ROUNDS = 6;
const PLAYERS = 6;
const BET = 100;
// A cash-out that arrives when the curve is at 1.01x pays floor(100 × 1.01) = 101.
const CASHOUT_AT = 1.01;

/**
 * The crash's parts on a fresh database, without the app's driver: the test plays the driver itself
 * (its settlement, with its own fencing token), so that in every round the crash batch and the
 * players' cash-outs race for the same bets at the same moment.
 */
async function crashParts(dialect: 'sqlite' | 'postgres', seed: string) {
  const testDb = await createTestDatabase(dialect);
  const { db } = testDb.database;
  await migrateToLatest(db, testDb.database.schema);
  const uow = createUnitOfWork(db, testDb.database.dialect);
  const repository = createCrashRepository(db, testDb.database.dialect);
  const chain = await loadOrMakeChain(repository, {
    length: CRASH_TEST_CHAIN_LENGTH,
    seed,
    salt: CRASH_TEST_SALT,
  });
  const wallet = createWalletService(db, createWalletRepository(db), leaderboardFeed());
  // Not attached to any HTTP server: the broadcasts reach no socket and it holds nothing to close.
  const io: RealtimeServer = new Server();
  const cosmeticsOf = async () => new Map();
  const logger = Fastify({ logger: false }).log;
  let clock: number | undefined;
  const service = createCrashService({
    uow,
    repository,
    wallet,
    chain,
    cosmeticsOf,
    broadcasts: createCrashBroadcasts(io, repository, cosmeticsOf, logger),
    now: () => clock ?? Date.now(),
  });
  return {
    db,
    testDb,
    uow,
    chain,
    wallet,
    service,
    settlement: createCrashSettlement(uow, repository, wallet),
    fairness: createFairnessService(uow, createFairnessRepository(db)),
    /** The players' requests arrive at this time (undefined: now). */
    setClock: (at: number | undefined) => {
      clock = at;
    },
    close: () => testDb.close(),
  };
}

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
