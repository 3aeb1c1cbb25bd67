import { describe, expect, it } from 'vitest';
import { compileCatalogue } from '../../../../scripts/catalogue-plugin';
import { addCatalogue, formatMessage } from './catalogues';
import { currentLocale, preloadNamespaces, startLanguage, translate } from './language';
import type { Locale } from './locales';

// Every text is filled by FormatJS's formatter from the tree the build compiled: plurals by each
// language's rules, `#` and numbers written as each language writes them, selects, nested plurals.

/** Texts of our own, compiled as the build compiles the catalogues, in one language. */
function texts(locale: Locale, messages: Record<string, string>) {
  addCatalogue(locale, 'test', compileCatalogue(JSON.stringify(messages), `${locale}/test.json`));
}

const BETS = {
  en: '{count, plural, one {# bet} other {# bets}}',
  es: '{count, plural, one {# apuesta} other {# apuestas}}',
  'pt-BR': '{count, plural, one {# aposta} other {# apostas}}',
  de: '{count, plural, one {# Einsatz} other {# Einsätze}}',
} as const;
for (const [locale, bets] of Object.entries(BETS)) {
  texts(locale as Locale, {
    bets,
    unread: '{unread, plural, =0 {No news} =1 {One new} other {# new}}',
    others:
      '{count, plural, offset:1 =0 {Nobody} =1 {{name}} one {{name} and # other} other {{name} and # others}}',
    side: 'On {side, select, heads {heads} tails {tails} other {the edge}}',
    rounds:
      '{unit, select, spin {{count, plural, one {# spin} other {# spins}}} other {{count, plural, one {# bet} other {# bets}}}}',
    ranked: '{place, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} of {total, number}',
    plain: 'Hello {name}, you hold {amount}',
  });
}

const bets = (locale: Locale, count: number) => formatMessage(locale, 'test', 'bets', { count });

describe('formatMessage', () => {
  it("chooses each language's plural form", () => {
    expect([0, 1, 2].map((count) => bets('en', count))).toEqual(['0 bets', '1 bet', '2 bets']);
    expect([0, 1, 2].map((count) => bets('es', count))).toEqual(['0 apuestas', '1 apuesta', '2 apuestas']);
    // Brazilian Portuguese counts zero as one.
    expect([0, 1, 2].map((count) => bets('pt-BR', count))).toEqual(['0 aposta', '1 aposta', '2 apostas']);
    expect([0, 1, 2].map((count) => bets('de', count))).toEqual(['0 Einsätze', '1 Einsatz', '2 Einsätze']);
    // A million is "many" in Spanish and Portuguese, which these texts leave to "other".
    expect(bets('es', 1_000_000)).toBe('1.000.000 apuestas');
    expect(bets('pt-BR', 1_000_000)).toBe('1.000.000 apostas');
  });

  it('writes `#` as each language writes numbers', () => {
    expect(bets('en', 1234.5)).toBe('1,234.5 bets');
    // Spanish groups thousands from five digits on.
    expect(bets('es', 1234)).toBe('1234 apuestas');
    expect(bets('es', 12345)).toBe('12.345 apuestas');
    expect(bets('pt-BR', 1234.5)).toBe('1.234,5 apostas');
    expect(bets('de', 1234.5)).toBe('1.234,5 Einsätze');
  });

  it('takes an exact `=n` before the plural rules, and an offset for `#` and the rules', () => {
    expect(formatMessage('en', 'test', 'unread', { unread: 0 })).toBe('No news');
    expect(formatMessage('en', 'test', 'unread', { unread: 1 })).toBe('One new');
    expect(formatMessage('de', 'test', 'unread', { unread: 1500 })).toBe('1.500 new');
    const others = (count: number) => formatMessage('en', 'test', 'others', { count, name: 'Ana' });
    expect([0, 1, 2, 3].map(others)).toEqual(['Nobody', 'Ana', 'Ana and 1 other', 'Ana and 2 others']);
    expect(formatMessage('de', 'test', 'others', { count: 1235, name: 'Ana' })).toBe('Ana and 1.234 others');
  });

  it('fills selects, plurals inside selects, ordinals and styled numbers', () => {
    expect(formatMessage('en', 'test', 'side', { side: 'heads' })).toBe('On heads');
    expect(formatMessage('en', 'test', 'side', { side: 'sideways' })).toBe('On the edge');
    const rounds = (unit: string, count: number) => formatMessage('de', 'test', 'rounds', { unit, count });
    expect([rounds('spin', 1), rounds('spin', 2500), rounds('bet', 1), rounds('bet', 3)]).toEqual([
      '1 spin',
      '2.500 spins',
      '1 bet',
      '3 bets',
    ]);
    const ranked = (place: number) => formatMessage('en', 'test', 'ranked', { place, total: 12000 });
    expect([1, 2, 3, 4, 11, 22].map(ranked)).toEqual([
      '1st of 12,000',
      '2nd of 12,000',
      '3rd of 12,000',
      '4th of 12,000',
      '11th of 12,000',
      '22nd of 12,000',
    ]);
  });

  it('reads a value left out as empty rather than failing the page', () => {
    expect(formatMessage('en', 'test', 'plain', { name: 'Ana', amount: '5 FF' })).toBe(
      'Hello Ana, you hold 5 FF',
    );
    expect(formatMessage('en', 'test', 'plain', { name: 'Ana' })).toBe('Hello Ana, you hold ');
    expect(formatMessage('en', 'test', 'plain', { name: null, amount: undefined })).toBe('Hello , you hold ');
    expect(formatMessage('en', 'test', 'plain')).toBe('Hello , you hold ');
    expect(formatMessage('en', 'test', 'side', {})).toBe('On the edge');
  });

  it("shows a text the language lacks in English, with the language's numbers, until its own comes", () => {
    addCatalogue(
      'en',
      'late',
      compileCatalogue('{"bets":"{count, plural, one {# bet} other {# bets}}"}', 'late'),
    );
    expect(formatMessage('de', 'late', 'bets', { count: 1234 })).toBe('1.234 bets');
    addCatalogue('de', 'late', compileCatalogue(JSON.stringify({ bets: BETS.de }), 'late'));
    expect(formatMessage('de', 'late', 'bets', { count: 1234 })).toBe('1.234 Einsätze');
    expect(formatMessage('de', 'late', 'missing')).toBe('missing');
  });
});

describe('the catalogues through translate', () => {
  it('fill the same texts in each language', async () => {
    const seen: Record<string, string[]> = {};
    for (const locale of ['en', 'es', 'pt-BR', 'de'] as const) {
      await startLanguage(locale);
      await preloadNamespaces(['fairness', 'notifications']);
      expect(currentLocale()).toBe(locale);
      seen[locale] = [
        translate('fairness', 'betsCount', { count: 0 }),
        translate('fairness', 'betsCount', { count: 1234 }),
        translate('notifications', 'bell', { unread: 0 }),
        translate('common', 'autoBet.rounds', { unit: 'spin', count: 1 }),
      ];
    }
    expect(seen).toEqual({
      en: ['0 bets', '1,234 bets', 'Notifications', '1 spin'],
      es: ['0 apuestas', '1234 apuestas', 'Notificaciones', '1 giro'],
      'pt-BR': ['0 aposta', '1.234 apostas', 'Notificações', '1 giro'],
      de: ['0 Einsätze', '1.234 Einsätze', 'Benachrichtigungen', '1 Spin'],
    });
  });
});
