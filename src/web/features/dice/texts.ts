import { formatNumber } from '../../lib/format';
import { type Translate, translate, useT } from '../../lib/i18n';
import type texts from '../../locales/en/dice.json';

// The dice page's texts (src/web/locales/<locale>/dice.json), by keys checked against English.

export type DiceText = Translate<typeof texts>;

export const useDiceText = () => useT<typeof texts>('dice');

/** Outside React (announcements, Recent Games rows): the current language's text, read at call time. */
export const diceText: DiceText = (key, values) => translate('dice', key, values);

/** A dice multiplier as the page shows it: "6x", "1.5x" ("1,5x" in German). */
export function diceMultiplierText(text: DiceText, multiplier: number): string {
  return text('multiplierValue', { value: formatNumber(multiplier, Number.isInteger(multiplier) ? 0 : 1) });
}

/** "Rolled 3: over 2 wins", as the result box and Recent Games say it. */
export function rollText(
  text: DiceText,
  roll: number,
  prediction: string,
  target: number,
  won: boolean,
): string {
  return text('outcome', { roll, prediction, target, won: won ? 'yes' : 'no' });
}
