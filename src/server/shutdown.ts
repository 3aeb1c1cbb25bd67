import type { FastifyInstance } from 'fastify';

/** Past the drain, closing may take this long before the process gives up waiting. */
const CLOSE_TIMEOUT_MS = 15_000;
const IDLE_REAP_INTERVAL_MS = 100;

/**
 * Stops an instance without losing what it was doing, in this order:
 * 1. /api/ready answers 503 'draining' for `drainMs`, while the instance still serves everything, so
 *    that the proxy's health check takes it out and sends new requests and sockets elsewhere;
 * 2. the app stops taking requests (a straggler gets 503 before any work, which the proxy retries on
 *    another instance), and closes its socket connections without a 'disconnect' message, so clients
 *    reconnect by themselves through the proxy to another instance;
 * 3. requests in flight finish (their keep-alive connections are closed as soon as they are idle);
 * 4. Redis and the database close.
 * Resolves false if closing did not finish within CLOSE_TIMEOUT_MS.
 */
export async function drainAndClose(app: FastifyInstance, drainMs: number): Promise<boolean> {
  app.startDraining();
  if (drainMs > 0) await new Promise((resolve) => setTimeout(resolve, drainMs));

  const closed = app.close().then(() => true);
  // Node closes idle connections once, when the server closes; those of requests that were still in
  // flight then would otherwise stay open until their keep-alive timeout.
  const reaper = setInterval(() => app.server.closeIdleConnections(), IDLE_REAP_INTERVAL_MS);
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), CLOSE_TIMEOUT_MS);
  });
  try {
    return await Promise.race([closed, late]);
  } finally {
    clearInterval(reaper);
    clearTimeout(timer);
  }
}
