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

/**
 * Whether a message names another website: a scheme (http://, even spaced), www., or a bare or
 * disguised domain name. The site's own pages are named by their paths ('/bets/42'), which pass:
 * the server has no public name of its own it could trust, so any name with a domain is another site.
 */
export function hasOutsideLink(text: string): boolean {
  const folded = foldText(text).replace(SPACED_OUT, (run) => run.replace(/\s/g, ''));
  if (SCHEME.test(folded) || WWW.test(folded)) return true;
  return BARE_DOMAIN.test(folded) || BARE_DOMAIN.test(folded.replace(SPELLED_DOT, '.'));
}

export type FilterVerdict = 'word' | 'link' | null;

/** What, if anything, keeps a message out of chat. */
export function screenChatText(text: string): FilterVerdict {
  if (hasBlockedWord(text)) return 'word';
  if (hasOutsideLink(text)) return 'link';
  return null;
}
