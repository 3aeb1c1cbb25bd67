import { readJson, writeJson } from '../storage';
import { formatMessage, isLoaded, loadCatalogue, type MessageValues, namespaceNames } from './catalogues';
import { defaultLocale, isLocale, type Locale, matchLocale } from './locales';

// The language the app speaks now. A guest's choice lives in local storage; a player's also in their
// profile, which wins once they sign in (the profile part calls `chooseLocale` with it).

const STORAGE_KEY = 'ff:locale';

let current: Locale = defaultLocale;
let version = 0;
const listeners = new Set<() => void>();
/** The namespaces shown so far: a switch fetches them all in the new language before it shows. */
const inUse = new Set<string>(['common']);

export function currentLocale(): Locale {
  return current;
}

/** The language for a first visit: the one chosen before, else the browser's preference. */
export function initialLocale(): Locale {
  const saved = readJson<unknown>(STORAGE_KEY);
  if (isLocale(saved)) return saved;
  const languages = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  return matchLocale(languages.filter(Boolean));
}

/** Loads what the shell needs in the starting language; the app renders once this resolves. */
export async function startLanguage(locale: Locale = initialLocale()): Promise<void> {
  await loadCatalogue(locale, 'common').catch(() => loadCatalogue(defaultLocale, 'common'));
  apply(isLoaded(locale, 'common') ? locale : defaultLocale);
}

/**
 * Switches the language: every catalogue on screen is fetched in the new language first, so the
 * page changes at once rather than text by text. The choice is kept for the next visit.
 */
export async function chooseLocale(locale: Locale): Promise<void> {
  writeJson(STORAGE_KEY, locale);
  if (locale === current) return;
  // A catalogue that failed to come (offline) shows in English until it does; the switch still happens.
  await Promise.allSettled([...inUse].map((namespace) => loadCatalogue(locale, namespace)));
  apply(locale);
}

function apply(locale: Locale) {
  current = locale;
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
  version += 1;
  for (const listener of listeners) listener();
}

export function subscribeLanguage(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function languageVersion(): number {
  return version;
}

/** Marks a namespace as shown and returns the promise of its catalogue in the current language. */
export function catalogueFor(namespace: string): Promise<void> {
  // A page may name a namespace that has no catalogue (yet): nothing to fetch on a switch.
  if (namespaceNames().includes(namespace)) inUse.add(namespace);
  // The same promise every time, marked done once loaded, so `use` can be called on every render.
  return loadCatalogue(current, namespace);
}

/** Loads namespaces ahead of a page (the router calls it with the page's code), so it never waits. */
export function preloadNamespaces(namespaces: readonly string[]): Promise<unknown> {
  return Promise.all(namespaces.map((namespace) => catalogueFor(namespace))).catch(() => undefined);
}

/** A text outside React (a toast built in a socket handler, a page title): the current language's. */
export function translate(namespace: string, key: string, values?: MessageValues): string {
  return formatMessage(current, namespace, key, values);
}
