import type { Kysely } from 'kysely';
import type { WalletService } from '../../core/money/wallet-service';
import type { DB } from '../../db/schema';
import { payoutAt } from './payouts';
import type { CrashBetRow, CrashRepository } from './repository';

/** A bet to settle: cashed out at `multiplier` (its player's request or its auto cash-out), or lost (null). */
export interface Settlement {
  bet: CrashBetRow;
  multiplier: number | null;
}

/** What a settlement paid and the player's balance after it (only bets this call settled). */
export interface Settled {
  bet: CrashBetRow;
  multiplier: number | null;
  payout: number;
  balance: number;
}

/** A crash record's outcome: the cash-out multiplier (0 when lost) and the round that links it to its verifier. */
export interface CrashRecordDetails {
  roundId: number;
  multiplier: number;
  autoCashout: number | null;
}

/**
 * Settles open crash bets the way every game settles a bet, in the caller's transaction, which holds
 * the players' rows: each crash_bets row closed once, its game record written (Recent Games, the
 * profile's stats, the Fairness page's bet list read it), and the payout credited through the money
 * core with its ledger row, which names that record and moves the leaderboards (core/standings).
 * A batch (the crash's settle, the driver's auto cash-outs) costs a few statements in all, not a few
 * per bet. The record carries only what the cash-out knew: never the round's crash point, which a
 * manual cash-out settles before.
 */
export function createBetSettler(repository: CrashRepository, wallet: WalletService) {
  // The chain's published end never changes once made: read once, with the first settlement.
  let published: Promise<{ terminalHash: string; salt: string }> | undefined;
  function publishedChain(trx: Kysely<DB>) {
    published ??= repository.publishedChain(trx).catch((error: unknown) => {
      published = undefined;
      throw error;
    });
    return published;
  }

  /** Settles each bet (one per player) still open; a bet settled already is left out of the answer. */
  return async function settleBets(
    trx: Kysely<DB>,
    roundId: number,
    settlements: readonly Settlement[],
  ): Promise<Settled[]> {
    if (settlements.length === 0) return [];
    const chain = await publishedChain(trx);
    const paid = settlements.map(({ bet, multiplier }) => ({
      bet,
      multiplier,
      payout: multiplier === null ? 0 : payoutAt(bet.betAmount, multiplier),
    }));
    const closed = await repository.settleBets(
      trx,
      paid.map(({ bet, multiplier, payout }) => ({ id: bet.id, cashedOutAt: multiplier, payout })),
    );
    const settled = paid.filter(({ bet }) => closed.has(bet.id));
    if (settled.length === 0) return [];
    const recordIds = await repository.insertRecords(
      trx,
      settled.map(({ bet, multiplier, payout }) => {
        const details: CrashRecordDetails = {
          roundId,
          multiplier: multiplier ?? 0,
          autoCashout: bet.autoCashout,
        };
        return {
          userId: bet.userId,
          betAmount: bet.betAmount,
          payout,
          details: JSON.stringify(details),
          serverSeedHash: chain.terminalHash,
          clientSeed: chain.salt,
          nonce: roundId,
        };
      }),
    );
    const balances = await wallet.creditMany(
      trx,
      settled.map(({ bet, multiplier, payout }) => ({
        userId: bet.userId,
        amount: payout,
        entry: {
          type: multiplier === null ? 'loss' : 'win',
          game: 'crash',
          stake: bet.betAmount,
          betId: recordOf(recordIds, bet.userId),
          roundId,
          description:
            multiplier === null
              ? `Crash round ${roundId}: lost ${bet.betAmount} FF at the crash`
              : `Crash round ${roundId}: cashed out ${payout} FF at ${multiplier}x (bet ${bet.betAmount})`,
        },
      })),
    );
    return settled.map((one, index) => ({ ...one, balance: balances[index] as number }));
  };
}

function recordOf(recordIds: Map<number, number>, userId: number): number {
  const id = recordIds.get(userId);
  if (id === undefined) throw new Error(`no game record was written for player ${userId}'s crash bet`);
  return id;
}

export type BetSettler = ReturnType<typeof createBetSettler>;
