import { describe, expect, it } from 'vitest';
import { addSums, type GameSums, measure, withSums } from './rtp-sums';

const sumsOf = (returns: number[]) => ({
  n: returns.length,
  sum: returns.reduce((a, r) => a + r, 0),
  sumSq: returns.reduce((a, r) => a + r * r, 0),
});

describe('measured return', () => {
  it('is null without bets, and has no interval under two bets', () => {
    expect(measure(undefined)).toEqual({ measuredRtp: null, bets: 0, interval: null });
    expect(measure(sumsOf([2]))).toEqual({ measuredRtp: 2, bets: 1, interval: null });
  });

  it('is the mean with mean ± 1.96 × sd / √n', () => {
    const returns = [0, 2, 2, 0, 1.5, 0];
    const mean = 5.5 / 6;
    const sd = Math.sqrt(returns.reduce((a, r) => a + (r - mean) ** 2, 0) / 5);
    const { measuredRtp, bets, interval } = measure(sumsOf(returns));
    expect(bets).toBe(6);
    expect(measuredRtp).toBeCloseTo(mean, 12);
    expect(interval?.low).toBeCloseTo(mean - (1.96 * sd) / Math.sqrt(6), 12);
    expect(interval?.high).toBeCloseTo(mean + (1.96 * sd) / Math.sqrt(6), 12);
  });

  it('adds and takes away per game without touching the base', () => {
    const base: GameSums = new Map();
    addSums(base, 'dice', sumsOf([0, 2]));
    const extra: GameSums = new Map([['dice', sumsOf([2])]]);
    const merged = withSums(base, extra);
    expect(merged.get('dice')).toEqual(sumsOf([0, 2, 2]));
    expect(base.get('dice')).toEqual(sumsOf([0, 2]));
    addSums(merged, 'dice', sumsOf([2, 2]), -1);
    expect(merged.get('dice')).toEqual(sumsOf([0]));
  });
});
