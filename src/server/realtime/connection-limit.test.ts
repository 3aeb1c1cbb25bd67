import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import {
  type ConnectOptions,
  connectSocket,
  listenOnFreePort,
  pause,
  type TestSocket,
} from '../testing/socket-client';
import { type ConnectionLimit, TOO_MANY_SOCKETS } from './connection-limit';
import { createRealtime, type Realtime, SOCKET_PATH } from './socket-server';

let app: FastifyInstance | undefined;
let realtime: Realtime | undefined;
const sockets: TestSocket[] = [];

/** socket.io alone on a port of its own, with `limit`. */
async function serve(limit: ConnectionLimit): Promise<string> {
  app = Fastify();
  realtime = createRealtime(app.server, { logger: app.log, connectionLimit: limit });
  return listenOnFreePort(app);
}

async function open(url: string, forwardedFor?: string, options: ConnectOptions = {}): Promise<TestSocket> {
  const socket = await connectSocket(url, undefined, {
    ...options,
    ...(forwardedFor ? { extraHeaders: { 'x-forwarded-for': forwardedFor } } : {}),
  });
  sockets.push(socket);
  return socket;
}

/** The connect_error's message, or 'connected'. */
const outcome = (url: string, forwardedFor?: string, options?: ConnectOptions) =>
  open(url, forwardedFor, options).then(
    () => 'connected',
    (error: Error) => error.message,
  );

afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.close();
  await realtime?.close();
  await app?.close();
  realtime = undefined;
  app = undefined;
});

describe('sockets per address (SOCKETS_PER_IP_MAX)', () => {
  it('refuses one past the limit with a connect_error that says why, and counts a closed one out', async () => {
    const url = await serve({ perAddress: 2, trustProxy: undefined });
    const first = await open(url);
    await open(url);
    expect(await outcome(url)).toBe(TOO_MANY_SOCKETS);
    // Over long-polling too (the server still accepts it, for clients that talk to one instance).
    expect(await outcome(url, undefined, { websocketOnly: false })).toBe(TOO_MANY_SOCKETS);

    first.close();
    // The server counts the closed connection out when its close reaches it.
    await expect.poll(() => outcome(url), { timeout: 5_000 }).toBe('connected');
    expect(realtime?.io.engine.clientsCount).toBe(2);
  });

  it('counts each player behind a trusted proxy apart, and ignores X-Forwarded-For from anyone else', async () => {
    const behindProxy = await serve({ perAddress: 1, trustProxy: '127.0.0.1' });
    expect(await outcome(behindProxy, '203.0.113.1')).toBe('connected');
    expect(await outcome(behindProxy, '203.0.113.2')).toBe('connected');
    expect(await outcome(behindProxy, '203.0.113.1')).toBe(TOO_MANY_SOCKETS);
    for (const socket of sockets.splice(0)) socket.close();
    await realtime?.close();
    await app?.close();

    const direct = await serve({ perAddress: 1, trustProxy: undefined });
    expect(await outcome(direct, '203.0.113.1')).toBe('connected');
    expect(await outcome(direct, '203.0.113.2')).toBe(TOO_MANY_SOCKETS);
  });

  it('counts an IPv6 /64 as one address, and an IPv4-mapped address as its IPv4 address', async () => {
    const url = await serve({ perAddress: 1, trustProxy: '127.0.0.1' });
    expect(await outcome(url, '2001:db8:1:2::1')).toBe('connected');
    expect(await outcome(url, '2001:db8:1:2:ffff::9')).toBe(TOO_MANY_SOCKETS);
    expect(await outcome(url, '2001:db8:1:3::1')).toBe('connected');
    expect(await outcome(url, '203.0.113.5')).toBe('connected');
    expect(await outcome(url, '::ffff:203.0.113.5')).toBe(TOO_MANY_SOCKETS);
  });

  it('turns away, before the handshake, an address that keeps opening connections past its refusals', async () => {
    const url = await serve({ perAddress: 1, trustProxy: undefined });
    // Bare engine.io handshakes over long-polling: each opens a connection and never asks for a namespace.
    const handshake = () => fetch(`${url}${SOCKET_PATH}/?EIO=4&transport=polling`).then((r) => r.status);
    expect(await handshake()).toBe(200);
    expect(await handshake()).toBe(200);
    expect(await handshake()).toBe(403);
    // The refused connection is closed after a short grace, whether or not it asked for a namespace.
    await pause(2_500);
    expect(realtime?.io.engine.clientsCount).toBe(1);
    expect(await handshake()).toBe(200);
  });
});
