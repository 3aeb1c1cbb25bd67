// The mines contract's texts, without the validator, so the web app can load them.

export const minesMessages = {
  alreadyPlaying: 'You already have a mines game in progress',
  tileRequired: 'Selected tile is required',
  difficultyRequired: 'Mine count is required',
  betRequired: 'Bet amount is required',
  // Client-side texts of SPEC.md.
  startFailed: 'Failed to start game. Please try again.',
  revealFailed: 'Failed to reveal tile. Please try again.',
  cashoutFailed: 'Failed to cashout. Please try again.',
  resumeFailed: 'Could not check for a game in progress.',
} as const;
