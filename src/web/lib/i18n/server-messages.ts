import { use, useCallback, useSyncExternalStore } from 'react';
import {
  catalogueKeys,
  formatMessage,
  isLoaded,
  loadCatalogue,
  type MessageValues,
  settled,
  trackForUse,
} from './catalogues';
import { catalogueFor, currentLocale, languageVersion, subscribeLanguage } from './language';
import { defaultLocale, type Locale } from './locales';

// The server's and the contract's messages in the player's language. A message has a stable code
// (`dice.overSixNeverWins`: src/contract/dice-texts.ts, key overSixNeverWins) that the server sends
// beside its English `message`; the `errors` catalogue holds each code's text in each language
// (scripts/error-catalogue.ts writes the English one from the contract). Where only the English text is
// at hand (a contract text used for a check in the page), its code is found by text in the English
// catalogue. A code or text the catalogue does not know shows as the English it came as.

const NAMESPACE = 'errors';
let codesByText: Map<string, string> | null = null;

function codeOf(english: string): string | undefined {
  if (!codesByText && isLoaded(defaultLocale, NAMESPACE)) {
    codesByText = new Map();
    for (const code of catalogueKeys(defaultLocale, NAMESPACE)) {
      codesByText.set(formatMessage(defaultLocale, NAMESPACE, code), code);
    }
  }
  return codesByText?.get(english);
}

/**
 * The player's language for a server or contract message; its English when the code is unknown. A
 * message filled in at run time comes with the `values` its words are written with.
 */
export function messageText(english: string, code?: string, values?: MessageValues): string {
  const locale = currentLocale();
  if (locale === defaultLocale) return english;
  const found = code ?? codeOf(english);
  if (!found || !isLoaded(locale, NAMESPACE)) return english;
  const text = formatMessage(locale, NAMESPACE, found, values);
  return text === found ? english : text;
}

const readiness = new Map<Locale, Promise<void>>();
/** The `errors` catalogue in English (to find codes by text) and in the current language, once each. */
function messagesReady(): Promise<void> {
  const locale = currentLocale();
  catalogueFor(NAMESPACE);
  let promise = readiness.get(locale);
  if (!promise) {
    promise =
      isLoaded(defaultLocale, NAMESPACE) && isLoaded(locale, NAMESPACE)
        ? settled()
        : trackForUse(
            Promise.all([loadCatalogue(defaultLocale, NAMESPACE), loadCatalogue(locale, NAMESPACE)]).then(
              () => undefined,
              (error: unknown) => {
                readiness.delete(locale);
                throw error;
              },
            ),
          );
    readiness.set(locale, promise);
  }
  return promise;
}

/** `messageText` for a component, re-rendered when the language changes. */
export function useMessageText(): (english: string, code?: string) => string {
  const version = useSyncExternalStore(subscribeLanguage, languageVersion, languageVersion);
  // Called on every render, loaded or not: returns at once when loaded (catalogues.ts, trackForUse).
  use(messagesReady());
  // biome-ignore lint/correctness/useExhaustiveDependencies: the version is what changes the texts.
  return useCallback((english, code) => messageText(english, code), [version]);
}
