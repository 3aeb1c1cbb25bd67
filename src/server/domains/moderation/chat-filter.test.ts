import { describe, expect, it } from 'vitest';
import { hasBlockedWord, hasOutsideLink, screenChatText } from './chat-filter';
import { chatWords, foldText, skeleton } from './normalise';
import { BLOCKED_EXACT, BLOCKED_WORDS } from './word-list';

// The filter is pure: these tables are the rules. A listed word stands for the list (here 'slut',
// 'fuck', 'shit' and 'bitch'); every spelling below must be refused, every innocent text must pass.

const ZWSP = '\u200b';
const ZWJ = '\u200d';
const SOFT_HYPHEN = '\u00ad';

describe('foldText', () => {
  it.each([
    ['ＦＵＬＬＷＩＤＴＨ', 'fullwidth'],
    ['𝐛𝐨𝐥𝐝 𝓼𝓬𝓻𝓲𝓹𝓽', 'bold script'],
    [`in${ZWSP}vis${ZWJ}ible${SOFT_HYPHEN}`, 'invisible'],
    ['ÀccéntS', 'accents'],
    ['Ѕсаm Ρаgе', 'scam page'],
    ['STRASSE Straße', 'strasse strasse'],
    ['line\nbreak', 'line break'],
  ])('%j folds to %j', (text, folded) => {
    expect(foldText(text)).toBe(folded);
  });
});

describe('skeleton and chatWords', () => {
  it('reads leetspeak and takes i and l as one letter', () => {
    expect(skeleton('h3ll0')).toBe(skeleton('hello'));
    expect(skeleton('5h1t')).toBe('shit');
    expect(skeleton('$lu7')).toBe(skeleton('slut'));
    expect(skeleton('@$$')).toBe('ass');
    expect(skeleton('sh!t')).toBe('shit');
  });

  it('joins single letters spaced out and keeps the words of the message', () => {
    expect(chatWords('s l u t here')).toContain(skeleton('slut'));
    expect(chatWords('good game')).toEqual(['good', 'game']);
  });
});

describe('hasBlockedWord refuses the listed words however they are spelled', () => {
  it.each([
    ['plain', 'you slut'],
    ['upper case', 'SLUT'],
    ['fullwidth', 'ｓｌｕｔ'],
    ['math bold', '𝐬𝐥𝐮𝐭'],
    ['zero-width space inside', `sl${ZWSP}ut`],
    ['zero-width joiner and soft hyphen', `s${ZWJ}lu${SOFT_HYPHEN}t`],
    ['Cyrillic lookalikes', 'ѕlυt'],
    ['Greek lookalikes', 'fυck'],
    ['Cyrillic o and c', 'bіtсh'],
    ['accents', 'slüt'],
    ['leet 1 for l', 's1ut'],
    ['leet | for l', 's|ut'],
    ['leet $ for s', '$lut'],
    ['leet 5 for s, 1 for i', '5h1t'],
    ['leet 0 and 3', 'wh0r3'],
    ['leet @ for a', 'b@stard'],
    ['leet 4 for a', 'b4stard'],
    ['! for i inside', 'sh!t'],
    ['dots between letters', 's.l.u.t'],
    ['dashes and stars', 'f-u-c-k f*ck'],
    ['underscores', 's_h_i_t'],
    ['spaced out', 's l u t'],
    ['spaced out at the end of a sentence', 'well you are a s l u t'],
    ['repeated letters', 'fuuuuuck'],
    ['repeated everything', 'sssllluuuttt'],
    ['an ending', 'fucking'],
    ['a plural', 'bitches'],
    ['punctuation after', 'shit!!!'],
    ['quoted', '"slut"'],
    ['exact word', 'kys'],
    ['mixed tricks', 'Ｆ.Ս.С.Κ'],
  ])('%s: %j', (_how, text) => {
    expect(hasBlockedWord(text)).toBe(true);
    expect(screenChatText(text)).toBe('word');
  });

  it('refuses every word of the list as written', () => {
    for (const word of [...BLOCKED_WORDS, ...BLOCKED_EXACT]) expect(hasBlockedWord(word), word).toBe(true);
  });
});

describe('innocent words pass: a listed word inside another word is not that word', () => {
  it.each([
    'class',
    'classic',
    'assess',
    'assassin',
    'bass',
    'passion',
    'Scunthorpe',
    'Penistone',
    'cocktail',
    'cocky',
    'Dickens',
    'spices',
    'pricked',
    'shiitake',
    'therapist',
    'grass',
    'hello',
    'Hello world, good luck everyone!',
    'GG WP',
    'I won 3.5x on dice, 1000 FF!',
    'sus 100%',
    'a b c',
    'e.g. node.js',
    'retardant',
    'suit',
    'I love this game',
  ])('%j', (text) => {
    expect(screenChatText(text)).toBeNull();
  });
});

describe('hasOutsideLink refuses links to other sites', () => {
  it.each([
    'https://example.com',
    'http://evil.test/path',
    'HTTPS://EXAMPLE.COM',
    'visit www.example.org',
    'www.something',
    'example.com',
    'free-chips.xyz',
    'sub.domain.io/promo',
    'go to example dot com',
    'example (dot) com',
    'example [.] com',
    'example . com',
    'e x a m p l e . c o m',
    'h t t p s : / / evil',
    'hxxps://evil',
    `exa${ZWSP}mple.com`,
    'ｅｘａｍｐｌｅ．ｃｏｍ',
    'ехample.com',
  ])('%j', (text) => {
    expect(hasOutsideLink(text)).toBe(true);
    expect(screenChatText(text)).toBe('link');
  });

  it.each([
    'see /bets/42',
    'I won 3.5x',
    'thanks.me too',
    'e.g. this',
    'node.js',
    'ok...so',
    'version 1.2.3',
    'what a game. gg',
    'dot the i',
  ])('lets %j pass', (text) => {
    expect(hasOutsideLink(text)).toBe(false);
  });
});
