import module from 'node:module';

// dist/server/main.js, the compiled server's entry (scripts/build-server.ts): on Node 22 and later, V8's
// compiled code of the bundle is kept on disk (NODE_COMPILE_CACHE, else the system's temporary
// directory), so that every start after the first skips most of the parsing; Node 20 has no such cache.
// Then main.ts, in a chunk of its own, loaded only now.
(module as { enableCompileCache?: () => unknown }).enableCompileCache?.();
await import('./main');
