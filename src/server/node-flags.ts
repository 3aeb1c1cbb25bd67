/**
 * The flags node runs our server with, wherever it starts it: `npm start` and `npm run dev` (package.json
 * writes them out, and a test holds it to this list), `npm run cluster`, the benchmarks and the tests
 * that start a real server process.
 *
 * `--v8-pool-size=0`: V8's helper threads (parallel garbage collection, background compilation) number
 * the machine's cores less one, where node's default is four whatever the machine. On two cores, four
 * helpers and the event loop all wanted a core at each young-generation collection; the event loop
 * then waited its turn behind its own helpers, and that wait was the event loop's worst delay in
 * `npm run bench:scale` (see README's performance section).
 */
export const SERVER_NODE_FLAGS: readonly string[] = ['--v8-pool-size=0'];

export const SERVER_ENTRY = 'src/server/main.ts';

/** node's arguments to run our server as `npm start` does: its flags, tsx's loader, the entry. */
export function serverNodeArgs(entry: string = SERVER_ENTRY): string[] {
  return [...SERVER_NODE_FLAGS, '--import', 'tsx', entry];
}
