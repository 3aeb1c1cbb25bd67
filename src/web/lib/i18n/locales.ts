import { LOCALES } from '../../../contract/accounts-texts';

// The languages the web app speaks. Each has a folder of catalogues in src/web/locales; the list is the
// contract's, which the server checks a profile's language against.

export const locales = LOCALES;
export type Locale = (typeof locales)[number];

/** English is the default and the fallback: it holds SPEC.md's exact texts. */
export const defaultLocale: Locale = 'en';

/** Each language by its own name, as the picker lists it: a player finds their language unread. */
export const localeNames: Record<Locale, string> = {
  en: 'English',
  es: 'Español',
  'pt-BR': 'Português (Brasil)',
  de: 'Deutsch',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/**
 * The best of our locales for a list of language tags in preference order (`navigator.languages`,
 * an `Accept-Language` header's tags): an exact match first, then the same language in another region
 * (`pt-PT` reads `pt-BR`, `es-MX` reads `es`), else English.
 */
export function matchLocale(tags: readonly string[]): Locale {
  for (const tag of tags) {
    const wanted = tag.trim().toLowerCase();
    const exact = locales.find((locale) => locale.toLowerCase() === wanted);
    if (exact) return exact;
    const language = wanted.split('-')[0];
    const sameLanguage = locales.find((locale) => locale.toLowerCase().split('-')[0] === language);
    if (sameLanguage) return sameLanguage;
  }
  return defaultLocale;
}
