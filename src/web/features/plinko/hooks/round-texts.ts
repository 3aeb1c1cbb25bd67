import type { PlinkoResult } from '../../../../contract/plinko';
import { balanceSentence } from '../../../lib/announcer';
import { formatFunds } from '../../../lib/format';
import { formatMultiplier, type PlinkoText } from '../texts';

/** "You won 56 FF!", "5 FF back" or "You lost 10 FF": the drop's headline. */
export function dropHeadline(t: PlinkoText, result: PlinkoResult): string {
  if (result.payout > result.betAmount) return t('headlineWon', { amount: formatFunds(result.payout) });
  if (result.payout > 0) return t('headlineBack', { amount: formatFunds(result.payout) });
  return t('headlineLost', { amount: formatFunds(result.betAmount) });
}

/** The round in one sentence for screen readers: "Landed on 5.6x. You won 56 FF. Balance 146 FF." */
export function dropAnnouncement(t: PlinkoText, result: PlinkoResult): string {
  const values = {
    multiplier: formatMultiplier(result.multiplier),
    stake: formatFunds(result.betAmount),
    balance: balanceSentence(result.balance),
  };
  if (result.payout > result.betAmount)
    return t('announceWon', { ...values, amount: formatFunds(result.payout) });
  if (result.payout > 0) return t('announceBack', { ...values, amount: formatFunds(result.payout) });
  return t('announceLost', { ...values, amount: values.stake });
}
