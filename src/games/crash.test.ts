import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  CRASH_STEPS,
  CRASH_THEORETICAL_RTP,
  crashDraw,
  crashDrawsReaching,
  crashPointFromDraw,
  crashPointFromHash,
  crashPointHundredthsFromDraw,
  elapsedForMultiplier,
  multiplierAt,
} from './crash';

const TWO_52 = 2 ** 52;
const SALT = '0000000000000000000fa3b65e43e4240d71762a5bf397d5304b2596d116859c';

/** X by another route: node:crypto's HMAC, read as bytes (48 bits and the next 4) in doubles. */
function referenceDraw(roundHash: string, salt: string): number {
  const digest = createHmac('sha256', roundHash).update(salt).digest();
  return digest.readUIntBE(0, 6) * 16 + ((digest[6] as number) >> 4);
}

/**
 * Whether h hundredths is the formula's answer for X, checked without dividing: the floor q of
 * 99 × 2^52 / (2^52 − X) is the whole number with q × d ≤ 99 × 2^52 < (q + 1) × d, and h = max(100, q).
 */
function isCrashPointOf(hundredths: number, draw: number): boolean {
  const d = BigInt(TWO_52 - draw);
  const numerator = BigInt(99 * TWO_52); // 99 × 2^52 is exact in a double: 99 fits the mantissa
  const q = BigInt(hundredths);
  const isFloor = q * d <= numerator && numerator < (q + 1n) * d;
  return hundredths === 100 ? isFloor || 100n * d > numerator : isFloor;
}

describe('crashPointFromHash', () => {
  // Computed once with Python's hmac and hashlib (a chain from sha256('crash-test-seed')) and kept:
  // a change here breaks every published round.
  const pinned: [string, number, number][] = [
    ['3559a99c9b6083b3fda8b89e23429dd0402a650de6c8dcf405142ad634c6d775', 2162060444123982, 1.9],
    ['230cc10ebd083a680a0c9ceaa43450ceedc2f22783c0e6d312cd02bce3864b95', 1425951907847573, 1.44],
    ['69faf6266c43819e375055eef8388893a62a2b77b14900322240ed0dd4427a0f', 2372239712351780, 2.09],
    ['ab7a5c7fad86e241a72e0652bbbdcf345e91e270edcded5293b915afc5a80f25', 1199218712438300, 1.34],
    ['1e6b69b112d7a3d5733aa0c47643b34f2cb40455c3d4cb94b85096f30a462839', 3954625332709290, 8.12],
    ['d74fbee3fa29afda252dc045f476b64ecbc15cc9d15d90d93867f139d298f526', 2922087701216422, 2.81],
  ];

  it.each(pinned)('gives the pinned point for %s', (hash, draw, point) => {
    expect(crashDraw(hash, SALT)).toBe(BigInt(draw));
    expect(crashPointFromHash(hash, SALT)).toBe(point);
  });

  it('matches node:crypto and the floor inequality for 1,000 hashes of a chain', () => {
    let hash = createHash('sha256').update('another seed').digest('hex');
    for (let i = 0; i < 1_000; i += 1) {
      const draw = referenceDraw(hash, SALT);
      const point = crashPointFromHash(hash, SALT);
      const exact = 0.99 / (1 - draw / TWO_52);
      const problems = [
        crashDraw(hash, SALT) !== BigInt(draw) && 'draw',
        !isCrashPointOf(Math.round(point * 100), draw) && 'floor',
        // Two decimals, read back from text as the same double.
        Number(point.toFixed(2)) !== point && 'decimals',
        // Within a hundredth below the real-valued formula, bar the 1 % that the clamp lifts to 1.
        (point > Math.max(1, exact) + 1e-9 || (exact >= 1 && point <= exact - 0.01 - 1e-9)) && 'real',
      ].filter(Boolean);
      if (problems.length > 0) expect.fail(`${hash}: ${problems.join(', ')} (X = ${draw}, point ${point})`);
      hash = createHash('sha256').update(hash).digest('hex');
    }
  });

  it('keys the HMAC with the hash text, not its bytes, and uses the salt', () => {
    const hash = pinned[0]?.[0] as string;
    expect(crashDraw(hash, `${SALT}x`)).not.toBe(crashDraw(hash, SALT));
    const byBytes = createHmac('sha256', Buffer.from(hash, 'hex')).update(SALT).digest('hex');
    expect(crashDraw(hash, SALT)).not.toBe(BigInt(`0x${byBytes.slice(0, 13)}`));
  });
});

describe('crashPointFromDraw', () => {
  const quarter = 2n ** 50n;
  it.each([
    [0n, 1], // 99 / 100 → at least 1
    [45_035_996_273_704n, 1], // just below 1 % of 2^52: 0.99999… → 1
    [45_035_996_273_705n, 1], // the first X whose quotient reaches 100 itself
    [2n * quarter, 1.98], // 99 / 0.5
    [3n * quarter, 3.96], // 99 / 0.25
    [CRASH_STEPS - 2n ** 45n, 126.72], // 99 × 128
    [CRASH_STEPS - 1n, Number(99n * CRASH_STEPS) / 100], // the largest possible point
  ])('X = %s gives %s', (draw, point) => {
    expect(crashPointFromDraw(draw)).toBe(point);
  });

  it('gives 2.5 from the X where 99 × 2^52 / (2^52 − X) first reaches 250', () => {
    const first = CRASH_STEPS - (99n * CRASH_STEPS) / 250n;
    expect(crashPointFromDraw(first)).toBe(2.5);
    expect(crashPointFromDraw(first - 1n)).toBe(2.49);
  });

  it('refuses a draw outside [0, 2^52)', () => {
    expect(() => crashPointFromDraw(-1n)).toThrow(RangeError);
    expect(() => crashPointFromDraw(CRASH_STEPS)).toThrow(RangeError);
  });
});

/** The smallest X whose point reaches T, by bisection over the formula itself (it never falls as X grows). */
function firstDrawReaching(targetHundredths: bigint): bigint {
  let low = 0n;
  let high = CRASH_STEPS - 1n;
  while (low < high) {
    const middle = (low + high) / 2n;
    if (crashPointHundredthsFromDraw(middle) >= targetHundredths) high = middle;
    else low = middle + 1n;
  }
  return low;
}

describe('return to player', () => {
  it.each([1.01, 1.5, 2, 10, 1000, 123_456.78, 1_000_000])(
    'cashing out at %s returns 99 percent within c / 2^52',
    (c) => {
      const target = BigInt(Math.round(c * 100));
      const reaching = crashDrawsReaching(target);
      // The closed form counts the same draws as the formula, found without it.
      expect(reaching).toBe(CRASH_STEPS - firstDrawReaching(target));
      // RTP = c × P(point ≥ c) = T × count / (100 × 2^52); its shortfall from 99 % has numerator
      // 99 × 2^52 − T × count = (99 × 2^52) mod T, in [0, T).
      const shortfallNumerator = 99n * CRASH_STEPS - target * reaching;
      expect(shortfallNumerator).toBeGreaterThanOrEqual(0n);
      expect(shortfallNumerator).toBeLessThan(target);
      const shortfall = Number(shortfallNumerator) / (100 * TWO_52);
      expect(shortfall).toBeLessThan(1e-9);
      expect(shortfall).toBeLessThan(c / TWO_52);
      const rtp = Number(target * reaching) / (100 * TWO_52);
      expect(Math.abs(rtp - CRASH_THEORETICAL_RTP)).toBeLessThan(1e-9);
    },
  );

  it('crashes at 1.00 in 1 − 0.99 / 1.01 ≈ 1.98 percent of rounds (1 percent below the clamp to 1)', () => {
    const belowOne = CRASH_STEPS - crashDrawsReaching(100n);
    expect(Math.abs(Number(belowOne) / TWO_52 - 0.01)).toBeLessThan(1e-15);
    const atOne = CRASH_STEPS - crashDrawsReaching(101n);
    expect(Math.abs(Number(atOne) / TWO_52 - (1 - 0.99 / 1.01))).toBeLessThan(1e-15);
  });
});

/** A deterministic spread over [lo, hi], even on a log scale (a linear congruential walk). */
function logSpread(count: number, lo: number, hi: number): number[] {
  const values: number[] = [];
  let state = 11;
  for (let i = 0; i < count; i += 1) {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    values.push(Math.round(lo * (hi / lo) ** (state / 2_147_483_648) * 100) / 100);
  }
  return values;
}

describe('multiplier and time', () => {
  it('starts at 1.00 and follows e^(0.00006 t), floored', () => {
    expect(multiplierAt(0)).toBe(1);
    expect(multiplierAt(165)).toBe(1); // e^0.0099 = 1.00995
    expect(multiplierAt(166)).toBe(1.01); // e^0.00996 = 1.01001
    expect(multiplierAt(11_552)).toBe(1.99); // 1.99995: ln 2 / 0.00006 = 11,552.45 ms
    expect(multiplierAt(11_553)).toBe(2);
    expect(elapsedForMultiplier(1)).toBe(0);
    expect(elapsedForMultiplier(1.01)).toBe(166);
    expect(elapsedForMultiplier(2)).toBe(11_553);
  });

  it('never falls from one millisecond to the next over the first 4 minutes', () => {
    let previous = multiplierAt(0);
    for (let t = 1; t <= 240_000; t += 1) {
      const current = multiplierAt(t);
      if (current < previous) expect.fail(`multiplierAt(${t}) = ${current} < ${previous}`);
      previous = current;
    }
  });

  it('elapsedForMultiplier gives the first millisecond that reaches m, from 1.01 to 1,000,000', () => {
    const everyHundredth = Array.from({ length: 2_000 }, (_, i) => (101 + i) / 100);
    for (const m of [...everyHundredth, ...logSpread(5_000, 1.01, 1_000_000), 1_000_000]) {
      const t = elapsedForMultiplier(m);
      if (!(multiplierAt(t) >= m && multiplierAt(t - 1) < m)) expect.fail(`m = ${m}: t = ${t}`);
    }
  });

  it('waits longer for a higher multiplier', () => {
    const times = logSpread(500, 1.01, 1_000_000)
      .sort((a, b) => a - b)
      .map(elapsedForMultiplier);
    for (let i = 1; i < times.length; i += 1) expect(times[i]).toBeGreaterThanOrEqual(times[i - 1] as number);
    expect(elapsedForMultiplier(1_000_000)).toBe(Math.ceil(Math.log(1_000_000) / 0.00006));
  });
});
