import { buildStaleParts } from '../../scripts/build-state.mjs';

/**
 * The flags node runs our server with, wherever it starts it: `npm start` and `npm run dev` (package.json
 * writes them out, and a test holds it to this list), `npm run cluster`, the benchmarks and the tests
 * that start a real server process.
 *
 * `--v8-pool-size=0`: V8's helper threads (parallel garbage collection, background compilation) number
 * the machine's cores less one, where node's default is four whatever the machine. On two cores, four
 * helpers and the event loop all wanted a core at each young-generation collection; the event loop
 * then waited its turn behind its own helpers, and that wait was the event loop's worst delay in
 * `npm run bench:scale` (see docs/performance.md).
 */
export const SERVER_NODE_FLAGS: readonly string[] = ['--v8-pool-size=0'];

/** The compiled server (`npm run build:server`), which `npm start` runs with plain node. */
export const SERVER_ENTRY = 'dist/server/main.js';
/** Its source, which `npm run dev` and the benchmarks run through tsx. */
export const SERVER_SOURCE = 'src/server/main.ts';
/** What `npm start` runs: builds what is stale, then the compiled server in the same process. */
export const START_SCRIPT = 'scripts/start.mjs';

/**
 * node's arguments to run the compiled server as `npm start` does: its flags, then the entry. Builds
 * dist/server first when it is missing or older than the sources, so a test or `npm run cluster` never
 * starts yesterday's server.
 */
export function serverNodeArgs(): string[] {
  buildStaleParts(['server']);
  return [...SERVER_NODE_FLAGS, SERVER_ENTRY];
}
