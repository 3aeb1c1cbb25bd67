import type { InstantGameRule } from './instant';

// Limbo (DECISIONS.md section 10): the player names a target multiplier; one fair float f gives the
// result max(1, floor(99 / (1 − f)) / 100) and the bet wins, paying bet × target, when the result
// reaches the target. Everything is counted in whole hundredths so that no float error can move a
// result or a payout across a boundary (docs/fairness.md gives the exact return to player).

export const LIMBO_MIN_TARGET = 1.01;
export const LIMBO_MAX_TARGET = 1_000_000;
/** Floats of the fair stream one bet consumes. */
export const LIMBO_FLOATS = 1;
/** Every result and target is a whole number of hundredths. */
export const LIMBO_MIN_TARGET_HUNDREDTHS = 101;
export const LIMBO_MAX_TARGET_HUNDREDTHS = 100_000_000;

/** A fair float is k / 2^32 for a whole k: 4 bytes of the HMAC. */
export const FLOAT_STEPS = 2 ** 32;
/** 99 × 2^32: the numerator of the result in hundredths, exact in a double (below 2^53). */
export const LIMBO_NUMERATOR = 99 * FLOAT_STEPS;

/** Why a value is not a target a bet may name; the contract words each one for the player. */
export type LimboTargetProblem = 'notANumber' | 'belowMin' | 'aboveMax' | 'tooManyDecimals';

export interface LimboOutcome {
  /** The multiplier the float gave, two decimals (1 to 4,252,017,623.04). */
  result: number;
  target: number;
  won: boolean;
  /** What the player gets back, stake included: floor(bet × target) on a win, else 0. */
  payout: number;
  /** The target on a win, 0 on a loss. */
  multiplier: number;
}

export interface LimboOptions {
  target: number;
}

/** floor(a / b) for whole a ≥ 0 and b > 0 whose products stay below 2^53: the division's rounding corrected. */
function floorDivide(a: number, b: number): number {
  let quotient = Math.floor(a / b);
  if (quotient * b > a) quotient -= 1;
  else if ((quotient + 1) * b <= a) quotient += 1;
  return quotient;
}

/** The whole k of a float k / 2^32. */
export function floatSteps(float: number): number {
  if (!(float >= 0 && float < 1)) throw new RangeError(`a fair float is in [0, 1), got ${float}`);
  return Math.floor(float * FLOAT_STEPS);
}

/** The result in hundredths: max(100, floor(99 × 2^32 / (2^32 − k))), exact. */
export function limboResultHundredths(float: number): number {
  const k = floatSteps(float);
  return Math.max(100, floorDivide(LIMBO_NUMERATOR, FLOAT_STEPS - k));
}

/** The result as a multiplier with two decimals (the nearest double to hundredths / 100). */
export function limboResult(float: number): number {
  return limboResultHundredths(float) / 100;
}

/** The value in whole hundredths when it has at most two decimals, else null. */
export function toHundredths(value: number): number | null {
  const hundredths = Math.round(value * 100);
  // A two-decimal number parsed from text is the double nearest to hundredths / 100, which this
  // division also gives; 1.15 × 100 is 114.99999999999999, but 115 / 100 is 1.15 again.
  return Number.isFinite(value) && hundredths / 100 === value ? hundredths : null;
}

/** What is wrong with a target, or null when a bet may name it. */
export function limboTargetProblem(value: unknown): LimboTargetProblem | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return 'notANumber';
  if (value < LIMBO_MIN_TARGET) return 'belowMin';
  if (value > LIMBO_MAX_TARGET) return 'aboveMax';
  return toHundredths(value) === null ? 'tooManyDecimals' : null;
}

export function isLimboTarget(value: unknown): value is number {
  return limboTargetProblem(value) === null;
}

/** The target in hundredths; throws for a value that is not a target. */
export function limboTargetHundredths(target: number): number {
  const problem = limboTargetProblem(target);
  if (problem !== null) throw new RangeError(`not a limbo target (${problem}): ${target}`);
  return toHundredths(target) as number;
}

/** The win chance shown to the player, in percent: 99 / target. */
export function limboWinChance(target: number): number {
  return 99 / target;
}

/**
 * How many of the 2^32 floats win a target of T hundredths: the result reaches T exactly when
 * 99 × 2^32 ≥ T × (2^32 − k), i.e. for the floor(99 × 2^32 / T) largest k.
 */
export function limboWinningFloats(targetHundredths: number): number {
  return floorDivide(LIMBO_NUMERATOR, targetHundredths);
}

/** floor(bet × target) in whole FF, exact: bet × T is a whole number below 2^53. */
export function limboPayout(bet: number, targetHundredths: number): number {
  const product = bet * targetHundredths;
  return (product - (product % 100)) / 100;
}

/** Hundredths as text with two decimals: 250 -> '2.50'. */
export function formatHundredths(hundredths: number): string {
  return `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
}

/** Settles one limbo bet from the first float of its fair stream. */
export function settleLimbo(bet: number, target: number, floats: readonly number[]): LimboOutcome {
  const float = floats[0];
  if (float === undefined) throw new RangeError(`a limbo bet needs ${LIMBO_FLOATS} float`);
  const targetHundredths = limboTargetHundredths(target);
  const resultHundredths = limboResultHundredths(float);
  const won = resultHundredths >= targetHundredths;
  return {
    result: resultHundredths / 100,
    target,
    won,
    payout: won ? limboPayout(bet, targetHundredths) : 0,
    multiplier: won ? target : 0,
  };
}

/** "Limbo 2.50x, target 2.00x: won 20 FF": the words a bet is recorded with. */
export function describeLimboOutcome(bet: number, outcome: LimboOutcome): string {
  const result = formatHundredths(Math.round(outcome.result * 100));
  const target = formatHundredths(Math.round(outcome.target * 100));
  const verdict = outcome.won ? `won ${outcome.payout} FF` : `lost ${bet} FF`;
  return `Limbo ${result}x, target ${target}x: ${verdict}`;
}

export const limboRule: InstantGameRule<LimboOptions, LimboOutcome> = {
  game: 'limbo',
  floatCount: () => LIMBO_FLOATS,
  maxMultiplier: ({ target }) => target,
  decide(stake, { target }, floats) {
    const outcome = settleLimbo(stake, target, floats);
    return {
      payout: outcome.payout,
      won: outcome.won,
      description: describeLimboOutcome(stake, outcome),
      details: { target, result: outcome.result },
      outcome,
    };
  },
  theoreticalRtp: 0.99,
};
