import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { type MessageFormatElement, parse } from '@formatjs/icu-messageformat-parser';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { englishErrors } from '../../scripts/error-catalogue';
import { filledMessage, tipLimitValues } from '../contract/filled-messages';
import { formatMuteEnd } from '../contract/moderation-texts';
import { formatMessage, loadCatalogue } from './lib/i18n/catalogues';

// The web app's texts (docs/i18n.md): every catalogue complete in every language, every text valid ICU
// with English's arguments, no key nobody uses, the `errors` catalogue the contract's messages, and no
// literal user-facing text left in JSX.
//
// While the features are being converted (issue 39), the JSX check fails on the files not done yet: that
// is expected until every folder is converted, and it must pass on the whole of src/web by the end of the
// conversion. To check only your own folders meanwhile, set I18N_LINT_PATHS to comma-separated path
// prefixes (from the repository root or from src/web):
//
//   I18N_LINT_PATHS=src/web/features/dice,features/limbo npx vitest run src/web/catalogue.test.ts

const WEB = import.meta.dirname;
const ROOT = join(WEB, '..', '..');
const LOCALES = join(WEB, 'locales');
const ENGLISH = 'en';

type Catalogue = Record<string, string>;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

const posix = (path: string) => path.split(sep).join('/');

const localeNames = readdirSync(LOCALES).filter((name) => statSync(join(LOCALES, name)).isDirectory());
const namespacesOf = (locale: string) =>
  readdirSync(join(LOCALES, locale))
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.slice(0, -'.json'.length))
    .sort();

function readCatalogue(locale: string, namespace: string): Catalogue {
  return JSON.parse(readFileSync(join(LOCALES, locale, `${namespace}.json`), 'utf8')) as Catalogue;
}

const englishNamespaces = namespacesOf(ENGLISH);
const catalogues = new Map<string, Catalogue>();
for (const locale of localeNames) {
  for (const namespace of namespacesOf(locale)) {
    catalogues.set(`${locale}/${namespace}`, readCatalogue(locale, namespace));
  }
}

/** The names a message takes as arguments (plain, number, date, select, plural) and its tags. */
function argumentNames(elements: MessageFormatElement[], names = new Set<string>()): Set<string> {
  for (const element of elements) {
    // 0 literal, 1 argument, 2 number, 3 date, 4 time, 5 select, 6 plural, 7 pound (#), 8 tag.
    if (element.type >= 1 && element.type <= 6 && 'value' in element) {
      const kind = ['', '', 'number', 'date', 'time', 'select', 'plural'][element.type];
      names.add(kind ? `${element.value} (${kind})` : (element.value as string));
    }
    if ('options' in element) {
      for (const option of Object.values(element.options)) argumentNames(option.value, names);
    }
    if (element.type === 8) {
      names.add(`<${element.value}>`);
      argumentNames(element.children, names);
    }
  }
  return names;
}

describe('message catalogues', () => {
  it('has the four languages, each with the same namespaces as English', () => {
    expect(localeNames.sort()).toEqual(['de', 'en', 'es', 'pt-BR']);
    for (const locale of localeNames) {
      expect(namespacesOf(locale), `namespaces of ${locale}`).toEqual(englishNamespaces);
    }
  });

  it('has every English key in every language, and no other', () => {
    const problems: string[] = [];
    for (const namespace of englishNamespaces) {
      const english = Object.keys(catalogues.get(`${ENGLISH}/${namespace}`) ?? {});
      for (const locale of localeNames.filter((name) => name !== ENGLISH)) {
        const keys = Object.keys(catalogues.get(`${locale}/${namespace}`) ?? {});
        for (const key of english.filter((name) => !keys.includes(name))) {
          problems.push(`${locale}/${namespace}.json misses "${key}"`);
        }
        for (const key of keys.filter((name) => !english.includes(name))) {
          problems.push(`${locale}/${namespace}.json has "${key}", which English has not`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('holds valid ICU texts with the same arguments as English', () => {
    const problems: string[] = [];
    for (const namespace of englishNamespaces) {
      const english = catalogues.get(`${ENGLISH}/${namespace}`) ?? {};
      for (const locale of localeNames) {
        for (const [key, text] of Object.entries(catalogues.get(`${locale}/${namespace}`) ?? {})) {
          const where = `${locale}/${namespace}.json "${key}"`;
          if (typeof text !== 'string') {
            problems.push(`${where} is not a string`);
            continue;
          }
          let names: Set<string>;
          try {
            names = argumentNames(parse(text));
          } catch (error) {
            problems.push(`${where} is not valid ICU: ${(error as Error).message}`);
            continue;
          }
          const source = english[key];
          if (locale === ENGLISH || typeof source !== 'string') continue;
          let expected: Set<string>;
          try {
            expected = argumentNames(parse(source));
          } catch {
            continue; // reported as English's own problem
          }
          const want = [...expected].sort();
          const have = [...names].sort();
          if (want.join() !== have.join()) {
            problems.push(`${where} takes {${have.join(', ')}}, English takes {${want.join(', ')}}`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('has no unused keys (a key is used when its name, or its dotted prefix, is quoted in src/web)', () => {
    const sources = files(WEB)
      .filter((file) => /\.(ts|tsx)$/.test(file) && !/\.test\.tsx?$/.test(file))
      .filter((file) => !posix(relative(WEB, file)).startsWith('locales/'))
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const isUsed = (key: string) => {
      if ([`'${key}'`, `"${key}"`, `\`${key}\``].some((quoted) => sources.includes(quoted))) return true;
      // A dynamic key by prefix: `reason.${reason}` uses every reason.* key.
      const parts = key.split('.');
      for (let end = 1; end < parts.length; end += 1) {
        if (sources.includes(`\`${parts.slice(0, end).join('.')}.\${`)) return true;
      }
      return false;
    };
    const unused: string[] = [];
    for (const namespace of englishNamespaces.filter((name) => name !== 'errors')) {
      for (const key of Object.keys(catalogues.get(`${ENGLISH}/${namespace}`) ?? {})) {
        if (!isUsed(key)) unused.push(`${namespace}: ${key}`);
      }
    }
    expect(unused).toEqual([]);
  });

  it('has in `errors` exactly the contract messages, by code, with their English texts', async () => {
    const english = catalogues.get(`${ENGLISH}/errors`) ?? {};
    // When this fails after a contract message was added or changed: run
    // `npx tsx scripts/error-catalogue.ts`, then translate the new texts in es, pt-BR and de.
    expect(english).toEqual(await englishErrors());
  });

  it('writes a message filled in at run time as the contract does, from its values', async () => {
    await loadCatalogue('en', 'errors');
    const samples = [
      filledMessage('tips.accountTooNew', { hoursLeft: 1, minHours: tipLimitValues.minHours }),
      filledMessage('tips.accountTooNew', { hoursLeft: 23, minHours: tipLimitValues.minHours }),
      filledMessage('tips.notEnoughWagered', { wagered: 250, minWagered: tipLimitValues.minWagered }),
      filledMessage('tips.dailyLimit', { left: 7_500, dailyLimit: tipLimitValues.dailyLimit }),
    ];
    for (const sample of samples) {
      expect(formatMessage('en', 'errors', sample.code, sample.values)).toBe(sample.message);
    }
    // A time is a value the client writes its own way; in the contract's way it reads the same.
    const until = '2026-11-29T13:05:00.000Z';
    const muted = filledMessage('moderation.chatMutedUntil', { until });
    expect(formatMessage('en', 'errors', muted.code, { until: formatMuteEnd(until) })).toBe(muted.message);
  });
});

// ---------------------------------------------------------------------------------------------------
// No literal user-facing text in JSX.

/** Attributes whose value a player reads or hears. */
const TEXT_ATTRIBUTES = new Set([
  'aria-label',
  'title',
  'placeholder',
  'alt',
  'label',
  'aria-description',
  'aria-roledescription',
]);

/**
 * Literal texts allowed in JSX, each with its reason: file (from src/web, `*` for any) and the exact
 * trimmed text.
 * Keep this list short; a text a player reads belongs in a catalogue.
 */
const EXCEPTIONS: { file: string; text: string; reason: string }[] = [
  { file: '*', text: 'FF', reason: 'the symbol of Fun Funds, written the same in every language' },
  { file: 'app/layout/sidebar.tsx', text: 'Fun Funds', reason: 'the brand name in the logo' },
  { file: 'app/layout/mobile-header.tsx', text: 'Fun Funds', reason: 'the brand name in the logo' },
  {
    file: 'app/layout/sidebar.tsx',
    text: 'Casino',
    reason: 'the second line of the logo (Fun Funds / Casino)',
  },
];

const LETTER = /\p{L}/u;

/** The string literals an expression may show: itself, or a branch of `?:`, `??`, `||`, `&&`. */
function shownLiterals(expression: ts.Expression | undefined): ts.StringLiteralLike[] {
  if (!expression) return [];
  if (ts.isParenthesizedExpression(expression)) return shownLiterals(expression.expression);
  if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression)) return [expression];
  if (ts.isConditionalExpression(expression)) {
    return [...shownLiterals(expression.whenTrue), ...shownLiterals(expression.whenFalse)];
  }
  if (ts.isBinaryExpression(expression)) {
    const operator = expression.operatorToken.kind;
    if (operator === ts.SyntaxKind.QuestionQuestionToken || operator === ts.SyntaxKind.BarBarToken) {
      return [...shownLiterals(expression.left), ...shownLiterals(expression.right)];
    }
    if (operator === ts.SyntaxKind.AmpersandAmpersandToken) return shownLiterals(expression.right);
  }
  return [];
}

/** Every literal text in a .tsx file's JSX, as `file:line text`. */
function literalTexts(path: string, source: string): { line: number; text: string }[] {
  const file = ts.createSourceFile(path, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: { line: number; text: string }[] = [];
  const report = (node: ts.Node, text: string) => {
    const start = node.getStart(file);
    found.push({ line: file.getLineAndCharacterOfPosition(start).line + 1, text });
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) {
      const text = node.text.replace(/\s+/g, ' ').trim();
      if (LETTER.test(text)) report(node, text);
    } else if (ts.isJsxAttribute(node)) {
      const name = node.name.getText(file);
      if (TEXT_ATTRIBUTES.has(name) && node.initializer) {
        const literals = ts.isStringLiteral(node.initializer)
          ? [node.initializer]
          : ts.isJsxExpression(node.initializer)
            ? shownLiterals(node.initializer.expression)
            : [];
        for (const literal of literals) {
          if (LETTER.test(literal.text)) report(literal, `${name}="${literal.text}"`);
        }
      }
    } else if (ts.isJsxExpression(node) && node.parent && !ts.isJsxAttribute(node.parent)) {
      // A child `{'Text'}` (or `{busy ? 'Saving…' : 'Save'}`).
      for (const literal of shownLiterals(node.expression)) {
        if (LETTER.test(literal.text)) report(literal, literal.text.trim());
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe('JSX texts', () => {
  it('finds literal texts (the check itself)', () => {
    const sample = [
      'const a = <p className="x">Hello {name}</p>;',
      "const b = <button aria-label='Close' title={busy ? 'Saving' : label}>{'Go'}{'→'}</button>;",
      'const c = <img alt={`Avatar`} src="/a.png" data-testid="avatar" />;',
      'const d = <p>{t("ok")} 42 · {count}</p>;',
    ].join('\n');
    expect(literalTexts('sample.tsx', sample)).toEqual([
      { line: 1, text: 'Hello' },
      { line: 2, text: 'aria-label="Close"' },
      { line: 2, text: 'title="Saving"' },
      { line: 2, text: 'Go' },
      { line: 3, text: 'alt="Avatar"' },
    ]);
  });

  it('has no literal user-facing text in JSX (I18N_LINT_PATHS limits it to some paths)', () => {
    const prefixes = (process.env.I18N_LINT_PATHS ?? '')
      .split(',')
      .map((prefix) => prefix.trim().replace(/^\.\//, ''))
      .filter(Boolean);
    const inScope = (file: string) => {
      if (prefixes.length === 0) return true;
      const fromRoot = posix(relative(ROOT, file));
      const fromWeb = posix(relative(WEB, file));
      return prefixes.some((prefix) => fromRoot.startsWith(prefix) || fromWeb.startsWith(prefix));
    };
    const failures: string[] = [];
    for (const file of files(WEB).filter((path) => path.endsWith('.tsx') && !path.endsWith('.test.tsx'))) {
      if (!inScope(file)) continue;
      const fromWeb = posix(relative(WEB, file));
      for (const { line, text } of literalTexts(file, readFileSync(file, 'utf8'))) {
        const exception = EXCEPTIONS.find(
          (entry) => (entry.file === '*' || entry.file === fromWeb) && entry.text === text,
        );
        if (exception) continue;
        failures.push(`src/web/${fromWeb}:${line} ${text}`);
      }
    }
    expect(failures, 'literal texts in JSX: move them to a catalogue (docs/i18n.md)').toEqual([]);
  });
});
