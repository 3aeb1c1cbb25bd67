import { use, useCallback, useSyncExternalStore } from 'react';
import type { MessageValues } from './catalogues';
import { catalogueFor, currentLocale, languageVersion, subscribeLanguage, translate } from './language';

/** A catalogue's English file, as a type: `typeof import('../../locales/en/dice.json')`. */
type Catalogue = Record<string, string>;

export type Translate<C extends Catalogue> = (key: keyof C & string, values?: MessageValues) => string;

/**
 * The texts of one namespace for a component, re-rendered when the player switches language. Keys are
 * checked against the English catalogue at compile time:
 *
 *   import type texts from '../../locales/en/dice.json';
 *   const t = useT<typeof texts>('dice');
 *   t('rollButton'); t('wonAmount', { amount: formatFunds(payout) });
 *
 * A catalogue not loaded yet suspends the component until it is (the router preloads a page's own).
 */
export function useT<C extends Catalogue>(namespace: string): Translate<C> {
  const version = useSyncExternalStore(subscribeLanguage, languageVersion, languageVersion);
  // Called on every render, loaded or not (catalogues.ts, trackForUse): returns at once when loaded.
  use(catalogueFor(namespace));
  // biome-ignore lint/correctness/useExhaustiveDependencies: the version is what changes the texts.
  return useCallback((key, values) => translate(namespace, key, values), [namespace, version]);
}

/** The current language, re-rendered on a switch: for `Intl` formats and the picker. */
export function useLocale() {
  useSyncExternalStore(subscribeLanguage, languageVersion, languageVersion);
  return currentLocale();
}
