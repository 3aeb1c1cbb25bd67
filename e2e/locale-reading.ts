import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type MessageFormatElement, parse } from '@formatjs/icu-messageformat-parser';

// What e2e/locale-layout.spec.ts reads: the catalogues' English that a language writes otherwise (the
// texts that must not be left on its pages), and a page as it is drawn (what overflows, its words).

export const LOCALES = ['en', 'es', 'pt-BR', 'de'] as const;
export type Locale = (typeof LOCALES)[number];

type Catalogues = Map<string, Record<string, string>>;
const CATALOGUES = join(process.cwd(), 'src', 'web', 'locales');

export function readCatalogues(locale: Locale): Catalogues {
  const namespaces: Catalogues = new Map();
  for (const file of readdirSync(join(CATALOGUES, locale)).filter((name) => name.endsWith('.json'))) {
    const texts = JSON.parse(readFileSync(join(CATALOGUES, locale, file), 'utf8')) as Record<string, string>;
    namespaces.set(file.slice(0, -'.json'.length), texts);
  }
  return namespaces;
}

const squeeze = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * The runs of plain words of an ICU message: its literal text between arguments, and inside each
 * branch of a plural or select. "Won {amount} on {game}" gives "Won" and "on".
 */
function literalRuns(elements: MessageFormatElement[], runs: string[] = []): string[] {
  let run = '';
  const end = () => {
    if (run.trim()) runs.push(squeeze(run));
    run = '';
  };
  for (const element of elements) {
    // 0 literal, 1 argument, 2 number, 3 date, 4 time, 5 select, 6 plural, 7 pound (#), 8 tag.
    if (element.type === 0) {
      run += element.value;
      continue;
    }
    end();
    if ('options' in element) {
      for (const option of Object.values(element.options)) literalRuns(option.value, runs);
    }
    if (element.type === 8) literalRuns(element.children, runs);
  }
  end();
  return runs;
}

const wordCount = (text: string) => text.split(' ').filter((word) => /\p{L}/u.test(word)).length;

interface Leftover {
  text: string;
  pattern: RegExp;
}

/**
 * Each English text of two words or more that `locale` writes otherwise, as a pattern that finds it as
 * whole words in any case (a page may show a text in capitals). A text the locale itself uses somewhere
 * (a name kept in English, "Fun Funds") is left out.
 */
export function englishLeftovers(locale: Locale): Leftover[] {
  const english = readCatalogues('en');
  const translated = readCatalogues(locale);
  const ownTexts = [...translated.values()]
    .flatMap((texts) => Object.values(texts))
    .join('\n')
    .toLowerCase();
  const found = new Map<string, RegExp>();
  for (const [namespace, texts] of english) {
    const theirs = translated.get(namespace) ?? {};
    for (const [key, text] of Object.entries(texts)) {
      if (theirs[key] === text) continue;
      for (const run of literalRuns(parse(text))) {
        const trimmed = run.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
        if (wordCount(trimmed) < 2 || found.has(trimmed) || ownTexts.includes(trimmed.toLowerCase()))
          continue;
        const escaped = trimmed.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+');
        found.set(trimmed, new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'iu'));
      }
    }
  }
  return [...found].map(([text, pattern]) => ({ text, pattern }));
}

// ---------------------------------------------------------------------------------------------------
// Reading a page.

interface PageReading {
  page: { scrollWidth: number; clientWidth: number };
  cut: string[];
  /** What a player reads and hears: the title, the visible text, and the labels of controls. */
  text: string;
}

/**
 * The page as it is drawn (in the browser): what overflows (the page sideways, controls whose text is
 * wider than the control shows) and its words.
 */
export async function readPage(): Promise<PageReading> {
  await document.fonts.ready;
  const inScroller = (element: HTMLElement) => {
    for (let parent = element.parentElement; parent; parent = parent.parentElement) {
      if (['auto', 'scroll', 'hidden', 'clip'].includes(getComputedStyle(parent).overflowX)) return true;
    }
    return false;
  };
  const root = document.documentElement;
  const cut: string[] = [];
  const controls = document.querySelectorAll<HTMLElement>(
    'main button, main [role="tab"], main a, header button',
  );
  for (const control of controls) {
    const style = getComputedStyle(control);
    const rect = control.getBoundingClientRect();
    const name = `${control.tagName.toLowerCase()} "${control.textContent?.trim().slice(0, 40)}"`;
    // Hidden controls (a screen reader's only: a pixel wide), and texts that shorten themselves with an
    // ellipsis on purpose, are not cut.
    if (rect.width <= 1 || style.visibility === 'hidden' || style.textOverflow === 'ellipsis') continue;
    if (control.scrollWidth > control.clientWidth + 1 && style.overflowX !== 'visible') cut.push(name);
    // Inside a strip that scrolls sideways (the crash history's chips), running past the edge is its design.
    if (rect.right > root.clientWidth + 1 && !inScroller(control)) cut.push(`${name} runs off the page`);
  }
  const labels = [...document.querySelectorAll('[aria-label], [title], [placeholder], [alt]')]
    .filter((element) => element.checkVisibility())
    .flatMap((element) =>
      ['aria-label', 'title', 'placeholder', 'alt'].map((name) => element.getAttribute(name)),
    )
    .filter(Boolean);
  // Chat lines and reports are the players' own words, never translated (other tests' lines and reports
  // show in the admin's chat tab): the rows and texts holding them are left out of what is checked.
  let body = document.body.innerText;
  for (const line of document.querySelectorAll<HTMLElement>(
    '[data-testid="chat-message"], [data-testid="chat-room"]',
  )) {
    body = body.replace(((line.closest('li') as HTMLElement | null) ?? line).innerText, '');
  }
  for (const words of document.querySelectorAll<HTMLElement>('[data-players-words]')) {
    body = body.replace(words.innerText, '');
  }
  return {
    page: { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth },
    cut,
    text: [document.title, body, ...labels].join('\n'),
  };
}
