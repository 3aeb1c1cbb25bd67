// The fairness contract's texts and rules, without the validator, so the web app can load them.

export const CLIENT_SEED_MAX = 64;
/** What a client seed may be: fairnessMessages.clientSeedInvalid in words. */
export const CLIENT_SEED_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** The Fairness domain's words, shared by server and web. */
export const fairnessMessages = {
  clientSeedInvalid: 'Client seed must be 1-64 characters: letters, digits, - and _',
  betNotFound: 'Bet not found',
  rotationRaced: 'Your seed pair changed while rotating it. Please try again.',
  roundInProgress:
    'Finish your game in progress before rotating the seed pair: its outcome depends on the current seed',
} as const;
