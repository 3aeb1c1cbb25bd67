import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { filledTemplates } from '../src/contract/filled-messages';
import { messageCodes } from '../src/contract/message-codes';

// The server's messages as the web app's `errors` catalogue. Each message of a contract texts object
// (`diceMessages.overSixNeverWins` in src/contract/dice-texts.ts) has a stable code, its file and key
// (`dice.overSixNeverWins`); the server answers `{message, code}` and the web shows the player's language
// for the code. English is generated from the contract (`npx tsx scripts/error-catalogue.ts`); the other locales
// are translated by hand, and catalogue.test.ts fails when one misses or keeps a code.

const ENGLISH = join(import.meta.dirname, '..', 'src', 'web', 'locales', 'en', 'errors.json');

/** Every contract message by code (the naming rule is src/contract/message-codes.ts's, which the server uses). */
export async function contractMessages(): Promise<Record<string, string>> {
  return { ...messageCodes };
}

/** A contract message as an ICU text: braces are ICU syntax, quoted so the message stays the exact text. */
export function catalogueText(text: string): string {
  return text.replace(/[{}]/g, "'$&'");
}

/**
 * The English `errors` catalogue: each contract message as its exact text, and each message filled in at
 * run time (src/contract/filled-messages.ts) as its ICU text with arguments.
 */
export async function englishErrors(): Promise<Record<string, string>> {
  const messages = await contractMessages();
  return {
    ...Object.fromEntries(Object.entries(messages).map(([code, text]) => [code, catalogueText(text)])),
    ...filledTemplates,
  };
}

if (import.meta.filename === process.argv[1]) {
  const escaped = await englishErrors();
  writeFileSync(ENGLISH, `${JSON.stringify(escaped, null, 2)}\n`);
  console.log(`${Object.keys(escaped).length} messages written to src/web/locales/en/errors.json`);
}
