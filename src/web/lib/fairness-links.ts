// The Fairness page's links, which every game and list links to: /fairness?bet=<id> (with
// &game=coinflip for a coinflip round) and /fairness?crashRound=<id>.

export const BET_PARAM = 'bet';
export const CRASH_ROUND_PARAM = 'crashRound';

/** Where a crash round is verified: every player's bets in it share its hash. */
export function crashRoundLink(roundId: number): string {
  return `/fairness?${CRASH_ROUND_PARAM}=${roundId}`;
}
