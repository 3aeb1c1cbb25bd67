// Whether dist/ is older than what it is built from. Plain JavaScript, as it runs before anything is
// built: `npm start` (scripts/start.mjs) builds what is stale before it starts the compiled server, and
// the tests that start the server as a process do the same for the server's part (node-flags.ts).
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Each part of dist/: the file whose time is the build's, the npm script that builds it, its sources. */
export const PARTS = {
  server: {
    output: 'dist/server/main.js',
    script: 'build:server',
    sources: ['src/server', 'src/contract', 'src/games', 'scripts/admin.ts', 'scripts/backup.ts'],
  },
  web: {
    output: 'dist/web/index.html',
    script: 'build:web',
    sources: ['src/web', 'src/contract', 'src/games', 'public', 'vite.config.ts', 'scripts/precompress.ts'],
  },
};
/** A change of either changes every part: the build itself, or the packages bundled in. */
const SHARED_SOURCES = ['scripts/build-server.ts', 'package-lock.json'];
const TEST_FILE = /\.test\.tsx?$/;

function newestChange(path) {
  let stat;
  try {
    stat = statSync(path);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return TEST_FILE.test(path) ? 0 : stat.mtimeMs;
  let newest = 0;
  for (const name of readdirSync(path)) newest = Math.max(newest, newestChange(join(path, name)));
  return newest;
}

function builtAt(output) {
  try {
    return statSync(join(root, output)).mtimeMs;
  } catch {
    return -1;
  }
}

/** The parts (of `names`) that are missing, or older than one of their sources. */
export function staleParts(names = Object.keys(PARTS)) {
  return names.filter((name) => {
    const part = PARTS[name];
    const built = builtAt(part.output);
    if (built < 0) return true;
    return [...part.sources, ...SHARED_SOURCES].some((source) => newestChange(join(root, source)) > built);
  });
}

/** Builds the stale parts of `names` (npm run build:NAME each), printing to stderr; throws if a build fails. */
export function buildStaleParts(names = Object.keys(PARTS)) {
  const stale = staleParts(names);
  for (const name of stale) {
    process.stderr.write(
      `dist/${name} is missing or older than its sources: npm run ${PARTS[name].script}\n`,
    );
    const run = spawnSync('npm', ['run', '--silent', PARTS[name].script], {
      cwd: root,
      stdio: ['ignore', process.stderr, 'inherit'],
    });
    if (run.status !== 0)
      throw new Error(`npm run ${PARTS[name].script} failed (${run.status ?? run.signal})`);
  }
  return stale;
}
