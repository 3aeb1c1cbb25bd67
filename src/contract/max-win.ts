import { MAX_AMOUNT } from './common-texts';

// The largest win a bet may have (DECISIONS.md section 2, "Decide last"): a stake whose payout at the
// game's largest multiplier would pass MAX_AMOUNT is refused before anything is drawn. The server
// refuses it and the web app's bet buttons never propose it; both ask these two functions.

// Every game's multipliers are whole hundredths (1.2, 1.5, 25, 5,200,300 ...). Counted in hundredths,
// floor(stake × multiplier) > MAX_AMOUNT is stake × hundredths > MAX_AMOUNT × 100 + 99, and near that
// bound the product is a whole number below 2^53, so the comparison is exact where it matters.
const MAX_PAYOUT_HUNDREDTHS = MAX_AMOUNT * 100 + 99;

/** The multiplier in hundredths, rounded up: exact for whole hundredths, cautious for anything finer. */
function hundredths(multiplier: number): number {
  return Math.ceil(multiplier * 100 - 1e-6);
}

/** Whether floor(stake × maxMultiplier), the stake's largest payout, would pass MAX_AMOUNT. */
export function winsMoreThanMax(stake: number, maxMultiplier: number): boolean {
  return stake * hundredths(maxMultiplier) > MAX_PAYOUT_HUNDREDTHS;
}

/** The largest stake whose largest payout stays within MAX_AMOUNT (MAX_AMOUNT at most). */
export function largestStake(maxMultiplier: number): number {
  const perUnit = hundredths(maxMultiplier);
  return perUnit > 0 ? Math.min(MAX_AMOUNT, Math.floor(MAX_PAYOUT_HUNDREDTHS / perUnit)) : MAX_AMOUNT;
}
