import { type Kysely, sql } from 'kysely';
import type { DB, TransactionRow } from '../../db/schema';
import { inSlices, valuesCte } from '../../db/values-list';

/** A ledger row as written, every column given: null where it does not apply. */
export type LedgerRow = Omit<TransactionRow, 'id'>;

/** Balances and the ledger; every write takes the executor of the caller's transaction. */
export function createWalletRepository(db: Kysely<DB>) {
  return {
    /** Takes `amount` only if the balance covers it; undefined when it does not (or no such user). */
    async debitIfCovered(executor: Kysely<DB>, userId: number, amount: number): Promise<number | undefined> {
      const row = await executor
        .updateTable('users')
        .set({ funFunds: sql`fun_funds - ${amount}` })
        .where('id', '=', userId)
        .where('funFunds', '>=', amount)
        .returning('funFunds')
        .executeTakeFirst();
      return row?.funFunds;
    },

    async credit(executor: Kysely<DB>, userId: number, amount: number): Promise<number | undefined> {
      const row = await executor
        .updateTable('users')
        .set({ funFunds: sql`fun_funds + ${amount}` })
        .where('id', '=', userId)
        .returning('funFunds')
        .executeTakeFirst();
      return row?.funFunds;
    },

    /**
     * Adds each change (negative for a debit) to its user's balance (each user once), one statement
     * per slice of rows however many there are: a crash round settles every player at once. A debit
     * the balance does not cover is not made. The new balances, by user id; a user whose change was
     * not made, or who does not exist, is missing from it.
     */
    async changeBalances(
      executor: Kysely<DB>,
      changes: readonly { userId: number; change: number }[],
    ): Promise<Map<number, number>> {
      const balances = new Map<number, number>();
      for (const slice of inSlices(changes)) {
        const values = valuesCte(
          'v',
          [
            ['id', 'integer'],
            ['change', 'bigint'],
          ],
          slice.map((row) => [row.userId, row.change]),
        );
        const { rows } = await sql<{ id: number; balance: number | string }>`with ${values}
          update users set fun_funds = fun_funds + v.change from v
          where users.id = v.id and users.fun_funds + v.change >= 0
          returning users.id, users.fun_funds as balance`.execute(executor);
        for (const row of rows) balances.set(Number(row.id), Number(row.balance));
      }
      return balances;
    },

    async balanceOf(executor: Kysely<DB>, userId: number): Promise<number | undefined> {
      const row = await executor
        .selectFrom('users')
        .select('funFunds')
        .where('id', '=', userId)
        .executeTakeFirst();
      return row?.funFunds;
    },

    /** Moves the balance from `expected` to `target`; false if it changed meanwhile. */
    async replaceBalance(
      executor: Kysely<DB>,
      userId: number,
      expected: number,
      target: number,
    ): Promise<boolean> {
      const result = await executor
        .updateTable('users')
        .set({ funFunds: target })
        .where('id', '=', userId)
        .where('funFunds', '=', expected)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async insertLedgerRow(executor: Kysely<DB>, row: LedgerRow): Promise<void> {
      await executor.insertInto('transactions').values(row).execute();
    },

    /** Several ledger rows, one statement per slice. */
    async insertLedgerRows(executor: Kysely<DB>, rows: readonly LedgerRow[]): Promise<void> {
      for (const slice of inSlices(rows)) await executor.insertInto('transactions').values(slice).execute();
    },

    listTransactions(userId: number, limit: number): Promise<TransactionRow[]> {
      return db
        .selectFrom('transactions')
        .selectAll()
        .where('userId', '=', userId)
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
    },

    async ledgerSum(userId: number): Promise<number> {
      const row = await db
        .selectFrom('transactions')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), sql<number>`0`).as('total'))
        .where('userId', '=', userId)
        .executeTakeFirstOrThrow();
      return Number(row.total);
    },
  };
}

export type WalletRepository = ReturnType<typeof createWalletRepository>;
