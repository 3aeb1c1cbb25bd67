import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { IntlMessageFormat } from 'intl-messageformat';
import { defaultLocale, type Locale } from './locales';

// The message catalogues, one per locale and namespace, each fetched the first time a page needs it:
// the home page carries the shell's texts and its own, never a game's or another language's.

type Message = string | ConstructorParameters<typeof IntlMessageFormat>[0];
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

// Texts with plain arguments, plurals and selects are filled in here (interpret); FormatJS's formatter is
// fetched only with a catalogue that has a styled number, a date, a time or a tag (none of the first
// page's do), which keeps it out of the first load (e2e/compression.spec.ts).
let formatterClass: typeof IntlMessageFormat | null = null;
let formatterLoading: Promise<void> | null = null;
function loadFormatter(): Promise<void> {
  formatterLoading ??= import('intl-messageformat').then((module) => {
    formatterClass = module.IntlMessageFormat;
  });
  return formatterLoading;
}

/** Whether a text needs FormatJS's formatter: interpret leaves styled numbers, dates, times and tags to it. */
function needsFormatter(elements: MessageFormatElement[]): boolean {
  return elements.some((element) => {
    if (element.type === 2) return Boolean(element.style);
    if (element.type === 3 || element.type === 4 || element.type === 8) return true;
    if (element.type === 5 || element.type === 6) {
      return Object.values(element.options).some((option) => needsFormatter(option.value));
    }
    return false;
  });
}

const pluralRules = new Map<string, Intl.PluralRules>();
const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: string): Intl.NumberFormat {
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale);
    numberFormats.set(locale, format);
  }
  return format;
}

/**
 * A compiled text filled in as FormatJS's formatter does it (literals, `{name}`, `{n, number}`,
 * `{x, select, ...}`, `{n, plural, ...}` with `=n`, offset and `#`); null for what only the formatter
 * does (styled numbers, dates, times, tags).
 */
export function interpret(
  elements: MessageFormatElement[],
  locale: string,
  values: MessageValues | undefined,
  pluralValue?: number,
): string | null {
  let text = '';
  for (const element of elements) {
    switch (element.type) {
      case 0:
        text += element.value;
        break;
      case 1: {
        const value = values?.[element.value];
        text += value === undefined || value === null ? '' : String(value);
        break;
      }
      case 2:
        if (element.style) return null;
        text += numberFormat(locale).format(Number(values?.[element.value]));
        break;
      case 5: {
        const option = element.options[String(values?.[element.value])] ?? element.options.other;
        const inner = option ? interpret(option.value, locale, values, pluralValue) : '';
        if (inner === null) return null;
        text += inner;
        break;
      }
      case 6: {
        const value = Number(values?.[element.value]);
        const offset = element.offset || 0;
        let option = element.options[`=${value}`];
        if (!option) {
          const rulesKey = `${locale}/${element.pluralType}`;
          let rules = pluralRules.get(rulesKey);
          if (!rules) {
            rules = new Intl.PluralRules(locale, { type: element.pluralType });
            pluralRules.set(rulesKey, rules);
          }
          option = element.options[rules.select(value - offset)] ?? element.options.other;
        }
        const inner = option ? interpret(option.value, locale, values, value - offset) : '';
        if (inner === null) return null;
        text += inner;
        break;
      }
      case 7:
        text += pluralValue === undefined ? '#' : numberFormat(locale).format(pluralValue);
        break;
      default:
        return null;
    }
  }
  return text;
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
          async (module) => {
            const catalogue = module.default;
            const trees = Object.values(catalogue).filter((message) => typeof message !== 'string');
            if (trees.some((tree) => needsFormatter(tree as MessageFormatElement[]))) await loadFormatter();
            loaded.set(name, catalogue);
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
  const text = interpret(message as MessageFormatElement[], locale, values);
  if (text !== null || !formatterClass) return text ?? key;
  const cacheKey = `${locale}/${namespace}/${key}`;
  let formatter = formatters.get(cacheKey);
  if (!formatter) {
    formatter = new formatterClass(message, locale);
    formatters.set(cacheKey, formatter);
  }
  return String(formatter.format(values as Record<string, string | number | Date>));
}
