// `npm start` and the compiled commands: `node scripts/start.mjs [main|admin|backup] [arguments]` builds
// what dist/ lacks or has older than the sources (once, on a fresh clone or after a change), then runs
// dist/server/NAME.js in this process, with the arguments it was given. Plain JavaScript: no loader.
import { buildStaleParts } from './build-state.mjs';

const COMMANDS = { main: ['server', 'web'], admin: ['server'], backup: ['server'] };
const name = Object.hasOwn(COMMANDS, process.argv[2] ?? '') ? process.argv.splice(2, 1)[0] : 'main';

try {
  buildStaleParts(COMMANDS[name]);
} catch (error) {
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}
await import(new URL(`../dist/server/${name}.js`, import.meta.url).href);
