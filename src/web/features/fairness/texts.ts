import { type Translate, translate, useT } from '../../lib/i18n';
import type texts from '../../locales/en/fairness.json';

// The Fairness page's texts (src/web/locales/<locale>/fairness.json), by keys checked against English.

export type FairnessText = Translate<typeof texts>;
export type FairnessKey = keyof typeof texts & string;

export const useFairnessText = () => useT<typeof texts>('fairness');

/** Outside React (announcements): the current language's text, read at call time. */
export const fairnessText: FairnessText = (key, values) => translate('fairness', key, values);

const GAMES = new Set(['dice', 'slots', 'mines', 'blackjack', 'coinflip', 'limbo', 'plinko', 'crash']);

/** A game's name in the page's language; an unknown game as the server names it. */
export function gameName(t: FairnessText, game: string): string {
  return GAMES.has(game) ? t(`game.${game}` as FairnessKey) : game;
}
