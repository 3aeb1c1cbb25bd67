import type { PlinkoOptionsProblem } from '../games/plinko';

// The plinko contract's texts, without the validator, so the web app can load them. The schema checks
// the types (rows a whole number, risk one of the three); the rows' range is the service's to refuse,
// with these words, as plinkoOptionsProblem in src/games/plinko.ts names the fault.

export const plinkoMessages = {
  rows: 'Rows must be a whole number from 8 to 16',
  risk: 'Risk must be low, medium or high',
  playFailed: 'Failed to play. Please try again.',
} as const;

/** The words for each fault of a bet's options. */
export const plinkoOptionsMessages: Readonly<Record<PlinkoOptionsProblem, string>> = {
  rows: plinkoMessages.rows,
  risk: plinkoMessages.risk,
};
