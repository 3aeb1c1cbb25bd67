// The wallet contract's ledger row types, without the validator, so the web app can load them.

export const TRANSACTION_TYPES = [
  'signup',
  'bet',
  'win',
  'loss',
  'push',
  'refund',
  'reset',
  'purchase',
  'admin',
  'reward',
  // A tip or a rain between players: a row on each side (src/server/domains/tips).
  'tip',
  'rain',
] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];
