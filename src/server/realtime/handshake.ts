import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { SocketUser } from '../../contract/socket-events';
import type { UserRow } from '../db/schema';
import { AppError } from '../http/errors';
import type { RealtimeServer, RealtimeSocket } from './socket-types';

export interface SocketAuthenticator {
  authenticate(token: string): Promise<UserRow>;
}

// The token stays on the server, out of socket.data (which the Redis adapter may send to other instances).
const tokens = new WeakMap<RealtimeSocket, string>();

export const userRoom = (userId: number) => `user:${userId}`;

/**
 * The room of the sockets signed in with one token (one session). Named by a short digest, so that
 * neither the token nor its stored hash travels through the adapter.
 */
export const sessionRoom = (token: string) =>
  `session:${createHash('sha256').update(`socket-room:${token}`).digest('hex').slice(0, 24)}`;

function handshakeToken(socket: RealtimeSocket): string | undefined {
  const auth = socket.handshake.auth as { token?: unknown } | undefined;
  const token = auth?.token;
  return typeof token === 'string' && token.length > 0 && token.length <= 512 ? token : undefined;
}

/** The user behind a token, or null when the token is unknown, expired or its owner banned. */
async function userOf(
  accounts: SocketAuthenticator,
  token: string,
  logger: FastifyBaseLogger,
): Promise<SocketUser | null> {
  try {
    const user = await accounts.authenticate(token);
    return { id: user.id, username: user.username };
  } catch (error) {
    if (!(error instanceof AppError)) logger.error({ err: error }, 'socket authentication failed');
    return null;
  }
}

/**
 * Every socket may connect: one with a valid `auth: { token }` acts as its user and joins the room
 * `user:<id>` and the room of its session; any other may only read the lobby.
 */
export function registerHandshake(
  io: RealtimeServer,
  accounts: SocketAuthenticator,
  logger: FastifyBaseLogger,
) {
  io.use(async (socket, next) => {
    const token = handshakeToken(socket);
    socket.data.user = token ? await userOf(accounts, token, logger) : null;
    if (token && socket.data.user) tokens.set(socket, token);
    next();
  });
  io.on('connection', (socket) => {
    const token = tokens.get(socket);
    if (socket.data.user && token) void socket.join([userRoom(socket.data.user.id), sessionRoom(token)]);
  });
}

/**
 * The user a socket acts for, checked again against the token so that a ban, a logout or an expiry
 * after the handshake takes effect at once; such a socket drops back to reading only.
 */
export async function actingUser(
  socket: RealtimeSocket,
  accounts: SocketAuthenticator,
  logger: FastifyBaseLogger,
): Promise<SocketUser | null> {
  const token = tokens.get(socket);
  const current = socket.data.user;
  if (!token || !current) return null;
  const user = await userOf(accounts, token, logger);
  if (!user) {
    socket.data.user = null;
    tokens.delete(socket);
    void socket.leave(userRoom(current.id));
    void socket.leave(sessionRoom(token));
    return null;
  }
  socket.data.user = user;
  return user;
}
