import { winsMoreThanMax } from '../../../contract/max-win';
import { messages } from '../../../contract/messages';
import { badRequest } from '../../http/errors';

/**
 * Refuses a stake whose largest payout (at the game's largest multiplier for the chosen options)
 * would pass the largest amount. Every game calls it before it draws, so that a refusal never depends
 * on the outcome and no payout can fail once the outcome is known.
 */
export function assertWinWithinMax(stake: number, maxMultiplier: number): void {
  if (winsMoreThanMax(stake, maxMultiplier)) throw badRequest(messages.betTooLarge);
}
