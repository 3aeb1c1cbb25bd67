import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';

// `npm run build:server` (and the second half of `npm run build`): the server, the admin command line,
// the backup and the bet writer's thread as plain JavaScript in dist/server, for `node` without tsx.
// One bundle each, our code and the packages together (one file read instead of hundreds of module
// look-ups), sharing their common code through chunks beside them; the native addons stay packages.
// docs/performance.md, "Start-up", has what this bought.

const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = join(root, 'dist/server');

/** Started with `node dist/server/NAME.js` (through scripts/start.mjs). */
const ENTRIES = {
  main: 'src/server/compiled-main.ts',
  admin: 'scripts/admin.ts',
  backup: 'scripts/backup.ts',
};
/**
 * Worker threads' entries, each found by the code that starts it as `new URL('./NAME.ts', import.meta.url)`:
 * in the bundle that URL points into dist/server, where typescript-worker.ts starts NAME.js instead.
 */
const WORKERS = ['src/server/core/instant/sqlite-bet-writer.ts'];
/** Compiled for one Node ABI each, loaded from node_modules as they are. */
const NATIVE = ['better-sqlite3', '@node-rs/argon2'];

/**
 * A package's CommonJS code that reads files beside itself through `__dirname` (ioredis its
 * package.json, pino its transport workers) gets its own directory, found from the bundle's place:
 * dist/server is two levels below the repository, whose node_modules holds the package.
 */
const packageDirnames: Plugin = {
  name: 'package-dirnames',
  setup(context) {
    context.onLoad({ filter: /[\\/]node_modules[\\/].*\.(c?js)$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      if (!/\b__(dirname|filename)\b/.test(source)) return undefined;
      const file = relative(root, args.path);
      const prelude =
        `var __filename = __fromRepository(${JSON.stringify(file)}), ` +
        `__dirname = __fromRepository(${JSON.stringify(dirname(file))});\n`;
      return { contents: prelude + source, loader: 'js', resolveDir: dirname(args.path) };
    });
  },
};

const BANNER = [
  "import { createRequire as __createRequire } from 'node:module';",
  "import { fileURLToPath as __fileURLToPath } from 'node:url';",
  'const require = __createRequire(import.meta.url);',
  "const __fromRepository = (path) => __fileURLToPath(new URL('../../' + path, import.meta.url));",
].join('\n');

/** Builds dist/server; every file is written beside its final name and renamed, so a reader never sees half of one. */
export async function buildServer(): Promise<string[]> {
  const result = await build({
    absWorkingDir: root,
    entryPoints: [
      ...Object.entries(ENTRIES).map(([out, entry]) => ({ in: entry, out })),
      ...WORKERS.map((entry) => ({ in: entry, out: basename(entry, '.ts') })),
    ],
    outdir: outDir,
    bundle: true,
    splitting: true,
    chunkNames: 'chunk-[hash]',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: NATIVE,
    plugins: [packageDirnames],
    banner: { js: BANNER },
    minify: true,
    keepNames: true,
    sourcemap: 'linked',
    legalComments: 'none',
    logLevel: 'warning',
    write: false,
  });
  mkdirSync(outDir, { recursive: true });
  // Chunks first, entries last: an entry never names a chunk that is not there yet.
  const files = [...result.outputFiles].sort(
    (a, b) => Number(basename(b.path).startsWith('chunk-')) - Number(basename(a.path).startsWith('chunk-')),
  );
  for (const file of files) {
    const partial = `${file.path}.${process.pid}.partial`;
    writeFileSync(partial, file.contents);
    renameSync(partial, file.path);
  }
  checkWorkerUrls(files.map((file) => file.path));
  const written = new Set(files.map((file) => basename(file.path)));
  for (const name of readdirSync(outDir)) {
    if (!written.has(name) && !name.endsWith('.partial')) rmSync(join(outDir, name), { force: true });
  }
  return files.map((file) => relative(root, file.path));
}

/** Every `new URL('./X.ts', import.meta.url)` left in the bundle must have its X.js beside it. */
function checkWorkerUrls(paths: string[]) {
  const names = new Set(paths.map((path) => basename(path)));
  for (const path of paths.filter((file) => file.endsWith('.js'))) {
    for (const match of readFileSync(path, 'utf8').matchAll(
      /new URL\("\.\/([\w.-]+)\.ts",import\.meta\.url\)/g,
    )) {
      if (!names.has(`${match[1]}.js`)) {
        throw new Error(
          `${relative(root, path)} starts ${match[1]}.ts, which is not built: add it to WORKERS`,
        );
      }
    }
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const started = performance.now();
  const files = await buildServer();
  const entries = files.filter((file) => file.endsWith('.js') && !basename(file).startsWith('chunk-'));
  console.log(
    `dist/server: ${entries.map((file) => basename(file)).join(', ')} and ${files.length - entries.length} more ` +
      `in ${Math.round(performance.now() - started)} ms`,
  );
}
