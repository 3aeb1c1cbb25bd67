import { describe, expect, it } from 'vitest';
import {
  FLOAT_STEPS,
  isLimboTarget,
  LIMBO_MAX_TARGET,
  LIMBO_MAX_TARGET_HUNDREDTHS,
  LIMBO_MIN_TARGET,
  LIMBO_MIN_TARGET_HUNDREDTHS,
  limboPayout,
  limboResult,
  limboResultHundredths,
  limboRule,
  limboTargetHundredths,
  limboTargetProblem,
  limboWinChance,
  limboWinningFloats,
} from './limbo';

const N = BigInt(FLOAT_STEPS);
const NUMERATOR = 99n * N;

/** The result in hundredths as the formula states it, in BigInt. */
function referenceResult(k: number): bigint {
  const r = NUMERATOR / (N - BigInt(k));
  return r < 100n ? 100n : r;
}

const floatOf = (k: number): number => k / FLOAT_STEPS;

/** A deterministic spread of whole numbers in [lo, hi] (a linear congruential walk). */
function spread(count: number, lo: number, hi: number, seed = 7): number[] {
  const values: number[] = [];
  let state = seed;
  for (let i = 0; i < count; i += 1) {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    values.push(lo + Math.floor((state / 2_147_483_648) * (hi - lo + 1)));
  }
  return values;
}

/** Every target hundredths the proof covers: all of 1.01..10.00, a log-spaced sweep to 1,000,000, both ends. */
function targetsUnderTest(): number[] {
  const targets = new Set<number>();
  for (let t = LIMBO_MIN_TARGET_HUNDREDTHS; t <= 1000; t += 1) targets.add(t);
  for (let i = 0; i <= 20_000; i += 1) {
    targets.add(Math.round(1000 * (LIMBO_MAX_TARGET_HUNDREDTHS / 1000) ** (i / 20_000)));
  }
  for (const t of spread(20_000, LIMBO_MIN_TARGET_HUNDREDTHS, LIMBO_MAX_TARGET_HUNDREDTHS)) targets.add(t);
  for (let t = LIMBO_MAX_TARGET_HUNDREDTHS - 1000; t <= LIMBO_MAX_TARGET_HUNDREDTHS; t += 1) targets.add(t);
  return [...targets];
}

describe('limbo result', () => {
  it('is max(1, floor(99 / (1 − f)) / 100), exact in hundredths', () => {
    expect(limboResult(0)).toBe(1);
    expect(limboResult(0.5)).toBe(1.98);
    expect(limboResult(0.01)).toBe(1);
    expect(limboResult(1 - 2 ** -32)).toBe(4_252_017_623.04);
    const ks = [
      ...spread(50_000, 0, FLOAT_STEPS - 1),
      ...Array.from({ length: 2000 }, (_, i) => FLOAT_STEPS - 1 - i),
      ...Array.from({ length: 2000 }, (_, i) => i),
    ];
    expect(ks.filter((k) => BigInt(limboResultHundredths(floatOf(k))) !== referenceResult(k))).toEqual([]);
  });

  it('never moves down as the float grows', () => {
    const results = spread(20_000, 0, FLOAT_STEPS - 1)
      .sort((a, b) => a - b)
      .map((k) => limboResultHundredths(floatOf(k)));
    expect(results.filter((result, i) => i > 0 && result < (results[i - 1] as number))).toEqual([]);
  });

  it('refuses something that is not a fair float', () => {
    expect(() => limboResult(1)).toThrow(RangeError);
    expect(() => limboResult(-0.1)).toThrow(RangeError);
    expect(() => limboResult(Number.NaN)).toThrow(RangeError);
  });
});

describe('limbo targets', () => {
  it('takes every two-decimal number from 1.01 to 1,000,000 as it is typed', () => {
    const hundredths = [
      ...Array.from({ length: 100_000 }, (_, i) => LIMBO_MIN_TARGET_HUNDREDTHS + i),
      ...spread(50_000, LIMBO_MIN_TARGET_HUNDREDTHS, LIMBO_MAX_TARGET_HUNDREDTHS),
      LIMBO_MAX_TARGET_HUNDREDTHS,
    ];
    const typed = (h: number) => Number(`${Math.floor(h / 100)}.${String(h % 100).padStart(2, '0')}`);
    expect(hundredths.filter((h) => !isLimboTarget(typed(h)))).toEqual([]);
    expect(hundredths.filter((h) => limboTargetHundredths(typed(h)) !== h)).toEqual([]);
    expect(isLimboTarget(1.15)).toBe(true);
    expect(isLimboTarget(LIMBO_MIN_TARGET)).toBe(true);
    expect(isLimboTarget(LIMBO_MAX_TARGET)).toBe(true);
  });

  it.each([
    ['text', '2', 'notANumber'],
    ['null', null, 'notANumber'],
    ['NaN', Number.NaN, 'notANumber'],
    ['Infinity', Number.POSITIVE_INFINITY, 'notANumber'],
    ['1', 1, 'belowMin'],
    ['1.009', 1.009, 'belowMin'],
    ['-5', -5, 'belowMin'],
    ['1,000,000.01', 1_000_000.01, 'aboveMax'],
    ['1.015', 1.015, 'tooManyDecimals'],
    ['2.001', 2.001, 'tooManyDecimals'],
    ['0.1 + 2', 0.1 + 2.2, 'tooManyDecimals'],
    ['999999.999', 999_999.999, 'tooManyDecimals'],
  ])('refuses %s', (_name, value, problem) => {
    expect(limboTargetProblem(value)).toBe(problem);
    expect(isLimboTarget(value)).toBe(false);
  });

  it('shows the win chance 99 / target %', () => {
    expect(limboWinChance(2)).toBe(49.5);
    expect(limboWinChance(1.01)).toBeCloseTo(98.0198, 4);
    expect(limboWinChance(1_000_000)).toBeCloseTo(0.000099, 9);
  });
});

describe('limbo return to player, counted over all 2^32 floats', () => {
  it('the closed form floor(99 × 2^32 / T) counts the winning floats of a small stream by brute force', () => {
    // The same algebra with 2^12 floats instead of 2^32: every k checked one by one.
    const steps = 4096;
    for (const t of [101, 102, 150, 199, 200, 256, 333, 1000, 4095, 40_000, 405_504]) {
      let wins = 0;
      for (let k = 0; k < steps; k += 1) if (Math.floor((99 * steps) / (steps - k)) >= t) wins += 1;
      expect(wins).toBe(Math.floor((99 * steps) / t));
    }
  });

  it('the winning floats of the real stream are the largest floor(99 × 2^32 / T), boundary checked k by k', () => {
    for (const t of [
      ...spread(300, LIMBO_MIN_TARGET_HUNDREDTHS, LIMBO_MAX_TARGET_HUNDREDTHS),
      101,
      200,
      1e8,
    ]) {
      const firstWin = FLOAT_STEPS - limboWinningFloats(t);
      const wrong: number[] = [];
      for (let k = Math.max(0, firstWin - 200); k < Math.min(FLOAT_STEPS, firstWin + 200); k += 1) {
        const won = limboRule.decide(10, { target: t / 100 }, [floatOf(k)]).won;
        if (won !== k >= firstWin) wrong.push(k);
      }
      expect(wrong).toEqual([]);
      // The result never falls as k grows, so wins are exactly the k from firstWin up.
      expect(limboResultHundredths(floatOf(FLOAT_STEPS - 1))).toBeGreaterThanOrEqual(t);
    }
  });

  it('is at most 99 %, less than T / (100 × 2^32) below it, and 99 % exactly where T divides 99 × 2^32', () => {
    const targets = targetsUnderTest();
    expect(targets.length).toBeGreaterThan(30_000);
    expect(targets).toContain(LIMBO_MIN_TARGET_HUNDREDTHS);
    expect(targets).toContain(LIMBO_MAX_TARGET_HUNDREDTHS);
    let exact = 0;
    const wrong: number[] = [];
    for (const t of targets) {
      const T = BigInt(t);
      const wins = BigInt(limboWinningFloats(t));
      // RTP = wins × T / (100 × 2^32); compared with 0.99 = 99 × 2^32 / (100 × 2^32).
      const returned = wins * T;
      const holds =
        wins === NUMERATOR / T &&
        returned <= NUMERATOR &&
        returned > NUMERATOR - T &&
        (returned === NUMERATOR) === (NUMERATOR % T === 0n);
      if (!holds) wrong.push(t);
      if (returned === NUMERATOR) exact += 1;
    }
    expect(wrong).toEqual([]);
    expect(exact).toBeGreaterThan(10);
    for (const t of [128, 132, 144, 176, 198, 256, 1024, 99 * 2 ** 20]) {
      expect(BigInt(limboWinningFloats(t)) * BigInt(t)).toBe(NUMERATOR);
    }
  });

  it('gives 1.98x exactly 99 %, 2.00x 99 % less 2.5 × 10^-10, and 1,000,000x 99 % less under 0.024 %', () => {
    expect(limboWinningFloats(198) * 198).toBe(99 * FLOAT_STEPS);
    expect(99 * FLOAT_STEPS - limboWinningFloats(200) * 200).toBe(104);
    const top = (limboWinningFloats(1e8) * 1e8) / (100 * FLOAT_STEPS);
    expect(top).toBeLessThanOrEqual(0.99);
    expect(top).toBeGreaterThan(0.99 - 1e8 / (100 * FLOAT_STEPS));
  });
});

describe('limbo bets', () => {
  it('pays floor(bet × target) on a win, exact for the largest stakes', () => {
    for (const t of spread(2000, LIMBO_MIN_TARGET_HUNDREDTHS, LIMBO_MAX_TARGET_HUNDREDTHS)) {
      const largest = Math.floor((1e12 * 100 + 99) / t);
      const bets = [1, 7, 99, largest, largest - 1, ...spread(5, 1, largest, t)];
      expect(bets.filter((bet) => BigInt(limboPayout(bet, t)) !== (BigInt(bet) * BigInt(t)) / 100n)).toEqual(
        [],
      );
    }
    expect(limboPayout(10, 250)).toBe(25);
    expect(limboPayout(3, 101)).toBe(3);
  });

  it('decides a win and a loss with their words and details', () => {
    expect(limboRule.game).toBe('limbo');
    expect(limboRule.floatCount({ target: 2 })).toBe(1);
    expect(limboRule.theoreticalRtp).toBe(0.99);
    const win = limboRule.decide(10, { target: 2 }, [floatOf(2 ** 31 + 2 ** 30)]);
    expect(win).toEqual({
      payout: 20,
      won: true,
      description: 'Limbo 3.96x, target 2.00x: won 20 FF',
      details: { target: 2, result: 3.96 },
      outcome: { result: 3.96, target: 2, won: true, payout: 20, multiplier: 2 },
    });
    const loss = limboRule.decide(10, { target: 2.5 }, [0]);
    expect(loss.payout).toBe(0);
    expect(loss.won).toBe(false);
    expect(loss.description).toBe('Limbo 1.00x, target 2.50x: lost 10 FF');
    expect(loss.outcome.multiplier).toBe(0);
  });

  it('throws for a target the route would have refused', () => {
    expect(() => limboRule.decide(10, { target: 1.001 }, [0.5])).toThrow(RangeError);
  });
});
