import type { MeasuredRtp } from '../../../../contract/fairness';

// How the Fairness page writes returns to player: percentages with two decimals, as casinos print them.

const percent = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const count = new Intl.NumberFormat('en-US');

/** 0.99 → '99.00 %'. */
export function formatRtp(fraction: number): string {
  return `${percent.format(fraction * 100)} %`;
}

/** The half-width of the 95 % interval: '±0.35 %'. */
export function formatMargin(interval: NonNullable<MeasuredRtp['interval']>): string {
  return `±${percent.format(((interval.high - interval.low) / 2) * 100)} %`;
}

/** '1 bet', '12,345 bets'. */
export function formatBets(bets: number): string {
  return `${count.format(bets)} ${bets === 1 ? 'bet' : 'bets'}`;
}
