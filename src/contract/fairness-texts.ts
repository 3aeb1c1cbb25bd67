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

/** How long the measured returns may be old: the page says so, and refreshes at about this pace. */
export const RTP_REFRESH_SECONDS = 10;

/** Why a game's theoretical return reads as it does (shown beside the figure on the Fairness page). */
export const rtpNotes = {
  dice: 'Every prediction pays 6 ÷ winning faces: an even game before payouts are floored to whole FF.',
  slots: 'Exact, by enumerating every combination of the reels over the 9 lines.',
  mines: 'Each multiplier is the exact odds of the tiles revealed, floored to two decimals.',
  blackjack: 'Depends on how you play each hand; no single figure is published.',
  coinflip: 'Player against player: the winner takes both stakes, the house keeps nothing.',
  crash: 'A round reaches m× with probability 0.99 ÷ m: every cash-out point returns 99 %.',
} as const satisfies Record<string, string>;
