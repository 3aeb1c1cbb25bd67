import { formatNumber } from '../../lib/format';
import { type Translate, translate, useT } from '../../lib/i18n';
import type texts from '../../locales/en/mines.json';

// The mines page's texts (src/web/locales/<locale>/mines.json), by keys checked against English, and
// its figures in the player's language.

export type MinesText = Translate<typeof texts>;

export const useMinesText = () => useT<typeof texts>('mines');

/** Outside React (announcements), or a figure in a component that reads useMinesText: read at call time. */
export const minesText: MinesText = (key, values) => translate('mines', key, values);

/** "1.41x" ("1,41x" in German). */
export function formatMultiplier(multiplier: number): string {
  return minesText('multiplierValue', { value: formatNumber(multiplier, 2) });
}

/** A chance as the stats show it, always with two decimals: "88.00%" ("88,00 %" in German). */
export function formatChance(probability: number): string {
  return minesText('percentValue', { value: formatNumber(probability * 100, 2) });
}
