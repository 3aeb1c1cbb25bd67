import { type Static, Type } from 'typebox';
import { instantAnswerFields } from './fairness';

export * from './limbo-texts';

/** A limbo bet. The target's range and decimals are checked by the service, in limboMessages' words. */
export const LimboBody = Type.Object({ betAmount: Type.Integer(), target: Type.Number() });
export type LimboBody = Static<typeof LimboBody>;

/**
 * A limbo bet's answer: the multiplier it drew (two decimals), the target, the multiplier paid (the
 * target on a win, 0 on a loss), the win chance 99 / target in percent, and the fields of every
 * original (payout: floor(bet × target) on a win, else 0).
 */
export const LimboResult = Type.Object({
  ...{ result: Type.Number(), target: Type.Number(), multiplier: Type.Number(), winChance: Type.Number() },
  ...instantAnswerFields,
});
export type LimboResult = Static<typeof LimboResult>;
