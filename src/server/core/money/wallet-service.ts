import type { Kysely } from 'kysely';
import { MAX_AMOUNT } from '../../../contract/common-texts';
import { messages } from '../../../contract/messages';
import type { Transaction, TransactionType } from '../../../contract/wallet';
import { nowIso } from '../../clock';
import type { DB, TransactionRow } from '../../db/schema';
import { AppError, badRequest } from '../../http/errors';
import type { LedgerRow, WalletRepository } from './wallet-repository';

export interface LedgerEntry {
  type: TransactionType;
  game?: string | null;
  description: string;
  /** On the payout of a round whose stake was taken earlier: that stake, so the win is known net. */
  stake?: number;
  /** The game record (finished bet) this row settles. */
  betId?: number | null;
  /** The round this row belongs to (game_rounds for mines and blackjack, the coinflip session for coinflip). */
  roundId?: number | null;
}

/** What a game row won net of its stake: instant bets write the net already, round payouts less their stake. */
export function netWinOf(row: Pick<LedgerRow, 'amount' | 'stake'>): number {
  return row.amount - (row.stake ?? 0);
}

/**
 * Hears every ledger row inside the money move's own transaction (e.g. to keep leaderboards current):
 * one row, or the rows of a batch (creditMany) together, at most one per user.
 */
export type LedgerListener = (trx: Kysely<DB>, rows: readonly LedgerRow[]) => Promise<void>;

/** A credit of a batch: to whom, how much, and its ledger row's entry. */
export interface Credit {
  userId: number;
  amount: number;
  entry: LedgerEntry;
}

export class InsufficientFundsError extends AppError {
  constructor(message: string = messages.insufficientFunds) {
    super(400, message);
  }
}

/** Checks an amount of Fun Funds: a whole number above zero and not absurdly large. */
export function assertPositiveAmount(amount: number, tooSmall: string = messages.betPositive): void {
  if (typeof amount !== 'number' || Number.isNaN(amount)) throw badRequest(messages.amountWhole);
  if (!Number.isInteger(amount)) throw badRequest(messages.amountWhole);
  if (amount <= 0) throw badRequest(tooSmall);
  if (amount > MAX_AMOUNT) throw badRequest(messages.amountTooLarge);
}

export function toTransaction(row: TransactionRow): Transaction {
  return {
    _id: row.id,
    type: row.type,
    game: row.game,
    amount: row.amount,
    balanceAfter: row.balanceAfter,
    description: row.description,
    createdAt: row.createdAt,
    betId: row.betId,
    roundId: row.roundId,
  };
}

/**
 * The only way money moves: every change of a balance happens inside the caller's transaction (a
 * unit of work, db/unit-of-work.ts) together with its ledger row, so the ledger of a user always sums
 * to the balance. Instant bets take the faster path of domains/bets, under the same rule.
 */
export function createWalletService(db: Kysely<DB>, repository: WalletRepository, listener?: LedgerListener) {
  function ledgerRow(userId: number, amount: number, balanceAfter: number, entry: LedgerEntry, at: string) {
    const row: LedgerRow = {
      userId,
      type: entry.type,
      game: entry.game ?? null,
      amount,
      balanceAfter,
      description: entry.description,
      createdAt: at,
      stake: entry.stake ?? null,
      betId: entry.betId ?? null,
      roundId: entry.roundId ?? null,
    };
    return row;
  }

  async function writeLedger(
    trx: Kysely<DB>,
    userId: number,
    amount: number,
    balanceAfter: number,
    entry: LedgerEntry,
  ) {
    const row = ledgerRow(userId, amount, balanceAfter, entry, nowIso());
    await repository.insertLedgerRow(trx, row);
    if (listener) await listener(trx, [row]);
  }

  /** Moves each amount (credited: sign 1, debited: -1) with its ledger row; the balances of the moves made. */
  async function moveMany(trx: Kysely<DB>, moves: readonly Credit[], sign: 1 | -1) {
    if (new Set(moves.map((move) => move.userId)).size !== moves.length) {
      throw new Error('a batch moves the funds of each user at most once');
    }
    if (moves.length === 0) return new Map<number, number>();
    const balances = await repository.changeBalances(
      trx,
      moves.map(({ userId, amount }) => ({ userId, change: sign * amount })),
    );
    const at = nowIso();
    const rows = moves.flatMap(({ userId, amount, entry }) => {
      const balanceAfter = balances.get(userId);
      return balanceAfter === undefined ? [] : [ledgerRow(userId, sign * amount, balanceAfter, entry, at)];
    });
    await repository.insertLedgerRows(trx, rows);
    if (listener && rows.length > 0) await listener(trx, rows);
    return balances;
  }

  function assertCreditAmount(amount: number) {
    if (!Number.isInteger(amount) || amount < 0 || amount > MAX_AMOUNT) {
      throw new Error(`credit amount must be a whole number from 0 to ${MAX_AMOUNT}, got ${amount}`);
    }
  }

  return {
    /** Takes `amount` if the balance covers it, else throws 'Insufficient fun funds'. Returns the new balance. */
    async debit(trx: Kysely<DB>, userId: number, amount: number, entry: LedgerEntry, insufficient?: string) {
      assertPositiveAmount(amount);
      const balanceAfter = await repository.debitIfCovered(trx, userId, amount);
      if (balanceAfter === undefined) throw new InsufficientFundsError(insufficient);
      await writeLedger(trx, userId, -amount, balanceAfter, entry);
      return balanceAfter;
    },

    /** Adds `amount` (zero allowed, e.g. to record a lost round). Returns the new balance. */
    async credit(trx: Kysely<DB>, userId: number, amount: number, entry: LedgerEntry) {
      assertCreditAmount(amount);
      const balanceAfter = await repository.credit(trx, userId, amount);
      if (balanceAfter === undefined) throw new AppError(404, messages.userNotFound);
      await writeLedger(trx, userId, amount, balanceAfter, entry);
      return balanceAfter;
    },

    /**
     * Credits several players at once, each at most once, as `credit` does one: a few statements for
     * the whole batch (a crash round's settle) instead of a few per player. The caller's transaction
     * must hold their rows (unit of work's forUsers). The new balances, in the order of `credits`.
     */
    async creditMany(trx: Kysely<DB>, credits: readonly Credit[]): Promise<number[]> {
      for (const { amount } of credits) assertCreditAmount(amount);
      const balances = await moveMany(trx, credits, 1);
      return credits.map(({ userId }) => {
        const balance = balances.get(userId);
        if (balance === undefined) throw new AppError(404, messages.userNotFound);
        return balance;
      });
    },

    /**
     * Debits several players at once, each at most once, as `debit` does one, in a few statements: a
     * debit the player's balance does not cover is not made, the others are. The caller's
     * transaction must hold their rows. The new balances of the debits made, by user id.
     */
    async debitMany(trx: Kysely<DB>, debits: readonly Credit[]): Promise<Map<number, number>> {
      for (const { amount } of debits) assertPositiveAmount(amount);
      return moveMany(trx, debits, -1);
    },

    /** Sets the balance to `target`, recording the difference (e.g. the reset to 1000). */
    async setBalance(trx: Kysely<DB>, userId: number, target: number, entry: LedgerEntry) {
      for (;;) {
        const current = await repository.balanceOf(trx, userId);
        if (current === undefined) throw new AppError(404, messages.userNotFound);
        if (await repository.replaceBalance(trx, userId, current, target)) {
          await writeLedger(trx, userId, target - current, target, entry);
          return target;
        }
      }
    },

    async listTransactions(userId: number, limit: number): Promise<Transaction[]> {
      const rows = await repository.listTransactions(userId, limit);
      return rows.map(toTransaction);
    },

    ledgerSum: repository.ledgerSum,
    balanceOf: (userId: number) => repository.balanceOf(db, userId),

    /** The balance as the caller's transaction sees it. */
    async balanceIn(trx: Kysely<DB>, userId: number): Promise<number> {
      const balance = await repository.balanceOf(trx, userId);
      if (balance === undefined) throw new AppError(404, messages.userNotFound);
      return balance;
    },
  };
}

export type WalletService = ReturnType<typeof createWalletService>;
