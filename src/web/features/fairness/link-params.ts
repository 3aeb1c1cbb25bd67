import type { BetRecord } from '../../../contract/fairness';
import { BET_PARAM, CRASH_ROUND_PARAM, crashRoundLink } from '../../lib/fairness-links';

// The Fairness page's links (lib/fairness-links.ts), read and written.

export { BET_PARAM, CRASH_ROUND_PARAM };

/** A bet or round id from a link: a whole number from 1, else null. */
export function parseLinkId(raw: string | null): number | null {
  return raw && /^\d{1,15}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}

/** The crash round a crash bet's record names (its details, or the nonce it was recorded with). */
export function crashRoundOf(bet: Pick<BetRecord, 'game' | 'details' | 'nonce'>): number | null {
  if (bet.game !== 'crash') return null;
  const roundId = bet.details.roundId;
  return typeof roundId === 'number' && roundId > 0 ? roundId : bet.nonce;
}

/** Where a recorded bet is verified: a crash bet by its round, a coinflip round by its own number. */
export function verifyLinkOf(bet: Pick<BetRecord, '_id' | 'game' | 'details' | 'nonce'>): string {
  const crashRound = crashRoundOf(bet);
  if (crashRound !== null) return crashRoundLink(crashRound);
  return `/fairness?${BET_PARAM}=${bet._id}${bet.game === 'coinflip' ? '&game=coinflip' : ''}`;
}
