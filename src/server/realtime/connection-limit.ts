import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyBaseLogger } from 'fastify';
import { messages } from '../../contract/messages';
import { addressKey } from '../http/address-key';
import type { RealtimeServer, RealtimeSocket } from './socket-types';

export interface ConnectionLimit {
  /** Sockets one address may hold open at once (SOCKETS_PER_IP_MAX). */
  perAddress: number;
  /** The proxies whose X-Forwarded-For is believed, written as TRUST_PROXY writes them; unset, none. */
  trustProxy: string | undefined;
}

/** The connect_error of a socket past its address's limit. */
export const TOO_MANY_SOCKETS = messages.tooManySockets;

/** A refused connection that never asks for a namespace (so never hears why) is closed after this. */
const REFUSED_CLOSE_MS = 2_000;

/**
 * The client a handshake comes from: the address Fastify gives the HTTP side with the same TRUST_PROXY,
 * keyed as the HTTP rate limits key it (an IPv6 address by its /64).
 */
function addressReader(trustProxy: string | undefined): (request: IncomingMessage) => string {
  if (!trustProxy) return (request) => addressKey(request.socket.remoteAddress);
  const trusted = proxyAddr.compile(trustProxy.split(',').map((value) => value.trim()));
  return (request) => addressKey(proxyAddr(request, trusted));
}

/**
 * At most `perAddress` sockets per address, counted per connection (socket.io's engine), so that no
 * client can hold an unbounded number of them. One past the limit is refused at its handshake with
 * a connect_error that says why, then closed. An address that keeps opening while its refusals are
 * still in flight (twice its limit open) is refused before the handshake, with a bare 403.
 */
export function createConnectionLimit(limit: ConnectionLimit, logger: FastifyBaseLogger) {
  const addressOf = addressReader(limit.trustProxy);
  const open = new Map<string, number>();
  /** The handshake's address, read once in allowRequest for the connection it opens. */
  const addresses = new WeakMap<IncomingMessage, string>();
  const refused = new WeakSet<RealtimeSocket['conn']>();

  return {
    /** engine.io's allowRequest: called once per new connection, before its handshake. */
    allowRequest(request: IncomingMessage, answer: (error: string | null | undefined, ok: boolean) => void) {
      const address = addressOf(request);
      addresses.set(request, address);
      answer(null, (open.get(address) ?? 0) < 2 * limit.perAddress);
    },

    register(io: RealtimeServer) {
      io.engine.on('connection', (conn: RealtimeSocket['conn']) => {
        const address = addresses.get(conn.request) ?? addressKey(conn.remoteAddress);
        const count = (open.get(address) ?? 0) + 1;
        open.set(address, count);
        conn.once('close', () => {
          const left = (open.get(address) ?? 1) - 1;
          if (left > 0) open.set(address, left);
          else open.delete(address);
        });
        if (count <= limit.perAddress) return;
        if (count === limit.perAddress + 1) {
          logger.warn({ address, limit: limit.perAddress }, 'socket refused: too many from one address');
        }
        refused.add(conn);
        // Forced: a long-polling connection would otherwise wait for its next request to close.
        setTimeout(() => conn.close(true), REFUSED_CLOSE_MS).unref();
      });

      io.use((socket, next) => {
        if (!refused.has(socket.conn)) return next();
        next(new Error(TOO_MANY_SOCKETS));
        // Once the connect_error is queued (socket.io queues it on the next tick): close sends it first.
        setImmediate(() => socket.conn.close());
      });
    },
  };
}
