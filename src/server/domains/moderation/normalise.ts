// How chat text is brought to one spelling before the filter reads it (docs/moderation.md).
//
// foldText: Unicode NFKC (fullwidth and styled letters become plain ones), case folding, every
// invisible character gone (zero-width spaces and joiners, soft hyphens, direction marks, filler
// letters), accents dropped, and Cyrillic and Greek letters that look Latin read as the Latin ones.
// The link check reads this. chatWords then reads leetspeak digits and signs as letters, keeps only
// the letters of each word (s.l.u.r, s-l-u-r, s_l_u_r are one word) and joins runs of single letters
// (s l u r, even after 'a'); the word check reads those. Nothing of this is shown: the message keeps its own text.

/** Cyrillic and Greek lower-case letters drawn like Latin ones (after case folding). */
const LOOKALIKES: Record<string, string> = {
  а: 'a',
  в: 'b',
  е: 'e',
  ё: 'e',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  і: 'i',
  ї: 'i',
  ј: 'j',
  ѕ: 's',
  ԁ: 'd',
  ԛ: 'q',
  ԝ: 'w',
  ү: 'y',
  һ: 'h',
  ӏ: 'l',
  ь: 'b',
  α: 'a',
  β: 'b',
  γ: 'y',
  ε: 'e',
  η: 'n',
  ι: 'i',
  κ: 'k',
  μ: 'u',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  σ: 's',
  ς: 's',
  τ: 't',
  υ: 'u',
  χ: 'x',
  ω: 'w',
  ı: 'i',
  ɩ: 'i',
  ɡ: 'g',
  ɑ: 'a',
};
const LOOKALIKE_PATTERN = new RegExp(`[${Object.keys(LOOKALIKES).join('')}]`, 'gu');

/** Format characters (zero-width space, joiners, soft hyphen, marks of direction) and fillers. */
const INVISIBLE = /[\p{Cf}\u115f\u1160\u17b4\u17b5\u180e\u2800\u3164\uffa0]/gu;
/** Control characters (new lines included) separate words. */
const CONTROL = /\p{Cc}/gu;
const COMBINING_MARKS = /\p{M}/gu;

/** NFKC, case folded, invisibles removed, accents dropped, lookalikes read as Latin. */
export function foldText(text: string): string {
  const folded = text
    .normalize('NFKC')
    .replace(INVISIBLE, '')
    .replace(CONTROL, ' ')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(COMBINING_MARKS, '')
    .normalize('NFC');
  return folded.replace(LOOKALIKE_PATTERN, (letter) => LOOKALIKES[letter] ?? letter);
}

/**
 * Leetspeak read as letters. 1, l, |, ! and i are one letter here (the skeleton's 'i'), in the text
 * and in the word list alike, so '1' may stand for either i or l.
 */
const LEET: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '8': 'b',
  '9': 'g',
  '@': 'a',
  $: 's',
  '€': 'e',
  '£': 'l',
  '+': 't',
  l: 'i',
};
const LEET_PATTERN = /[0-9@$€£+l]/g;
/** ! and | only inside a word (sh!t, |ol): at its end ! is just punctuation. */
const INNER_BARS = /(?<=[\p{L}\d@$])[!|]+(?=[\p{L}\d@$])/gu;
const NOT_A_LETTER = /[^a-z]/g;

/** A folded word in the filter's alphabet: leetspeak read, 'l' as 'i', only the letters a to z kept. */
export function skeleton(word: string): string {
  return word
    .replace(INNER_BARS, 'i')
    .replace(LEET_PATTERN, (sign) => LEET[sign] ?? sign)
    .replace(NOT_A_LETTER, '');
}

/** The longest stretch of a run of single letters read as one word (the longest listed word and an ending). */
const LONGEST_SPELLED_WORD = 16;

/** Every stretch of two or more letters of a run of single letters: 'a s l u t' holds 'slut'. */
function stretches(run: string): string[] {
  const found: string[] = [];
  for (let start = 0; start < run.length - 1; start += 1) {
    const last = Math.min(run.length, start + LONGEST_SPELLED_WORD);
    for (let end = start + 2; end <= last; end += 1) found.push(run.slice(start, end));
  }
  return found;
}

/**
 * The words of a chat message as the word filter reads them: each word's skeleton, and the letters
 * of each run of single letters read together ('you a s l u t' reads 'slut' among the rest).
 */
export function chatWords(text: string): string[] {
  const words = foldText(text)
    .split(/\s+/u)
    .map(skeleton)
    .filter((word) => word.length > 0);
  const spelled: string[] = [];
  let run = '';
  for (const word of [...words, '']) {
    if (word.length === 1) {
      run += word;
      continue;
    }
    if (run.length > 1) spelled.push(...stretches(run));
    run = '';
  }
  return [...words, ...spelled];
}
