import { type Static, Type } from 'typebox';
import { StringEnum } from './common';
import { BetFairness } from './fairness';

export * from './dice-texts';

export const DiceBody = Type.Object({
  betAmount: Type.Integer(),
  prediction: StringEnum(['over', 'under', 'exact'] as const),
  targetNumber: Type.Integer({ minimum: 1, maximum: 6 }),
});
export type DiceBody = Static<typeof DiceBody>;

export const DiceResult = Type.Object({
  won: Type.Boolean(),
  diceResult: Type.Integer(),
  outcomeDescription: Type.String(),
  winAmount: Type.Integer(),
  multiplier: Type.Number(),
  betAmount: Type.Integer(),
  newBalance: Type.Integer(),
  prediction: Type.String(),
  targetNumber: Type.Integer(),
  ...BetFairness.properties,
});
export type DiceResult = Static<typeof DiceResult>;
