import { Worker } from 'node:worker_threads';

const BOOTSTRAP = new URL('./worker-bootstrap.mjs', import.meta.url);

/**
 * Starts a worker thread whose entry is a TypeScript module (its URL). The entry reads what it is
 * given from `workerData.input`. Works the same under `tsx` and under the test runner, whose loaders
 * a worker does not inherit.
 */
export function startTypeScriptWorker(entry: URL, input: unknown): Worker {
  return new Worker(BOOTSTRAP, { workerData: { entry: entry.href, input }, execArgv: [] });
}
