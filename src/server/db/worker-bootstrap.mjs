// The first module of a worker thread that runs TypeScript: it teaches the thread's module loader
// TypeScript (tsx, as `npm start` does for the main thread), then loads the worker's own entry.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
