// The texts of games with turns (mines, blackjack) that both games share, without the validator.

/** What a player reads when a round of mines or blackjack refuses an action. */
export const roundMessages = {
  busy: 'Another action on this game is still in progress. Please try again.',
} as const;
