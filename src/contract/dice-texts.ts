// The dice contract's texts, without the validator, so the web app can load them.

export const diceMessages = {
  overSixNeverWins: 'Over 6 can never win: pick a target from 1 to 5',
  underOneNeverWins: 'Under 1 can never win: pick a target from 2 to 6',
  // Client-side text of SPEC.md.
  playFailed: 'Failed to play. Please try again.',
} as const;
