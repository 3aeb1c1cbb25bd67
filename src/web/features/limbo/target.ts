import {
  LIMBO_MAX_TARGET,
  LIMBO_MIN_TARGET,
  type LimboTargetProblem,
  limboTargetProblem,
  limboWinChance,
  toHundredths,
} from '../../../games/limbo';
import { formatNumber } from '../../lib/format';

// The target and the win chance as the player types them: text in, a target or a problem out.
// Editing the chance sets the target to 99 / chance, rounded to two decimals.

/** The smallest and largest win chance in percent: 99 / the largest and smallest target. */
export const LIMBO_MIN_CHANCE = limboWinChance(LIMBO_MAX_TARGET);
export const LIMBO_MAX_CHANCE = limboWinChance(LIMBO_MIN_TARGET);

/** What is wrong with the chance typed; the target's own problems come from the game's rules. */
export type ChanceProblem = 'chanceOutOfRange';

export type Parsed<P> = { value: number; problem: null } | { value: null; problem: P };

/** The decimal separator of the player's language: "." in English, "," in German, Spanish and Portuguese. */
function decimalSeparator(): string {
  return formatNumber(1.5, 1).includes(',') ? ',' : '.';
}

/**
 * Digits and one decimal point, as the player's language writes numbers: in English commas group
 * thousands and are dropped ("1,000" is 1000); where the comma is the decimal separator, a German
 * "2,5" is 2.5. The text kept uses a point, which the field shows and which, typed on or cleaned
 * again, stays the decimal point (so "2.5" then "0" is 2.50, not 250).
 */
export function cleanDecimal(raw: string): string {
  const normalised = decimalSeparator() === ',' ? raw.replace(/,/g, '.') : raw.replace(/,/g, '');
  const kept = normalised.replace(/[^\d.]/g, '');
  const point = kept.indexOf('.');
  const whole = point < 0 ? kept : `${kept.slice(0, point + 1)}${kept.slice(point + 1).replace(/\./g, '')}`;
  return whole.slice(0, 16);
}

/** A target as typed: "2", "2.5", "1000000.00". Empty or "." is not a number. */
export function parseTarget(text: string): Parsed<LimboTargetProblem> {
  const trimmed = text.trim();
  const value = trimmed === '' || trimmed === '.' ? Number.NaN : Number(trimmed);
  const problem = limboTargetProblem(value);
  return problem === null ? { value, problem: null } : { value: null, problem };
}

/** The target a win chance (in percent) asks for: 99 / chance to the nearest hundredth, kept in range. */
export function targetForChance(text: string): Parsed<ChanceProblem> {
  const trimmed = text.trim();
  const chance = trimmed === '' || trimmed === '.' ? Number.NaN : Number(trimmed);
  if (!Number.isFinite(chance) || chance < LIMBO_MIN_CHANCE || chance > LIMBO_MAX_CHANCE) {
    return { value: null, problem: 'chanceOutOfRange' };
  }
  const hundredths = Math.round((99 * 100) / chance);
  const clamped = Math.min(LIMBO_MAX_TARGET * 100, Math.max(LIMBO_MIN_TARGET * 100, hundredths));
  return { value: clamped / 100, problem: null };
}

const chanceText = new Intl.NumberFormat('en-US', { maximumSignificantDigits: 6, useGrouping: false });

/** The win chance of a target as the chance field shows it: "49.5", "0.000099". */
export function chanceFieldText(target: number): string {
  return chanceText.format(limboWinChance(target));
}

/** The target as the target field shows it after a chance set it: "2", "1.01", "3.33". */
export function targetFieldText(target: number): string {
  const hundredths = toHundredths(target) ?? Math.round(target * 100);
  const cents = hundredths % 100;
  return cents === 0 ? String(hundredths / 100) : (hundredths / 100).toFixed(2);
}

/** A multiplier as the game shows it, in the player's language: "1,234.56x" ("1.234,56x" in German). */
export function formatMultiplier(value: number): string {
  return `${formatNumber(value, 2)}x`;
}
