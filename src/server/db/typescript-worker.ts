import { Worker } from 'node:worker_threads';

const BOOTSTRAP = new URL('./worker-bootstrap.mjs', import.meta.url);
/** In dist/server (npm run build:server), this code is JavaScript, and so is every worker's entry beside it. */
const COMPILED = !import.meta.url.endsWith('.ts');

/**
 * Starts a worker thread whose entry is a TypeScript module (its URL). The entry reads what it is
 * given from `workerData.input`. Works the same under `tsx` and under the test runner, whose loaders
 * a worker does not inherit, and in the compiled server, where the entry is the built NAME.js beside
 * the bundle (scripts/build-server.ts builds one for each worker) and no loader is needed.
 */
export function startTypeScriptWorker(entry: URL, input: unknown): Worker {
  if (COMPILED) {
    const built = new URL(entry.href.replace(/\.ts$/, '.js'));
    return new Worker(built, { workerData: { entry: built.href, input }, execArgv: [] });
  }
  return new Worker(BOOTSTRAP, { workerData: { entry: entry.href, input }, execArgv: [] });
}
