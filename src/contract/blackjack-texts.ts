// The blackjack contract's texts, without the validator, so the web app can load them.

export const blackjackMessages = {
  insufficient: 'Insufficient funds!',
  insufficientDouble: 'Insufficient funds to double down!',
  betNotAStep: 'Bet must be one of 10, 20, 50, 100, 200, 500 or 1000',
  alreadyPlaying: 'Finish the round in progress before dealing a new one',
  betRequired: 'Bet amount is required',
  // Client-side texts of SPEC.md.
  updateFailed: 'Error updating game data',
  resumeFailed: 'Could not check for a round in progress.',
} as const;
