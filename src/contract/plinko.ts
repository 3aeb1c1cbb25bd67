import { type Static, Type } from 'typebox';
import { StringEnum } from './common';
import { instantAnswerFields } from './fairness';

export * from './plinko-texts';

/** A plinko drop. Rows from 8 to 16 are checked by the service, in plinkoMessages' words. */
export const PlinkoBody = Type.Object({
  betAmount: Type.Integer(),
  rows: Type.Integer(),
  // "Risk must be low, medium or high": the validation's enum words are plinkoMessages.risk.
  risk: StringEnum(['low', 'medium', 'high'] as const),
});
export type PlinkoBody = Static<typeof PlinkoBody>;

export const PlinkoResult = Type.Object({
  /** One step per row, top row first: 0 left, 1 right. */
  path: Type.Array(Type.Integer()),
  /** The number of steps to the right, 0 to rows. */
  slot: Type.Integer(),
  multiplier: Type.Number(),
  rows: Type.Integer(),
  risk: StringEnum(['low', 'medium', 'high'] as const),
  /** payout: floor(bet × multiplier); won: the payout is more than the stake. */
  ...instantAnswerFields,
});
export type PlinkoResult = Static<typeof PlinkoResult>;
