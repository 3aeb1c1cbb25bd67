import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

// The web app's message catalogues (src/web/locales/<locale>/<namespace>.json) hold ICU MessageFormat
// texts. They are parsed here, at build time, so the browser carries only FormatJS's small formatter and
// never its parser: a plain text stays a string, anything with arguments, plurals or selects becomes the
// parser's syntax tree.
//
// In a build each catalogue is a JSON file of its own, `assets/i18n/<locale>/<namespace>.<hash>.json`
// (cached for good, like every hashed asset), which the app fetches when a page needs it: the module
// the app imports for it holds only the hash, so the first load carries a few bytes per catalogue and
// no catalogue as script (the home page's scripts, e2e/compression.spec.ts). In dev and Vitest the
// module holds the catalogue itself.

/** The import suffix that asks for a compiled catalogue: `import('./en/dice.json?catalogue')`. */
export const CATALOGUE_QUERY = '?catalogue';

/** One catalogue's messages, compiled: a string for plain text, the syntax tree otherwise. */
export function compileCatalogue(source: string, file: string): Record<string, unknown> {
  const messages = JSON.parse(source) as Record<string, unknown>;
  const compiled: Record<string, unknown> = {};
  for (const [key, text] of Object.entries(messages)) {
    if (typeof text !== 'string') throw new Error(`${file}: "${key}" must be a string`);
    let tree: ReturnType<typeof parse>;
    try {
      tree = parse(text);
    } catch (error) {
      throw new Error(`${file}: "${key}" is not valid ICU MessageFormat (${(error as Error).message})`);
    }
    const only = tree[0];
    // Type 0 is a literal: a text without arguments needs no formatter at all.
    compiled[key] = tree.length === 0 ? '' : tree.length === 1 && only?.type === 0 ? only.value : tree;
  }
  return compiled;
}

/** Where a built catalogue lives, from the hash its module gives (src/web/lib/i18n/catalogues.ts reads it). */
export function catalogueFileName(locale: string, namespace: string, hash: string): string {
  return `assets/i18n/${locale}/${namespace}.${hash}.json`;
}

/**
 * One hash for every catalogue of a build, from all their files: each module of the app then carries the
 * same short string (which compresses to almost nothing) rather than a hash of its own, a kilobyte of
 * the home page's scripts. A change to any text fetches every catalogue again, which is a few kilobytes.
 */
function catalogueSetHash(localesRoot: string): string {
  const hash = createHash('sha256');
  for (const locale of readdirSync(localesRoot).sort()) {
    for (const file of readdirSync(join(localesRoot, locale)).sort()) {
      hash.update(`${locale}/${file}\n`).update(readFileSync(join(localesRoot, locale, file)));
    }
  }
  return hash.digest('base64url').slice(0, 10);
}

export function cataloguePlugin(): Plugin {
  let build = false;
  let setHash: string | undefined;
  return {
    name: 'fun-funds-catalogues',
    enforce: 'pre',
    configResolved(config) {
      build = config.command === 'build';
    },
    buildStart() {
      setHash = undefined;
    },
    load(id) {
      if (!id.endsWith(`.json${CATALOGUE_QUERY}`)) return null;
      const file = id.slice(0, -CATALOGUE_QUERY.length);
      this.addWatchFile(file);
      const compiled = JSON.stringify(compileCatalogue(readFileSync(file, 'utf8'), file));
      if (build) {
        const [, locale, namespace] = /([^/\\]+)[/\\]([^/\\]+)\.json$/.exec(file) ?? [];
        if (!locale || !namespace)
          throw new Error(`${file}: not a catalogue path (locales/<locale>/<namespace>.json)`);
        setHash ??= catalogueSetHash(dirname(dirname(file)));
        const hash = setHash;
        this.emitFile({
          type: 'asset',
          fileName: catalogueFileName(locale, namespace, hash),
          source: compiled,
        });
        return { code: `export default ${JSON.stringify(hash)};`, moduleType: 'js' };
      }
      // JSON.parse of a string literal is faster for engines than the same object as a literal.
      return { code: `export default JSON.parse(${JSON.stringify(compiled)});`, moduleType: 'js' };
    },
  };
}
