// The Fairness page's links: /fairness?bet=<id> (with &game=coinflip for a coinflip round) and
// /fairness?crashRound=<id>. A game links here with these names.

export const BET_PARAM = 'bet';
export const CRASH_ROUND_PARAM = 'crashRound';

/** A bet or round id from a link: a whole number from 1, else null. */
export function parseLinkId(raw: string | null): number | null {
  return raw && /^\d{1,15}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}
