import type { MeasuredRtp } from '../../../contract/fairness';

// Running totals of per-bet returns (r = payout ÷ stake): enough for the mean and its 95 % interval,
// and they add and subtract, so totals can move with the records instead of being recounted.

export interface RtpSums {
  n: number;
  sum: number;
  sumSq: number;
}

/** Sums per game. */
export type GameSums = Map<string, RtpSums>;

export const emptySums = (): RtpSums => ({ n: 0, sum: 0, sumSq: 0 });

/** Adds (sign 1) or takes away (sign -1) `part` from the game's sums in `into`. */
export function addSums(into: GameSums, game: string, part: RtpSums, sign: 1 | -1 = 1): void {
  const sums = into.get(game) ?? emptySums();
  sums.n += sign * part.n;
  sums.sum += sign * part.sum;
  sums.sumSq += sign * part.sumSq;
  into.set(game, sums);
}

/** A copy of `base` with `extra` added. */
export function withSums(base: GameSums, extra: GameSums): GameSums {
  const merged: GameSums = new Map();
  for (const [game, sums] of base) addSums(merged, game, sums);
  for (const [game, sums] of extra) addSums(merged, game, sums);
  return merged;
}

/** The z of a two-sided 95 % interval of a normal mean. */
const Z95 = 1.96;

/** Mean return, bet count and 95 % interval (mean ± 1.96 × sd / √n, sd of the sample) of the sums. */
export function measure(sums: RtpSums | undefined): MeasuredRtp {
  const n = Math.max(0, Math.round(sums?.n ?? 0));
  if (!sums || n === 0) return { measuredRtp: null, bets: 0, interval: null };
  const mean = sums.sum / n;
  if (n < 2) return { measuredRtp: mean, bets: n, interval: null };
  // Floating sums taken away may leave a hair below zero where the true variance is zero.
  const variance = Math.max(0, (sums.sumSq - n * mean * mean) / (n - 1));
  const half = (Z95 * Math.sqrt(variance)) / Math.sqrt(n);
  return { measuredRtp: mean, bets: n, interval: { low: mean - half, high: mean + half } };
}
