// The words chat refuses: the one list, written plainly in lower case. Each entry is matched as a
// whole word after normalising (normalise.ts), with its letters allowed to repeat, so a word that
// merely contains one of these (class, assess, Scunthorpe) passes. The words of BLOCKED_WORDS are
// also refused with a few common endings ('s', 'ing'...); those of BLOCKED_EXACT only as they are,
// because with an ending they make innocent words (spic-es, prick-ed, cock-y, dyke-s).
// Add a word here and it is refused everywhere; the tests read these lists too.
export const BLOCKED_WORDS: readonly string[] = [
  // Profanity aimed at people.
  'asshole',
  'bastard',
  'bitch',
  'cocksucker',
  'cunt',
  'dickhead',
  'fuck',
  'fuk',
  'fck',
  'fcuk',
  'fucker',
  'motherfucker',
  'pussy',
  'shit',
  'shithead',
  'shitty',
  'slut',
  'twat',
  'wanker',
  'whore',
  // Slurs.
  'faggot',
  'kike',
  'nigga',
  'nigger',
  'retard',
  'tranny',
  'wetback',
  // Threats and harassment.
  'killyourself',
];

/** Refused only as the whole word: see above. */
export const BLOCKED_EXACT: readonly string[] = [
  'bollocks',
  'cock',
  'dick',
  'dyke',
  'fag',
  'gook',
  'kys',
  'paki',
  'prick',
  'spic',
];

/** The endings a word of BLOCKED_WORDS is refused with as well. */
export const WORD_ENDINGS: readonly string[] = ['s', 'es', 'z', 'er', 'ers', 'ed', 'ing', 'in'];
