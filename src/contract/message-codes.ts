// The stable code of every server message (issue 39). A message of a contract texts object
// (`diceMessages.overSixNeverWins` in dice-texts.ts) has the code `<file>.<key>` (`dice.overSixNeverWins`;
// the file without `-texts.ts`, `messages.ts` gives `messages`). The server answers `{ message, code }`;
// the web shows the player's language for the code (src/web/locales/<locale>/errors.json, whose English
// scripts/error-catalogue.ts writes from this map). A message filled in at run time has its code in
// filled-messages.ts.
//
// Every file of src/contract that defines a `*Messages` object (or `messages`) is listed here by its
// code group; message-codes.test.ts fails when a file defines one and is missing.

import * as accounts from './accounts-texts';
import * as achievements from './achievements-texts';
import * as admin from './admin-texts';
import * as blackjack from './blackjack-texts';
import * as coinflip from './coinflip';
import * as common from './common-texts';
import * as crash from './crash-texts';
import * as dice from './dice-texts';
import * as fairness from './fairness-texts';
import * as leaderboard from './leaderboard-texts';
import * as limbo from './limbo-texts';
import * as liveBets from './live-bets-texts';
import * as messagesFile from './messages';
import * as mines from './mines-texts';
import * as moderation from './moderation-texts';
import * as notifications from './notifications-texts';
import * as plinko from './plinko-texts';
import * as races from './races-texts';
import * as request from './request-texts';
import * as rewardsLoad from './rewards-load-texts';
import * as rewards from './rewards-texts';
import * as rounds from './rounds-texts';
import * as shop from './shop-texts';
import * as slots from './slots-texts';
import * as social from './social-texts';
import * as tips from './tips-texts';
import * as wallet from './wallet-texts';

/** The file part of a code: `dice-texts.ts` gives `dice`, `messages.ts` gives `messages`. */
export function codeGroup(file: string): string {
  return file.replace(/\.ts$/, '').replace(/-texts$/, '');
}

/** Each contract file that may define messages, by its file name, in the order of file names. */
export const messageFiles: Readonly<Record<string, Readonly<Record<string, unknown>>>> = {
  'accounts-texts.ts': accounts,
  'achievements-texts.ts': achievements,
  'admin-texts.ts': admin,
  'blackjack-texts.ts': blackjack,
  'coinflip.ts': coinflip,
  'common-texts.ts': common,
  'crash-texts.ts': crash,
  'dice-texts.ts': dice,
  'fairness-texts.ts': fairness,
  'leaderboard-texts.ts': leaderboard,
  'limbo-texts.ts': limbo,
  'live-bets-texts.ts': liveBets,
  'messages.ts': messagesFile,
  'mines-texts.ts': mines,
  'moderation-texts.ts': moderation,
  'notifications-texts.ts': notifications,
  'plinko-texts.ts': plinko,
  'races-texts.ts': races,
  'request-texts.ts': request,
  'rewards-load-texts.ts': rewardsLoad,
  'rewards-texts.ts': rewards,
  'rounds-texts.ts': rounds,
  'shop-texts.ts': shop,
  'slots-texts.ts': slots,
  'social-texts.ts': social,
  'tips-texts.ts': tips,
  'wallet-texts.ts': wallet,
};

/**
 * Whether an export is a messages object: named `*Messages`/`messages`, its values texts, functions or
 * objects of texts. Its texts, and those of an object inside it (`moderationMessages.resolved.mute`),
 * have codes; a function (a text filled in at run time, `tipsMessages.dailyLimit(left)`) has none.
 */
export function isMessages(name: string, value: unknown): value is Record<string, unknown> {
  const textsOnly = (entry: unknown) =>
    typeof entry === 'object' &&
    entry !== null &&
    Object.values(entry).every((text) => typeof text === 'string');
  return (
    /^[a-z]\w*Messages$|^messages$/.test(name) &&
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every(
      (text) => typeof text === 'string' || typeof text === 'function' || textsOnly(text),
    )
  );
}

/** The texts of a messages object by key: `tipSelf`, and `resolved.mute` for a text one object down. */
export function messageEntries(value: Record<string, unknown>): [string, string][] {
  const entries: [string, string][] = [];
  for (const [key, text] of Object.entries(value)) {
    if (typeof text === 'string') entries.push([key, text]);
    else if (typeof text === 'object' && text !== null) {
      for (const [inner, innerText] of Object.entries(text)) {
        if (typeof innerText === 'string') entries.push([`${key}.${inner}`, innerText]);
      }
    }
  }
  return entries;
}

function collect(): Record<string, string> {
  const byCode: Record<string, string> = {};
  for (const [file, module] of Object.entries(messageFiles)) {
    for (const [name, value] of Object.entries(module)) {
      if (!isMessages(name, value)) continue;
      for (const [key, text] of messageEntries(value)) byCode[`${codeGroup(file)}.${key}`] = text;
    }
  }
  return byCode;
}

/** Every contract message by its code. */
export const messageCodes: Readonly<Record<string, string>> = collect();

const codesByText = new Map<string, string>();
for (const [code, text] of Object.entries(messageCodes)) {
  // A text two objects share (`Bet not found`) takes its first code; each has the same translations.
  if (!codesByText.has(text)) codesByText.set(text, code);
}

/** The code of a contract message, or undefined for a text that is none (filled in at run time). */
export function codeOfMessage(text: string): string | undefined {
  return codesByText.get(text);
}
