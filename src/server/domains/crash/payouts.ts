import { MAX_AMOUNT } from '../../../contract/common-texts';
import { crashMessages } from '../../../contract/crash';
import { type LimboTargetProblem, limboPayout, limboTargetProblem, toHundredths } from '../../../games/limbo';
import { badRequest } from '../../http/errors';

// What a crash bet pays, in whole hundredths as limbo counts them: floor(bet × multiplier), never past
// the largest amount. A bet cashes itself out at its auto cash-out or, sooner, at the multiplier where
// its payout reaches the largest amount (DECISIONS.md section 2: the maximum win holds here too).

const autoCashoutMessages: Readonly<Record<LimboTargetProblem, string>> = {
  notANumber: crashMessages.autoCashoutNotANumber,
  belowMin: crashMessages.autoCashoutBelowMin,
  aboveMax: crashMessages.autoCashoutAboveMax,
  tooManyDecimals: crashMessages.autoCashoutDecimals,
};

/** The auto cash-out a bet names (limbo's target range and two decimals), or null for none. */
export function checkedAutoCashout(value: unknown): number | null {
  if (value === undefined || value === null) return null;
  const problem = limboTargetProblem(value);
  if (problem !== null) throw badRequest(autoCashoutMessages[problem]);
  return value as number;
}

/** The first multiplier (whole hundredths) at which floor(bet × it) reaches the largest amount. */
function maxWinHundredths(betAmount: number): number {
  return Math.ceil((MAX_AMOUNT * 100) / betAmount);
}

/** Where the bet cashes itself out: its auto cash-out, or sooner where its payout would reach the largest amount. */
export function cashoutTarget(bet: { betAmount: number; autoCashout: number | null }): number {
  const cap = maxWinHundredths(bet.betAmount);
  const auto = bet.autoCashout === null ? Number.POSITIVE_INFINITY : (toHundredths(bet.autoCashout) ?? cap);
  return Math.min(auto, cap) / 100;
}

/** floor(bet × multiplier) for a two-decimal multiplier, at most the largest amount. */
export function payoutAt(betAmount: number, multiplier: number): number {
  const hundredths = toHundredths(multiplier);
  if (hundredths === null) throw new RangeError(`a multiplier has two decimals, got ${multiplier}`);
  return Math.min(MAX_AMOUNT, limboPayout(betAmount, hundredths));
}
