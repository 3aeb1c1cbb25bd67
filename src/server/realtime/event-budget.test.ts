import { describe, expect, it } from 'vitest';
import { TokenBucket } from './event-budget';

describe('token bucket', () => {
  it('gives its whole capacity at once, then refills at its rate up to the capacity', () => {
    const bucket = new TokenBucket(3, 2, 0);
    expect([0, 0, 0, 0].map((t) => bucket.take(t))).toEqual([true, true, true, false]);
    // Two tokens a second: one after 500 ms, none more until the next 500 ms.
    expect(bucket.take(499)).toBe(false);
    expect(bucket.take(500)).toBe(true);
    expect(bucket.take(500)).toBe(false);
    // A long pause fills it to its capacity, not beyond.
    expect([60_000, 60_000, 60_000, 60_000].map((t) => bucket.take(t))).toEqual([true, true, true, false]);
  });

  it('does not gain tokens from a clock that goes back', () => {
    const bucket = new TokenBucket(1, 1, 10_000);
    expect(bucket.take(10_000)).toBe(true);
    expect(bucket.take(5_000)).toBe(false);
    expect(bucket.take(5_999)).toBe(false);
  });
});
