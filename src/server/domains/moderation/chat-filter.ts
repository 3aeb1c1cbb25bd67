import { chatWords, foldText, skeleton } from './normalise';
import { BLOCKED_EXACT, BLOCKED_WORDS, WORD_ENDINGS } from './word-list';

// The chat filter (docs/moderation.md): a message is refused when one of its words, normalised, is a
// listed word (letters may repeat: fuuuck), or when it names another website.

/** A word's skeleton as a pattern whose every letter may repeat: 'ass' -> 'a+s{2,}'. */
function repeatable(word: string): string {
  return (skeleton(foldText(word)).match(/(.)\1*/g) ?? [])
    .map((run) => (run.length === 1 ? `${run}+` : `${run[0]}{${run.length},}`))
    .join('');
}

const anyOf = (words: readonly string[]) => words.map(repeatable).join('|');
const endings = WORD_ENDINGS.map((ending) => skeleton(ending)).join('|');
const BLOCKED = new RegExp(`^(?:(?:${anyOf(BLOCKED_WORDS)})(?:${endings})?|${anyOf(BLOCKED_EXACT)})$`);

/** Whether a message has a listed word in it, however it is spelled. */
export function hasBlockedWord(text: string): boolean {
  return chatWords(text).some((word) => BLOCKED.test(word));
}

/**
 * Top-level domains a bare name ('example.com') is a link with. Those that are common words
 * ('me', 'to', 'us', 'in', 'so') stay out, or 'thanks.me too' would be a link.
 */
const LINK_TLDS = [
  'com',
  'net',
  'org',
  'io',
  'gg',
  'xyz',
  'ru',
  'su',
  'cn',
  'co',
  'uk',
  'de',
  'fr',
  'nl',
  'info',
  'biz',
  'app',
  'dev',
  'site',
  'online',
  'shop',
  'store',
  'top',
  'cc',
  'tv',
  'ly',
  'link',
  'click',
  'casino',
  'ws',
  'tk',
  'ml',
  'ga',
  'cf',
  'gq',
  'icu',
  'fun',
  'vip',
  'one',
];
const SCHEME = /\b(?:https?|hxxps?|ftp)\s*:\s*\/\s*\//;
const WWW = /\bw\s*w\s*w\s*\.\s*[a-z0-9]/;
const BARE_DOMAIN = new RegExp(
  `\\b[a-z0-9][a-z0-9-]*(?:\\.[a-z0-9-]+)*\\.(?:${LINK_TLDS.join('|')})\\b(?!\\.[a-z0-9])`,
);
/** 'example dot com', 'example (dot) com', 'example [.] com', 'example . com'. */
const SPELLED_DOT = /\s*(?:[([{]\s*(?:dot|\.)\s*[)\]}]|\bdot\b|\s\.\s)\s*/g;
/** Characters written one by one with spaces between: 'e x a m p l e . c o m'. */
const SPACED_OUT = /(?<=^|\s)\S(?:\s\S)+(?=\s|$)/g;

/** The site's own host as PUBLIC_ORIGIN names it: links to it pass. */
export interface OwnSite {
  /** Lower case, as URL reads it (a non-ASCII name in its xn-- form). */
  hostname: string;
  /** '' for the scheme's default port. */
  port: string;
}

/** The own site of an origin such as 'https://casino.example' (config.publicOrigin). */
export function ownSiteOf(origin: string): OwnSite {
  const url = new URL(origin);
  return { hostname: url.hostname, port: url.port };
}

/** Leading and trailing punctuation around a link in a sentence: '(https://site/bets/1).' */
const AROUND = /^([(<[{"'`]*)(.*?)([)>\]}"'`.,;:!?]*)$/s;
/** A word that may be a link to the own site: printable ASCII only, no backslash. */
const ASCII_WORD = /^[\x21-\x5b\x5d-\x7e]+$/;

/**
 * The scheme and host of a word that is a link to the own site ('https://casino.example/bets/1',
 * 'casino.example/bets/1'), or null. Strict: only plain ASCII (a lookalike letter, fullwidth or
 * invisible character makes it another site, and the filter then refuses it), http or https, no
 * user name or password (https://casino.example@evil.example is evil.example), the host itself (not
 * casino.example.evil.example) and its port.
 */
function ownOrigin(word: string, site: OwnSite): string | null {
  if (!ASCII_WORD.test(word) || word.includes('@')) return null;
  const schemed = /^[a-z][a-z0-9+.-]*:\/\//i.test(word);
  if (schemed && !/^https?:\/\//i.test(word)) return null;
  let url: URL;
  try {
    url = new URL(schemed ? word : `http://${word}`);
  } catch {
    return null;
  }
  if (url.username !== '' || url.password !== '') return null;
  if (url.hostname !== site.hostname || url.port !== site.port) return null;
  // What the word wrote before its path: the scheme (if any), the host and the port.
  const end = word.search(schemed ? /(?<=^[a-z]+:\/\/[^/?#]*)[/?#]/i : /[/?#]/);
  return end === -1 ? word : word.slice(0, end);
}

/**
 * The text with each link to the own site cut down to its path ('https://casino.example/bets/1' to
 * '/bets/1'): whole words only, so nothing around a link joins it. The path is still read by the
 * link check, so a link to another site written after the own host is still refused.
 */
function withoutOwnLinks(text: string, site: OwnSite): string {
  return text
    .split(/(\s+)/)
    .map((word) => {
      const [, before = '', core = '', after = ''] = AROUND.exec(word) ?? [];
      const origin = core ? ownOrigin(core, site) : null;
      return origin === null ? word : `${before}${core.slice(origin.length)}${after}`;
    })
    .join('');
}

/**
 * Whether a message names another website: a scheme (http://, even spaced), www., or a bare or
 * disguised domain name. The site's own pages pass, by their paths ('/bets/42') and, when the site
 * is named (PUBLIC_ORIGIN), as links to its host ('https://casino.example/bets/42').
 */
export function hasOutsideLink(text: string, site?: OwnSite): boolean {
  const own = site ? withoutOwnLinks(text, site) : text;
  const folded = foldText(own).replace(SPACED_OUT, (run) => run.replace(/\s/g, ''));
  if (SCHEME.test(folded) || WWW.test(folded)) return true;
  return BARE_DOMAIN.test(folded) || BARE_DOMAIN.test(folded.replace(SPELLED_DOT, '.'));
}

export type FilterVerdict = 'word' | 'link' | null;

/** What, if anything, keeps a message out of chat; links to `site` are the site's own. */
export function screenChatText(text: string, site?: OwnSite): FilterVerdict {
  if (hasBlockedWord(text)) return 'word';
  if (hasOutsideLink(text, site)) return 'link';
  return null;
}
