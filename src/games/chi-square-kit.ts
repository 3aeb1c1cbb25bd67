// Pearson's chi-square goodness-of-fit test, for the tests that check each game's outcomes against
// their exact distribution (chi-square.test.ts). Only arithmetic: no game imports it at run time.

export interface ChiSquareResult {
  statistic: number;
  degreesOfFreedom: number;
  /** P(X ≥ statistic) for X chi-square distributed with these degrees of freedom. */
  pValue: number;
  /** How many bins were tested once bins expecting fewer than 5 were merged. */
  bins: number;
}

/** ln Γ(x) for x > 0 (Lanczos' approximation, g = 7, nine terms; about 15 correct digits). */
export function logGamma(x: number): number {
  const c = [
    0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
    12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
  ];
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  const z = x - 1;
  let sum = c[0] as number;
  for (let i = 1; i < c.length; i += 1) sum += (c[i] as number) / (z + i);
  const t = z + 7.5;
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(sum);
}

/** The regularized upper incomplete gamma function Q(a, x) = Γ(a, x) / Γ(a). */
export function upperGammaRegularized(a: number, x: number): number {
  if (!(a > 0) || !(x >= 0)) throw new RangeError(`Q(${a}, ${x}) is not defined`);
  if (x === 0) return 1;
  const logPrefix = a * Math.log(x) - x - logGamma(a);
  if (x < a + 1) {
    // The lower function by its power series, P = e^-x x^a / Γ(a + 1) × Σ x^n / ((a + 1) … (a + n)).
    let term = 1 / a;
    let sum = term;
    for (let n = 1; n < 10_000 && Math.abs(term) > Math.abs(sum) * 1e-16; n += 1) {
      term *= x / (a + n);
      sum += term;
    }
    return 1 - sum * Math.exp(logPrefix);
  }
  // Q by its continued fraction, evaluated with the modified Lentz method.
  const tiny = 1e-300;
  let b = x + 1 - a;
  let c = 1 / tiny;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < 10_000; i += 1) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < tiny) d = tiny;
    c = b + an / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    const step = d * c;
    h *= step;
    if (Math.abs(step - 1) < 1e-16) break;
  }
  return Math.exp(logPrefix) * h;
}

/** P(X ≥ x) for X chi-square distributed with `degreesOfFreedom`. */
export function chiSquareSurvival(x: number, degreesOfFreedom: number): number {
  return upperGammaRegularized(degreesOfFreedom / 2, x / 2);
}

/**
 * Merges neighbouring bins, in order, until each expects at least `minimum`; a short tail joins the
 * last full bin. Returns the merged observed and expected counts.
 */
export function mergeSmallBins(
  observed: readonly number[],
  expected: readonly number[],
  minimum = 5,
): { observed: number[]; expected: number[] } {
  const merged = { observed: [] as number[], expected: [] as number[] };
  let o = 0;
  let e = 0;
  for (let i = 0; i < expected.length; i += 1) {
    o += observed[i] ?? 0;
    e += expected[i] as number;
    if (e >= minimum) {
      merged.observed.push(o);
      merged.expected.push(e);
      o = 0;
      e = 0;
    }
  }
  const last = merged.expected.length - 1;
  if (e > 0 || o > 0) {
    if (last < 0) throw new RangeError('every bin together expects fewer than the minimum');
    merged.observed[last] = (merged.observed[last] as number) + o;
    merged.expected[last] = (merged.expected[last] as number) + e;
  }
  return merged;
}

/**
 * Pearson's statistic of observed counts against expected counts (same total), bins expecting fewer
 * than 5 merged first. `scale` divides the statistic, for counts whose bins are not one multinomial.
 */
export function chiSquareTest(
  observed: readonly number[],
  expected: readonly number[],
  options: { scale?: number; constraints?: number } = {},
): ChiSquareResult {
  if (observed.length !== expected.length) throw new RangeError('observed and expected differ in length');
  const bins = mergeSmallBins(observed, expected);
  let statistic = 0;
  for (let i = 0; i < bins.expected.length; i += 1) {
    const diff = (bins.observed[i] as number) - (bins.expected[i] as number);
    statistic += (diff * diff) / (bins.expected[i] as number);
  }
  statistic /= options.scale ?? 1;
  const degreesOfFreedom = bins.expected.length - (options.constraints ?? 1);
  return {
    statistic,
    degreesOfFreedom,
    pValue: chiSquareSurvival(statistic, degreesOfFreedom),
    bins: bins.expected.length,
  };
}
