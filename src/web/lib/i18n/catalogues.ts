import { IntlMessageFormat, MissingValueError } from 'intl-messageformat';
import { defaultLocale, type Locale } from './locales';

// The message catalogues, one per locale and namespace, each fetched the first time a page needs it:
// the home page carries the shell's texts and its own, never a game's or another language's.

/** A message's syntax tree, as the build's parser wrote it (scripts/catalogue-plugin.ts). */
type Tree = Exclude<ConstructorParameters<typeof IntlMessageFormat>[0], string>;
type Message = string | Tree;
type Catalogue = Record<string, Message>;
export type MessageValues = Record<string, string | number | Date | null | undefined>;

// A build gives each catalogue's hash (its JSON file is fetched: scripts/catalogue-plugin.ts); dev and
// Vitest give the catalogue itself.
const sources = import.meta.glob<string | Catalogue>('../../locales/*/*.json', {
  query: '?catalogue',
  import: 'default',
  eager: true,
});

async function fetchCatalogue(
  locale: string,
  namespace: string,
  hash: string,
): Promise<{ default: Catalogue }> {
  const base = import.meta.env?.BASE_URL ?? '/';
  const response = await fetch(`${base}assets/i18n/${locale}/${namespace}.${hash}.json`);
  if (!response.ok) throw new Error(`Catalogue ${locale}/${namespace}: ${response.status}`);
  return { default: (await response.json()) as Catalogue };
}

const byName = new Map<string, () => Promise<{ default: Catalogue }>>();
for (const [path, source] of Object.entries(sources)) {
  const [, locale, namespace] = /locales\/([^/]+)\/([^/]+)\.json/.exec(path) ?? [];
  if (!locale || !namespace) continue;
  byName.set(
    `${locale}/${namespace}`,
    typeof source === 'string'
      ? () => fetchCatalogue(locale, namespace, source)
      : () => Promise.resolve({ default: source }),
  );
}

const loaded = new Map<string, Catalogue>();
const pending = new Map<string, Promise<void>>();

/** Every namespace known to the build: what a switch of language must fetch before it shows. */
export function namespaceNames(): string[] {
  return [...new Set([...byName.keys()].map((name) => name.split('/')[1] as string))];
}

export function isLoaded(locale: Locale, namespace: string): boolean {
  return loaded.has(`${locale}/${namespace}`);
}

/**
 * Marks a promise as settled the way React's `use` reads it, so that `use` on a loaded catalogue
 * returns at once instead of suspending. Components call `use` on every render, loaded or not: a
 * render that suspended and is replayed once the catalogue came must call the same hooks, `use`
 * included, or React fails it (minified error 467).
 */
export function trackForUse<T>(promise: Promise<T>): Promise<T> {
  promise.then(
    (value) => Object.assign(promise, { status: 'fulfilled', value }),
    (reason: unknown) => Object.assign(promise, { status: 'rejected', reason }),
  );
  return promise;
}

/** A promise `use` reads as done already. */
export function settled(): Promise<void> {
  return Object.assign(Promise.resolve(), { status: 'fulfilled', value: undefined });
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
            // Read by `use` as done from now on (see trackForUse).
            if (promise) Object.assign(promise, { status: 'fulfilled', value: undefined });
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

/**
 * A catalogue given already compiled (scripts/catalogue-plugin.ts, compileCatalogue) rather than fetched:
 * the formatter's tests write their own texts.
 */
export function addCatalogue(locale: Locale, namespace: string, compiled: Record<string, unknown>): void {
  loaded.set(`${locale}/${namespace}`, compiled as Catalogue);
}

/** The keys of a loaded catalogue (none when it is not loaded). */
export function catalogueKeys(locale: Locale, namespace: string): string[] {
  return Object.keys(loaded.get(`${locale}/${namespace}`) ?? {});
}

// Every text with something to fill in (an argument, a number, a plural, a select, a date) is filled by
// FormatJS's formatter from its syntax tree, compiled at build time. It is imported here, not fetched
// later: the first page's own texts have arguments and plurals, so a formatter fetched on demand would
// hold the first paint back by one more round trip. It rides in the first load at about 2.5 KB gzip
// (e2e/compression.spec.ts counts it).
const formatters = new Map<string, IntlMessageFormat>();

/** One formatter per language, text and catalogue it came from (English's stands in until the own comes). */
function formatterFor(cacheKey: string, locale: Locale, message: Tree): IntlMessageFormat {
  let formatter = formatters.get(cacheKey);
  if (!formatter) {
    formatter = new IntlMessageFormat(message, locale);
    formatters.set(cacheKey, formatter);
  }
  return formatter;
}

type FormatValues = Parameters<IntlMessageFormat['format']>[0];

/** The formatter's answer as one string: it gives a list when a value is not a string or a number. */
function joined(result: ReturnType<IntlMessageFormat['format']>): string {
  return Array.isArray(result) ? result.join('') : String(result);
}

/**
 * The values with every name the text asks for present: a name the caller left out reads as empty, as an
 * `undefined` value does, rather than failing the page that shows the text.
 */
function withEveryName(values: MessageValues | undefined): FormatValues {
  return new Proxy(values ?? {}, { has: () => true }) as FormatValues;
}

/** A message in a loaded catalogue, formatted for its locale; the key itself if it is missing. */
export function formatMessage(
  locale: Locale,
  namespace: string,
  key: string,
  values?: MessageValues,
): string {
  const own = loaded.get(`${locale}/${namespace}`)?.[key];
  const message = own ?? loaded.get(`${defaultLocale}/${namespace}`)?.[key];
  if (message === undefined) {
    if (import.meta.env?.DEV) console.warn(`Missing text ${namespace}:${key} in ${locale}`);
    return key;
  }
  // A compiled plain text has nothing to fill in.
  if (typeof message === 'string') return message;
  const source = own === undefined ? `${defaultLocale}:` : '';
  const formatter = formatterFor(`${locale}/${namespace}/${source}${key}`, locale, message);
  try {
    return joined(formatter.format(values as FormatValues));
  } catch (error) {
    if (!(error instanceof MissingValueError)) throw error;
    if (import.meta.env?.DEV) console.warn(`Text ${namespace}:${key}: ${error.message}`);
    return joined(formatter.format(withEveryName(values)));
  }
}
