// The slots contract's texts and limits, without the validator, so the web app can load them.

export const SLOTS_HISTORY_LIMIT = 20;

export const slotsMessages = {
  betNotAStep: 'Bet must be one of 10, 20, 50, 100, 200, 500 or 1000',
  // Client-side texts of SPEC.md.
  insufficient: 'Insufficient funds!',
  spinFailed: 'Something went wrong, please try again.',
} as const;
