import { buildApp } from './app';
import { loadConfig } from './config';
import { StartupError } from './startup-error';

// Listen, and on a signal stop taking requests, finish the ones in flight and close the database.
const config = loadConfig();
const app = await buildApp(config).catch((error: unknown) => {
  // A misconfiguration the operator can fix: one line that says what, no stack.
  if (!(error instanceof StartupError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
});

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  try {
    await app.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  app.log.error({ err: error }, 'could not start the server');
  process.exit(1);
}
