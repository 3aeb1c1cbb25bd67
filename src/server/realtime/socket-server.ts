import type { Server as HttpServer } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { Server } from 'socket.io';
import { type RedisConnection, socketIoKey } from '../redis/redis-client';
import { type ConnectionLimit, createConnectionLimit } from './connection-limit';
import {
  type CooldownStore,
  createFallbackCooldownStore,
  createMemoryCooldownStore,
  createRedisCooldownStore,
} from './cooldowns';
import { registerEventBudget } from './event-budget';
import { createFallbackMailbox, createMemoryMailbox, createRedisMailbox, type Mailbox } from './mailbox';
import { createRelayAdapter } from './relay-adapter';
import { createCrowd, type ToCrowd } from './sliced-room';
import type { RealtimeServer, RealtimeSocket } from './socket-types';

export const SOCKET_PATH = '/socket.io';
const MAX_MESSAGE_BYTES = 32 * 1024;

export interface RealtimeOptions {
  /** With Redis, every instance shares rooms, broadcasts and cooldowns through it (under its prefix). */
  redis?: RedisConnection | undefined;
  logger: FastifyBaseLogger;
  /** Sockets per address, and the proxies to believe about it (SOCKETS_PER_IP_MAX, TRUST_PROXY). */
  connectionLimit: ConnectionLimit;
}

export interface Realtime {
  io: RealtimeServer;
  /** Per-user cooldowns and action locks, shared across instances when Redis is configured. */
  cooldowns: CooldownStore;
  /** Notes kept for users who were not connected, shared across instances when Redis is configured. */
  mailbox: Mailbox;
  /**
   * A message to a room nearly every page is in, on every instance, written a part at a time: what
   * goes to every signed-in page (sliced-room.ts' createCrowd).
   */
  toCrowd: ToCrowd;
  /** Adds a domain's handlers to every new socket (after the handshake has set socket.data.user). */
  onConnection(register: (socket: RealtimeSocket) => void): void;
  /** Runs `stop` on close, before the sockets and Redis go (timers of a domain, for example). */
  onClose(stop: () => Promise<void> | void): void;
  close(): Promise<void>;
}

/**
 * The socket.io server on the app's own HTTP server (same origin, path /socket.io, so no CORS),
 * a limit of sockets per address, a budget of events per socket, and the Redis adapter when Redis is
 * configured. The accounts domain adds the token handshake (handshake.ts).
 */
export function createRealtime(httpServer: HttpServer, options: RealtimeOptions): Realtime {
  const { logger, redis } = options;
  const connectionLimit = createConnectionLimit(options.connectionLimit, logger);
  const io: RealtimeServer = new Server(httpServer, {
    path: SOCKET_PATH,
    serveClient: false,
    // Every message is a small JSON object; refuse anything larger than a chat line could need.
    maxHttpBufferSize: MAX_MESSAGE_BYTES,
    allowRequest: connectionLimit.allowRequest,
  });

  if (redis)
    io.adapter(createRelayAdapter(redis.client, redis.subscriber, { key: socketIoKey(redis.prefix) }));
  const cooldowns = redis
    ? createFallbackCooldownStore(
        createRedisCooldownStore(redis.client, redis.prefix),
        createMemoryCooldownStore(),
        redis,
      )
    : createMemoryCooldownStore();
  const mailbox = redis
    ? createFallbackMailbox(createRedisMailbox(redis.client, redis.prefix), createMemoryMailbox(), redis)
    : createMemoryMailbox();

  // First of the middlewares: a socket past its address's limit costs no token lookup.
  connectionLimit.register(io);
  registerEventBudget(io, logger);

  const stops: (() => Promise<void> | void)[] = [];
  let closed = false;

  return {
    io,
    cooldowns,
    mailbox,
    toCrowd: createCrowd(io, Boolean(redis)),
    onConnection(register) {
      io.on('connection', register);
    },
    onClose(stop) {
      stops.push(stop);
    },
    async close() {
      if (closed) return;
      closed = true;
      for (const stop of stops) await stop();
      // Not io.close(): that would also close the HTTP server, which belongs to Fastify. The connections
      // close without a 'disconnect' message, which would tell clients to stay away: they reconnect by
      // themselves, behind a proxy to another instance.
      io.engine.close();
      await Promise.allSettled([io.of('/').adapter.close()]);
    },
  };
}
