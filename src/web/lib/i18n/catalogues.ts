import { IntlMessageFormat } from 'intl-messageformat';
import { defaultLocale, type Locale } from './locales';

// The message catalogues, one module per locale and namespace, each fetched the first time a page
// needs it: the home page carries the shell's texts and its own, never a game's or another language's.

type Message = string | ConstructorParameters<typeof IntlMessageFormat>[0];
type Catalogue = Record<string, Message>;
export type MessageValues = Record<string, string | number | Date | null | undefined>;

const loaders = import.meta.glob<{ default: Catalogue }>('../../locales/*/*.json', { query: '?catalogue' });

const byName = new Map<string, () => Promise<{ default: Catalogue }>>();
for (const [path, load] of Object.entries(loaders)) {
  const [, locale, namespace] = /locales\/([^/]+)\/([^/]+)\.json/.exec(path) ?? [];
  if (locale && namespace) byName.set(`${locale}/${namespace}`, load);
}

const loaded = new Map<string, Catalogue>();
const pending = new Map<string, Promise<void>>();
const formatters = new Map<string, IntlMessageFormat>();

/** Every namespace known to the build: what a switch of language must fetch before it shows. */
export function namespaceNames(): string[] {
  return [...new Set([...byName.keys()].map((name) => name.split('/')[1] as string))];
}

export function isLoaded(locale: Locale, namespace: string): boolean {
  return loaded.has(`${locale}/${namespace}`);
}

/** Fetches one catalogue once; the same promise for every caller, so React's `use` can wait on it. */
export function loadCatalogue(locale: Locale, namespace: string): Promise<void> {
  const name = `${locale}/${namespace}`;
  let promise = pending.get(name);
  if (!promise) {
    const load = byName.get(name) ?? byName.get(`${defaultLocale}/${namespace}`);
    promise = load
      ? load().then(
          (module) => {
            loaded.set(name, module.default);
          },
          (error: unknown) => {
            // A failed fetch (offline, a deploy replaced the chunk) may be tried again later.
            pending.delete(name);
            throw error;
          },
        )
      : Promise.reject(new Error(`No catalogue named ${namespace}`));
    pending.set(name, promise);
  }
  return promise;
}

/** The keys of a loaded catalogue (none when it is not loaded). */
export function catalogueKeys(locale: Locale, namespace: string): string[] {
  return Object.keys(loaded.get(`${locale}/${namespace}`) ?? {});
}

/** A message in a loaded catalogue, formatted for its locale; the key itself if it is missing. */
export function formatMessage(
  locale: Locale,
  namespace: string,
  key: string,
  values?: MessageValues,
): string {
  const message =
    loaded.get(`${locale}/${namespace}`)?.[key] ?? loaded.get(`${defaultLocale}/${namespace}`)?.[key];
  if (message === undefined) {
    if (import.meta.env?.DEV) console.warn(`Missing text ${namespace}:${key} in ${locale}`);
    return key;
  }
  // A compiled plain text has no arguments to fill in.
  if (typeof message === 'string') return message;
  const cacheKey = `${locale}/${namespace}/${key}`;
  let formatter = formatters.get(cacheKey);
  if (!formatter) {
    formatter = new IntlMessageFormat(message, locale);
    formatters.set(cacheKey, formatter);
  }
  return String(formatter.format(values as Record<string, string | number | Date>));
}
