import { formatNumber } from '../../lib/format';
import { type Translate, translate, useT } from '../../lib/i18n';
import type texts from '../../locales/en/plinko.json';

// The plinko page's texts (src/web/locales/<locale>/plinko.json), by keys checked against English, and
// its numbers in the player's language.

export type PlinkoText = Translate<typeof texts>;

export const usePlinkoText = () => useT<typeof texts>('plinko');

/** Outside React (announcements, Recent Games rows): the current language's text, read at call time. */
export const plinkoText: PlinkoText = (key, values) => translate('plinko', key, values);

/** How many decimals a number needs, up to `most`: 5 → 0, 5.6 → 1, 5.62 → 2. */
function decimalsOf(value: number, most: number): number {
  for (let digits = 0; digits < most; digits += 1) {
    const scaled = value * 10 ** digits;
    if (Math.abs(scaled - Math.round(scaled)) < 1e-9) return digits;
  }
  return most;
}

/** A number with no needless decimals, at most two: "5.6", "1,000" ("5,6", "1.000" in German). */
export function shortNumber(value: number): string {
  return formatNumber(value, decimalsOf(value, 2));
}

/** "5.6x", "1,000x": a multiplier as the board and the results write it. */
export function formatMultiplier(multiplier: number): string {
  return `${shortNumber(multiplier)}x`;
}
