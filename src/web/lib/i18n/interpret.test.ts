import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type MessageFormatElement, parse } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { interpret } from './catalogues';

// The app fills in plain arguments, selects and plurals itself (FormatJS's formatter stays out of the
// first load): for every text of every catalogue, with numbers that meet each plural form and every
// select's options, it must give exactly what FormatJS gives.

const LOCALES = join(import.meta.dirname, '..', '..', 'locales');

/** Value sets that reach every branch: each number for plurals, each option for selects. */
function valueSets(elements: MessageFormatElement[]): Record<string, string | number>[] {
  const choices = new Map<string, (string | number)[]>();
  const walk = (list: MessageFormatElement[]) => {
    for (const element of list) {
      if (element.type === 6) choices.set(element.value, [0, 1, 2, 3, 5, 11, 21, 1234.5]);
      else if (element.type === 5) choices.set(element.value, [...Object.keys(element.options), 'unknown']);
      else if (element.type === 2) choices.set(element.value, [1234.5]);
      else if (element.type === 1 && !choices.has(element.value)) choices.set(element.value, ['x 1']);
      if ('options' in element) for (const option of Object.values(element.options)) walk(option.value);
      if (element.type === 8) walk(element.children);
    }
  };
  walk(elements);
  let sets: Record<string, string | number>[] = [{}];
  for (const [name, options] of choices) {
    sets = sets.flatMap((set) => options.map((option) => ({ ...set, [name]: option })));
    if (sets.length > 200) sets = sets.slice(0, 200);
  }
  return sets;
}

describe('interpret', () => {
  it('gives what FormatJS gives for every text it fills in', () => {
    let checked = 0;
    for (const locale of readdirSync(LOCALES)) {
      for (const file of readdirSync(join(LOCALES, locale))) {
        const texts = JSON.parse(readFileSync(join(LOCALES, locale, file), 'utf8')) as Record<string, string>;
        for (const [key, text] of Object.entries(texts)) {
          const tree = parse(text);
          for (const values of valueSets(tree)) {
            const mine = interpret(tree, locale, values);
            if (mine === null) continue;
            const theirs = String(new IntlMessageFormat(tree, locale).format(values));
            expect(mine, `${locale}/${file} ${key} ${JSON.stringify(values)}`).toBe(theirs);
            checked += 1;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('leaves styled numbers, dates and tags to FormatJS', () => {
    expect(interpret(parse('{n, number, percent}'), 'en', { n: 1 })).toBeNull();
    expect(interpret(parse('{d, date, short}'), 'en', { d: 0 })).toBeNull();
    expect(interpret(parse('<b>x</b>'), 'en', {})).toBeNull();
    expect(
      interpret(parse('{n, plural, offset:1 =0 {none} one {# other} other {# others}}'), 'de', { n: 1235 }),
    ).toBe('1.234 others');
  });
});
