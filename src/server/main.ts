import { buildApp } from './app';
import { loadConfig } from './config';
import { drainAndClose } from './shutdown';
import { StartupError } from './startup-error';

// Listen, and on a signal drain (see shutdown.ts), finish the requests in flight and close the database.
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
    // SIGTERM (a rolling restart, systemd, docker stop) drains first; Ctrl-C stops at once.
    const closed = await drainAndClose(app, signal === 'SIGTERM' ? config.shutdownDrainMs : 0);
    if (!closed) app.log.error('shutdown timed out: stopping with requests or sockets still open');
    process.exit(closed ? 0 : 1);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

try {
  await app.listen({ port: config.port, host: config.host, backlog: config.listenBacklog });
} catch (error) {
  app.log.error({ err: error }, 'could not start the server');
  process.exit(1);
}
