import type { PlinkoResult } from '../../../../contract/plinko';
import { balanceSentence } from '../../../lib/announcer';
import { formatFunds } from '../../../lib/format';
import { formatMultiplier } from '../api';

/** "You won 56 FF!", "5 FF back" or "You lost 10 FF": the drop's headline. */
export function dropHeadline(result: PlinkoResult): string {
  if (result.payout > result.betAmount) return `You won ${formatFunds(result.payout)}!`;
  if (result.payout > 0) return `${formatFunds(result.payout)} back`;
  return `You lost ${formatFunds(result.betAmount)}`;
}

/** The round in one sentence for screen readers: "Landed on 5.6x. You won 56 FF. Balance 146 FF." */
export function dropAnnouncement(result: PlinkoResult): string {
  const outcome =
    result.payout > result.betAmount
      ? `You won ${formatFunds(result.payout)}.`
      : result.payout > 0
        ? `You got ${formatFunds(result.payout)} of ${formatFunds(result.betAmount)} back.`
        : `You lost ${formatFunds(result.betAmount)}.`;
  return `Landed on ${formatMultiplier(result.multiplier)}. ${outcome} ${balanceSentence(result.balance)}.`;
}
