import type { Kysely } from 'kysely';
import type { WalletService } from '../../core/money/wallet-service';
import type { DB } from '../../db/schema';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { CrashBetRow, CrashRepository } from './repository';
import { createBetSettler, type Settlement } from './settle-bet';

/** The driver's token is no longer the current fence: another driver took the round lease. */
export class LeaseLostError extends Error {
  constructor() {
    super('the crash round lease was taken by another driver');
  }
}

/**
 * The round's writes that only its driver makes, each in one transaction checked by the driver's
 * fencing token: a paused driver that lost the lease can no longer open, start, pay or crash anything.
 */
export function createCrashSettlement(uow: UnitOfWork, repository: CrashRepository, wallet: WalletService) {
  async function assertFence(trx: Kysely<DB>, token: number) {
    if ((await repository.fenceIn(trx)) !== token) throw new LeaseLostError();
  }

  // Pays or closes each open bet once, with its game record and ledger row: a bet already settled is skipped.
  const settleIn = createBetSettler(repository, wallet);

  return {
    /** A new driver's fencing token. */
    takeFence: () => uow.run((trx) => repository.takeFence(trx)),

    openRound: (token: number, id: number, startsAt: string) =>
      uow.run(async (trx) => {
        await assertFence(trx, token);
        await repository.insertRound(trx, id, startsAt);
      }),

    startRound: (token: number, id: number, startedAt: string) =>
      uow.run(async (trx) => {
        await assertFence(trx, token);
        return repository.startRound(trx, id, startedAt);
      }),

    /** Auto cash-outs that the curve reached: one batch, the players' rows locked in id order. */
    cashOut: (token: number, roundId: number, settlements: Settlement[]) =>
      uow.forUsers(
        settlements.map((s) => s.bet.userId),
        async (trx) => {
          await assertFence(trx, token);
          return settleIn(trx, roundId, settlements);
        },
      ),

    /**
     * The crash, one batch: the round revealed and every bet still open settled, those whose auto
     * cash-out the curve reached (a driver that was late, or one that died) paid, the others lost.
     */
    crash: async (
      token: number,
      roundId: number,
      crashPoint: number,
      hash: string,
      target: (bet: CrashBetRow) => number,
    ) => {
      // No bet joins a running round, so the players read here are all the batch can touch.
      const players = (await repository.openBets(uow.db, roundId)).map((bet) => bet.userId);
      return uow.forUsers(players, async (trx) => {
        await assertFence(trx, token);
        if (!(await repository.crashRound(trx, roundId, crashPoint, hash))) return [];
        const bets = await repository.openBets(trx, roundId);
        const settlements = bets.map((bet) => {
          const at = target(bet);
          return { bet, multiplier: at <= crashPoint ? at : null };
        });
        return settleIn(trx, roundId, settlements);
      });
    },
  };
}

export type CrashSettlement = ReturnType<typeof createCrashSettlement>;
