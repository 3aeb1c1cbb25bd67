import type { LimboTargetProblem } from '../games/limbo';

// The limbo contract's texts, without the validator, so the web app can load them. The schema checks
// only that the target is a number ("Target must be a number", the validation's own words, the same
// as targetNotANumber); the range and the two decimals are the service's to refuse, with these words,
// as limboTargetProblem in src/games/limbo.ts names the fault.

export const limboMessages = {
  targetNotANumber: 'Target must be a number',
  targetBelowMin: 'Target must be at least 1.01',
  targetAboveMax: 'Target must be at most 1,000,000',
  targetDecimals: 'Target can have at most two decimals',
  playFailed: 'Failed to play. Please try again.',
} as const;

/** The words for each fault of a target. */
export const limboTargetMessages: Readonly<Record<LimboTargetProblem, string>> = {
  notANumber: limboMessages.targetNotANumber,
  belowMin: limboMessages.targetBelowMin,
  aboveMax: limboMessages.targetAboveMax,
  tooManyDecimals: limboMessages.targetDecimals,
};
