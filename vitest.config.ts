import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';
import { cataloguePlugin } from './scripts/catalogue-plugin';

/** Test files under `dir`, as paths from the project's root. */
function testFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.test.ts'))
    .map((name) => join(dir, name));
}

// Most files share their worker's modules (isolate: false): importing the server afresh for each file
// was about 190 s of a run's 580 s of test time, and the run took 275 s where it now takes about 175 s.
// A file that replaces a module (vi.mock) needs modules of its own, as does the web's code, which keeps
// the language and the page's state in modules; those run isolated, found here so none is forgotten.
const replacesModules = /\bvi\.(mock|doMock|hoisted|resetModules)\(/;
const isolated = [...testFiles('src'), ...testFiles('scripts')].filter(
  (file) => file.startsWith(join('src', 'web')) || replacesModules.test(readFileSync(file, 'utf8')),
);

// Playwright specs live in e2e/ and must never be collected here.
export default defineConfig({
  plugins: [cataloguePlugin()],
  test: {
    environment: 'node',
    // Vitest's default is one worker fewer than the cores: a single one on a 2-core machine. Most files
    // wait on databases, sockets and timers rather than the CPU, so three workers overlap those waits.
    maxWorkers: 3,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Servers the tests start as processes inherit it: a short crash chain, made at once.
    env: { CRASH_CHAIN_LENGTH: '2000' },
    projects: [
      {
        extends: true,
        test: {
          name: 'shared',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: isolated,
          isolate: false,
        },
      },
      { extends: true, test: { name: 'isolated', include: isolated, isolate: true } },
    ],
  },
});
