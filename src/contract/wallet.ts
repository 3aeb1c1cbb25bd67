import { type Static, Type } from 'typebox';

export * from './wallet-texts';

/** One ledger row. Amounts are signed: credits positive, debits negative. */
export const Transaction = Type.Object({
  _id: Type.Integer(),
  type: Type.String(),
  game: Type.Union([Type.String(), Type.Null()]),
  amount: Type.Integer(),
  balanceAfter: Type.Integer(),
  description: Type.String(),
  createdAt: Type.String(),
  /** The bet (game record, as in /api/fairness/bets) this row settles; null when it settles none. */
  betId: Type.Union([Type.Integer(), Type.Null()]),
  /** The round of a mines, blackjack or coinflip game this row belongs to; null elsewhere. */
  roundId: Type.Union([Type.Integer(), Type.Null()]),
});
export type Transaction = Static<typeof Transaction>;

export const TransactionsQuery = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
});
export type TransactionsQuery = Static<typeof TransactionsQuery>;

export const TransactionsResponse = Type.Object({ transactions: Type.Array(Transaction) });
export type TransactionsResponse = Static<typeof TransactionsResponse>;

export const FunFundsResponse = Type.Object({ funFunds: Type.Integer() });
