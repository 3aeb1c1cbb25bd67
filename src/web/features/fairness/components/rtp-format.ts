import type { MeasuredRtp } from '../../../../contract/fairness';
import { formatNumber } from '../../../lib/format';
import type { FairnessText } from '../texts';

// How the Fairness page writes returns to player: percentages with two decimals, as casinos print them,
// in the player's number format ("99,00 %" in German).

/** 0.99 → '99.00 %'. */
export function formatRtp(t: FairnessText, fraction: number): string {
  return t('rtp.percent', { value: formatNumber(fraction * 100, 2) });
}

/** The half-width of the 95 % interval: '±0.35 %'. */
export function formatMargin(t: FairnessText, interval: NonNullable<MeasuredRtp['interval']>): string {
  return t('rtp.margin', { value: formatNumber(((interval.high - interval.low) / 2) * 100, 2) });
}
