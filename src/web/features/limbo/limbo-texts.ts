import { limboTargetMessages } from '../../../contract/limbo-texts';
import type { LimboTargetProblem } from '../../../games/limbo';
import { formatPercent } from '../../lib/format';
import { type Translate, translate, useT } from '../../lib/i18n';
import type texts from '../../locales/en/limbo.json';
import { LIMBO_MAX_CHANCE, LIMBO_MIN_CHANCE } from './target';

// The limbo page's words (src/web/locales/<locale>/limbo.json): the target's problems as the contract
// words them (the server answers a bad target with the same text, shown in the player's language
// through its code), and what only the page has (the win chance field).

export type LimboText = Translate<typeof texts>;

export const useLimboText = () => useT<typeof texts>('limbo');

/** Outside React (announcements, Recent Games rows): the current language's text, read at call time. */
export const limboText: LimboText = (key, values) => translate('limbo', key, values);

/** The contract's words for a target's fault, in English: shown through messageText. */
export function targetProblemText(problem: LimboTargetProblem): string {
  return limboTargetMessages[problem];
}

/** "Win chance must be from 0.000099% to 98.02%". */
export function chanceProblemText(t: LimboText): string {
  const low = formatPercent(LIMBO_MIN_CHANCE, 6);
  const high = formatPercent(Math.floor(LIMBO_MAX_CHANCE * 100) / 100, 2);
  return t('chanceOutOfRange', { low, high });
}
