import { LIMBO_MAX_TARGET, LIMBO_MIN_TARGET } from './limbo';
import { hmacSha256, toHex, utf8 } from './sha256';

// Crash (issue 35): one shared round whose multiplier rises from 1.00× until a crash point fixed in
// advance by the round's hash in a published chain (crash-chain.ts). The crash point is the limbo
// formula with a finer uniform draw: 52 bits of HMAC-SHA256(round hash, salt) instead of a 32-bit
// float. Like limbo, everything that decides money is counted in whole hundredths; unlike limbo the
// numerator 99 × 2^52 is past 2^53, so the division is done in BigInt rather than corrected doubles.
// This file is pure and synchronous so that the browser's verifier runs the very same code.

/** The house keeps 1 %: cashing out at any target c ≥ 1.01 returns 99 % (minus < c / 2^52, see below). */
export const CRASH_HOUSE_EDGE = 0.01;
export const CRASH_THEORETICAL_RTP = 1 - CRASH_HOUSE_EDGE;

/** The auto cash-out range is limbo's target range (1.01× to 1,000,000×, two decimals). */
export const CRASH_MIN_AUTO_CASHOUT = LIMBO_MIN_TARGET;
export const CRASH_MAX_AUTO_CASHOUT = LIMBO_MAX_TARGET;

/** How many hex digits of the HMAC make the draw X: 13 digits are 52 bits. */
export const CRASH_HEX_DIGITS = 13;
/** X is uniform in [0, 2^52). */
export const CRASH_STEPS = 2n ** 52n;
/** 99 × 2^52: the crash point in hundredths is floor(CRASH_NUMERATOR / (2^52 − X)). */
export const CRASH_NUMERATOR = 99n * CRASH_STEPS;

/** The multiplier grows as e^(rate × ms), bustabit's curve: 2× after about 11.55 s, 10× after 38.4 s. */
export const CRASH_GROWTH_PER_MS = 0.00006;

/** The draw X of a round: the first 13 hex digits (52 bits) of HMAC-SHA256(key = round hash text, salt). */
export function crashDraw(roundHashHex: string, salt: string): bigint {
  const digest = hmacSha256(utf8(roundHashHex), utf8(salt));
  return BigInt(`0x${toHex(digest).slice(0, CRASH_HEX_DIGITS)}`);
}

/** The crash point in hundredths: max(100, floor(99 × 2^52 / (2^52 − X))), exact for every X. */
export function crashPointHundredthsFromDraw(draw: bigint): bigint {
  if (draw < 0n || draw >= CRASH_STEPS) throw new RangeError(`a draw is in [0, 2^52), got ${draw}`);
  const hundredths = CRASH_NUMERATOR / (CRASH_STEPS - draw); // BigInt division floors for positives
  return hundredths < 100n ? 100n : hundredths;
}

/**
 * The crash point as a multiplier with two decimals: 1, 1.98, 2.5. Every crash point below
 * 2^53 / 100 ≈ 90 trillion × is the double nearest to hundredths / 100, as a two-decimal number read
 * from text would be; above that (probability ≈ 1.1 × 10^-14 a round) it is the nearest double.
 */
export function crashPointFromDraw(draw: bigint): number {
  return Number(crashPointHundredthsFromDraw(draw)) / 100;
}

export function crashPointFromHash(roundHashHex: string, salt: string): number {
  return crashPointFromDraw(crashDraw(roundHashHex, salt));
}

/**
 * How many of the 2^52 draws reach `targetHundredths` T ≥ 100: the point reaches T exactly when
 * 99 × 2^52 ≥ T × (2^52 − X), i.e. for the floor(99 × 2^52 / T) largest X (limbo's
 * limboWinningFloats with 2^52 for 2^32). Cashing out at c = T / 100 therefore returns
 * c × that / 2^52 = 0.99 − (99 × 2^52 mod T) / (100 × 2^52): 99 % less under c / 2^52 (< 2.3e-10 at 10^6×).
 */
export function crashDrawsReaching(targetHundredths: bigint): bigint {
  if (targetHundredths < 100n)
    throw new RangeError(`a target is at least 100 hundredths, got ${targetHundredths}`);
  return CRASH_NUMERATOR / targetHundredths;
}

/** The multiplier shown and paid at `elapsedMs` after the round started: e^(0.00006 t), floored to hundredths. */
export function multiplierAt(elapsedMs: number): number {
  if (!(elapsedMs >= 0)) return 1;
  // Math.exp is within an ulp on every engine, and 100× a multiplier is far from 2^53 for any round
  // that can happen, so only a value within an ulp of a whole hundredth could floor differently
  // elsewhere. The server alone decides what a cash-out pays; browsers only draw the curve.
  return Math.floor(100 * Math.exp(CRASH_GROWTH_PER_MS * elapsedMs)) / 100;
}

/**
 * The first whole millisecond at which multiplierAt reaches `multiplier`: when the server schedules
 * a round's crash and each auto cash-out. Defined through multiplierAt itself (the logarithm only
 * gives the first guess), so that the two can never disagree: multiplierAt(t) ≥ m > multiplierAt(t − 1).
 */
export function elapsedForMultiplier(multiplier: number): number {
  if (!(multiplier > 1)) return 0;
  if (!Number.isFinite(multiplier)) throw new RangeError(`a multiplier must be finite, got ${multiplier}`);
  // The guess is within a millisecond or two of the answer; the steps below make it exact.
  let elapsed = Math.max(0, Math.ceil(Math.log(multiplier) / CRASH_GROWTH_PER_MS));
  while (elapsed > 0 && multiplierAt(elapsed - 1) >= multiplier) elapsed -= 1;
  while (multiplierAt(elapsed) < multiplier) elapsed += 1;
  return elapsed;
}
