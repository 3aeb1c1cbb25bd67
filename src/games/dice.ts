import { uniformIndex } from './fair';
import type { InstantGameRule } from './instant';

// Dice: one fair roll of a six-sided die against a prediction (SPEC.md sections 5 and 9, DECISIONS.md
// section 6). The payout is the amount returned on a win, stake included, floored to whole Fun Funds.

export const DICE_PREDICTIONS = ['over', 'under', 'exact'] as const;
export type DicePrediction = (typeof DICE_PREDICTIONS)[number];

export const DICE_SIDES = 6;
/** Floats of the fair stream one roll consumes. */
export const DICE_FLOATS = 1;

export interface DiceSettlement {
  diceResult: number;
  won: boolean;
  /** The payout on a win (stake included), 0 on a loss. */
  winAmount: number;
  /** The odds the bet was placed at (6 / winning faces, 2 decimals); 0 when the prediction cannot win. */
  multiplier: number;
  outcomeDescription: string;
}

export function isDicePrediction(value: unknown): value is DicePrediction {
  return (DICE_PREDICTIONS as readonly unknown[]).includes(value);
}

export function isDiceTarget(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= 1 && (value as number) <= DICE_SIDES;
}

/** How many of the six faces win the prediction; 0 for a target outside 1-6. */
function winningFaces(prediction: DicePrediction, target: number): number {
  if (!isDiceTarget(target)) return 0;
  switch (prediction) {
    case 'over':
      return DICE_SIDES - target;
    case 'under':
      return target - 1;
    case 'exact':
      return 1;
  }
}

/** Over 6 and under 1 can never win; the server refuses them. */
export function canWin(prediction: DicePrediction, target: number): boolean {
  return winningFaces(prediction, target) > 0;
}

export function winChance(prediction: DicePrediction, target: number): number {
  return winningFaces(prediction, target) / DICE_SIDES;
}

/** bet × 6 / winning faces, floored: what a win returns, stake included. */
export function dicePayout(bet: number, prediction: DicePrediction, target: number): number {
  const faces = winningFaces(prediction, target);
  return faces > 0 ? Math.floor((bet * DICE_SIDES) / faces) : 0;
}

/** The theoretical multiplier 6 / winning faces (1.2, 1.5, 2, 3 or 6), before the payout is floored. */
export function diceMultiplier(prediction: DicePrediction, target: number): number {
  const faces = winningFaces(prediction, target);
  return faces > 0 ? Math.round((DICE_SIDES * 100) / faces) / 100 : 0;
}

/**
 * The largest multiplier a bet on these options can win (the server refuses a stake whose payout at
 * it would pass the largest amount): a dice bet has only one, 6 / winning faces; 0 when it cannot win.
 */
export function diceMaxMultiplier(prediction: DicePrediction, target: number): number {
  return diceMultiplier(prediction, target);
}

export function rollFromFloat(float: number): number {
  return uniformIndex(float, DICE_SIDES) + 1;
}

/** Whether `roll` wins the prediction; never for a target outside 1-6. */
export function rollWins(prediction: DicePrediction, target: number, roll: number): boolean {
  if (!isDiceTarget(target)) return false;
  switch (prediction) {
    case 'over':
      return roll > target;
    case 'under':
      return roll < target;
    case 'exact':
      return roll === target;
  }
}

function describePrediction(prediction: DicePrediction, target: number): string {
  return prediction === 'exact' ? `exactly ${target}` : `${prediction} ${target}`;
}

/** "Rolled 3: over 2 wins": the words a roll is shown and recorded with. */
export function describeDiceOutcome(roll: number, prediction: DicePrediction, target: number): string {
  return `Rolled ${roll}: ${describePrediction(prediction, target)} ${rollWins(prediction, target, roll) ? 'wins' : 'loses'}`;
}

/** Settles one dice bet from the first float of its fair stream. */
export function settleDice(
  bet: number,
  prediction: DicePrediction,
  target: number,
  floats: readonly number[],
): DiceSettlement {
  const float = floats[0];
  if (float === undefined) throw new RangeError(`a dice roll needs ${DICE_FLOATS} float`);
  const diceResult = rollFromFloat(float);
  const won = rollWins(prediction, target, diceResult);
  return {
    diceResult,
    won,
    winAmount: won ? dicePayout(bet, prediction, target) : 0,
    multiplier: diceMultiplier(prediction, target),
    outcomeDescription: describeDiceOutcome(diceResult, prediction, target),
  };
}

/** A dice bet's options, as the bet engine carries them. */
export interface DiceOptions {
  prediction: DicePrediction;
  targetNumber: number;
}

/** Dice as an instant game: one float, 6 / winning faces on a win (an exact 100 % return before flooring). */
export const diceRule: InstantGameRule<DiceOptions, DiceSettlement> = {
  game: 'dice',
  theoreticalRtp: 1,
  floatCount: () => DICE_FLOATS,
  maxMultiplier: ({ prediction, targetNumber }) => diceMaxMultiplier(prediction, targetNumber),
  decide(stake, { prediction, targetNumber }, floats) {
    const outcome = settleDice(stake, prediction, targetNumber, floats);
    return {
      payout: outcome.winAmount,
      won: outcome.won,
      description: outcome.outcomeDescription,
      details: { prediction, targetNumber, diceResult: outcome.diceResult, multiplier: outcome.multiplier },
      outcome,
    };
  },
};
