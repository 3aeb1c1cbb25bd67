import { describe, expect, it } from 'vitest';
import { MAX_AMOUNT } from './common-texts';
import { largestStake, winsMoreThanMax } from './max-win';

// The multipliers of today's games: dice's five, a few of mines', slots', blackjack's, coinflip's.
const MULTIPLIERS = [1.2, 1.5, 2, 3, 6, 25, 300, 1.04, 5_200_300, 9000, 4, 2.5];

/** floor(stake × multiplier) exactly, the multiplier taken as whole hundredths. */
function exactPayout(stake: number, multiplier: number): bigint {
  return (BigInt(stake) * BigInt(Math.round(multiplier * 100))) / 100n;
}

describe('the largest win', () => {
  it.each(MULTIPLIERS)('at %d× refuses exactly the stakes whose payout passes the maximum', (multiplier) => {
    const largest = largestStake(multiplier);
    expect(exactPayout(largest, multiplier)).toBeLessThanOrEqual(BigInt(MAX_AMOUNT));
    expect(exactPayout(largest + 1, multiplier)).toBeGreaterThan(BigInt(MAX_AMOUNT));
    expect(winsMoreThanMax(largest, multiplier)).toBe(false);
    expect(winsMoreThanMax(largest + 1, multiplier)).toBe(true);
    expect(winsMoreThanMax(MAX_AMOUNT, multiplier)).toBe(multiplier > 1);
    expect(winsMoreThanMax(1, multiplier)).toBe(false);
  });

  it('a multiplier of 1 or 0 never limits a stake below the largest amount', () => {
    expect(largestStake(1)).toBe(MAX_AMOUNT);
    expect(largestStake(0)).toBe(MAX_AMOUNT);
    expect(winsMoreThanMax(MAX_AMOUNT, 0)).toBe(false);
  });

  it('rounds a multiplier finer than hundredths up, so the check is never too lenient', () => {
    const largest = largestStake(1.234);
    expect(Math.floor(largest * 1.234)).toBeLessThanOrEqual(MAX_AMOUNT);
  });
});
