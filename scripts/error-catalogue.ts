import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

// The server's messages as the web app's `errors` catalogue. Each message of a contract texts object
// (`diceMessages.overSixNeverWins` in src/contract/dice-texts.ts) has a stable code, its file and key
// (`dice.overSixNeverWins`); the server answers `{message, code}` and the web shows the player's language
// for the code. English is generated from the contract (`npm run catalogue:errors`); the other locales
// are translated by hand, and catalogue.test.ts fails when one misses or keeps a code.

const CONTRACT = join(import.meta.dirname, '..', 'src', 'contract');
const ENGLISH = join(import.meta.dirname, '..', 'src', 'web', 'locales', 'en', 'errors.json');

/** The file part of a code: `dice-texts.ts` gives `dice`, `messages.ts` gives `messages`. */
export function codeGroup(file: string): string {
  return file.replace(/\.ts$/, '').replace(/-texts$/, '');
}

function isMessages(name: string, value: unknown): value is Record<string, string> {
  return (
    /[mM]essages$/.test(name) &&
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((text) => typeof text === 'string')
  );
}

/** Every contract message by code, from the files that define them (not the ones that re-export). */
export async function contractMessages(): Promise<Record<string, string>> {
  const byCode: Record<string, string> = {};
  const files = readdirSync(CONTRACT)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .sort();
  for (const file of files) {
    const source = readFileSync(join(CONTRACT, file), 'utf8');
    const module = (await import(pathToFileURL(join(CONTRACT, file)).href)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module)) {
      // Defined here, not re-exported from a texts file.
      if (!isMessages(name, value) || !new RegExp(`export const ${name}\\b`).test(source)) continue;
      for (const [key, text] of Object.entries(value)) byCode[`${codeGroup(file)}.${key}`] = text;
    }
  }
  return byCode;
}

/** A contract message as an ICU text: braces are ICU syntax, quoted so the message stays the exact text. */
export function catalogueText(text: string): string {
  return text.replace(/[{}]/g, "'$&'");
}

if (import.meta.filename === process.argv[1]) {
  const messages = await contractMessages();
  const escaped = Object.fromEntries(
    Object.entries(messages).map(([code, text]) => [code, catalogueText(text)]),
  );
  writeFileSync(ENGLISH, `${JSON.stringify(escaped, null, 2)}\n`);
  console.log(`${Object.keys(messages).length} messages written to src/web/locales/en/errors.json`);
}
