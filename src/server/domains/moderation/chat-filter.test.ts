import { describe, expect, it } from 'vitest';
import { hasBlockedWord, hasOutsideLink, ownSiteOf, screenChatText } from './chat-filter';
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

describe("links to the site's own host pass (PUBLIC_ORIGIN https://funfunds.casino), lookalikes do not", () => {
  const site = ownSiteOf('https://funfunds.casino');

  it.each([
    'https://funfunds.casino/bets/123',
    'look https://funfunds.casino/bets/123 what a win',
    'HTTPS://FUNFUNDS.CASINO/bets/123',
    'http://funfunds.casino/bets/123',
    'https://funfunds.casino:443/bets/123',
    'https://funfunds.casino',
    'https://funfunds.casino/',
    'funfunds.casino/bets/123',
    'funfunds.casino',
    '(https://funfunds.casino/bets/123).',
    '"https://funfunds.casino/bets/7", said the card',
    'https://funfunds.casino/fairness?bet=42&game=coinflip',
    'https://funfunds.casino/bets/1 and https://funfunds.casino/bets/2',
    'see /bets/42',
  ])('lets %j pass', (text) => {
    expect(hasOutsideLink(text, site)).toBe(false);
    expect(screenChatText(text, site)).toBeNull();
  });

  it.each([
    ['the site name as a subdomain of another domain', 'https://funfunds.casino.evil.example/bets/1'],
    ['the site name as a bare subdomain', 'funfunds.casino.evil.com/bets/1'],
    ['a longer name ending like it', 'https://notfunfunds.casino/bets/1'],
    ['a name ending like it, bare', 'myfunfunds.casino'],
    ['userinfo: the host is after the @', 'https://funfunds.casino@evil.example/bets/1'],
    ['userinfo with a password', 'https://funfunds.casino:pw@evil.com'],
    ['userinfo, bare', 'funfunds.casino@evil.com'],
    ['a Cyrillic a (punycode lookalike)', 'https://funfunds.cаsino/bets/1'],
    ['a Greek o in the name', 'https://funfundѕ.casino/bets/1'],
    ['the punycode form of a lookalike', 'https://xn--funfnds-7ve.casino/bets/1'],
    ['a fullwidth letter in the host', 'https://funfunds.ｃasino/bets/1'],
    ['a zero-width space in the host', `https://fun${ZWSP}funds.casino.evil.com`],
    ['another port', 'https://funfunds.casino:8443/bets/1'],
    ['another scheme', 'ftp://funfunds.casino/file'],
    ['a backslash trick', 'https://evil.com\\@funfunds.casino'],
    ['another site in the path', 'https://funfunds.casino/redirect?to=https://evil.com'],
    ['another site glued after the path', 'https://funfunds.casino/bets/1.evil.com'],
    ['another site beside an own link', 'https://funfunds.casino/bets/1 www.evil.com'],
    ['another site spelled out beside an own link', 'https://funfunds.casino/bets/1 evil dot com'],
    ['an own link glued to another scheme', 'evil.comhttps://funfunds.casino'],
    ['an own host used as a scheme', 'funfunds.casino://evil.com'],
  ])('refuses %s: %j', (_how, text) => {
    expect(hasOutsideLink(text, site)).toBe(true);
    expect(screenChatText(text, site)).toBe('link');
  });

  it('still refuses every other link, and the own host when no site is named', () => {
    expect(hasOutsideLink('https://funfunds.casino/bets/1')).toBe(true);
    expect(hasOutsideLink('https://example.com', site)).toBe(true);
  });

  it('names the default site by host and port: http://localhost:3000', () => {
    const local = ownSiteOf('http://localhost:3000');
    expect(hasOutsideLink('http://localhost:3000/bets/9', local)).toBe(false);
    expect(hasOutsideLink('http://localhost:3001/bets/9', local)).toBe(true);
    expect(hasOutsideLink('http://localhost/bets/9', local)).toBe(true);
  });
});
