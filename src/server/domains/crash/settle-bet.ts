import type { Kysely } from 'kysely';
import type { WalletService } from '../../core/money/wallet-service';
import type { DB } from '../../db/schema';
import { payoutAt } from './payouts';
import type { CrashBetRow, CrashRepository } from './repository';

/** What one bet's settlement paid, and the player's balance after it. */
export interface SettledBet {
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
 * Settles one open crash bet the way every game settles a bet, in the caller's transaction: its
 * crash_bets row closed once, its game record written (Recent Games, the profile's stats, the
 * Fairness page's bet list read it), and the payout credited with its ledger row, which names that
 * record and moves the leaderboards (core/standings). The record carries only what the cash-out knew:
 * never the round's crash point, which a manual cash-out settles before.
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

  /** Cashed out at `multiplier`, or lost (null); null when the bet was settled already. */
  return async function settleBet(
    trx: Kysely<DB>,
    roundId: number,
    bet: CrashBetRow,
    multiplier: number | null,
  ): Promise<SettledBet | null> {
    const payout = multiplier === null ? 0 : payoutAt(bet.betAmount, multiplier);
    if (!(await repository.settleBet(trx, bet.id, multiplier, payout))) return null;
    const chain = await publishedChain(trx);
    const details: CrashRecordDetails = {
      roundId,
      multiplier: multiplier ?? 0,
      autoCashout: bet.autoCashout,
    };
    const recordId = await repository.insertRecord(trx, {
      userId: bet.userId,
      betAmount: bet.betAmount,
      payout,
      details: JSON.stringify(details),
      serverSeedHash: chain.terminalHash,
      clientSeed: chain.salt,
      nonce: roundId,
    });
    const balance = await wallet.credit(trx, bet.userId, payout, {
      type: multiplier === null ? 'loss' : 'win',
      game: 'crash',
      stake: bet.betAmount,
      betId: recordId,
      roundId,
      description:
        multiplier === null
          ? `Crash round ${roundId}: lost ${bet.betAmount} FF at the crash`
          : `Crash round ${roundId}: cashed out ${payout} FF at ${multiplier}x (bet ${bet.betAmount})`,
    });
    return { payout, balance };
  };
}

export type BetSettler = ReturnType<typeof createBetSettler>;
