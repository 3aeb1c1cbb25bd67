// The first module of a worker thread that runs TypeScript from the sources (`npm run dev`, the tests):
// it teaches the thread's module loader TypeScript (tsx), then loads the worker's own entry. The compiled
// server (dist/server) starts its workers' built entries directly, without it.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
