import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { SocketUser } from '../../contract/socket-events';
import type { UserRow } from '../db/schema';
import { AppError } from '../http/errors';
import { hashToken } from '../http/tokens';
import type { RealtimeServer, RealtimeSocket } from './socket-types';

export interface SocketAuthenticator {
  authenticate(token: string): Promise<UserRow>;
}

/** What the handshake asks of a token: its user, and when it expires (ISO 8601). */
export interface SessionAuthenticator extends SocketAuthenticator {
  sessionOf(token: string): Promise<{ user: UserRow; expiresAt: string }>;
}

// The token stays on the server, out of socket.data (which the Redis adapter may send to other instances).
const sessions = new WeakMap<RealtimeSocket, { token: string; expiresAt: string }>();

/** setTimeout's longest delay (about 24.8 days); a longer one would fire at once. */
const MAX_TIMER_MS = 2 ** 31 - 1;

export const userRoom = (userId: number) => `user:${userId}`;

/**
 * The room of the sockets signed in with one token (one session), named from the token's stored hash
 * so that any instance that ends a session by its hash can close its sockets. A digest of the hash,
 * so that the hash itself does not travel through the adapter as a room name.
 */
export const sessionRoom = (tokenHash: string) =>
  `session:${createHash('sha256').update(`socket-room:${tokenHash}`).digest('hex').slice(0, 24)}`;

function handshakeToken(socket: RealtimeSocket): string | undefined {
  const auth = socket.handshake.auth as { token?: unknown } | undefined;
  const token = auth?.token;
  return typeof token === 'string' && token.length > 0 && token.length <= 512 ? token : undefined;
}

/** Null for what a socket may not act with (unknown, expired or banned); a failure of ours is logged. */
async function orNull<T>(check: Promise<T>, logger: FastifyBaseLogger): Promise<T | null> {
  try {
    return await check;
  } catch (error) {
    if (!(error instanceof AppError)) logger.error({ err: error }, 'socket authentication failed');
    return null;
  }
}

const socketUser = (user: UserRow): SocketUser => ({ id: user.id, username: user.username });

/**
 * Closes the socket when its token expires. One unref'd timer per socket, cleared when it goes; a
 * token that outlives setTimeout's range is looked at again at the range's end.
 */
export function closeAtExpiry(socket: Pick<RealtimeSocket, 'disconnect' | 'once'>, expiresAt: string) {
  let timer: NodeJS.Timeout | undefined;
  const arm = () => {
    const left = Date.parse(expiresAt) - Date.now();
    // From a timer even when already past, so that every 'connection' handler (presence) runs first.
    timer =
      left > MAX_TIMER_MS
        ? setTimeout(arm, MAX_TIMER_MS)
        : setTimeout(() => socket.disconnect(true), Math.max(left, 0));
    timer.unref();
  };
  socket.once('disconnect', () => clearTimeout(timer));
  arm();
}

/**
 * Every socket may connect: one with a valid `auth: { token }` acts as its user, joins the room
 * `user:<id>` and the room of its session, and is closed when its token expires; any other may only
 * read the lobby. A logout, a ban or a password change closes the rooms' sockets (accounts/domain.ts).
 */
export function registerHandshake(
  io: RealtimeServer,
  accounts: SessionAuthenticator,
  logger: FastifyBaseLogger,
) {
  io.use(async (socket, next) => {
    const token = handshakeToken(socket);
    const session = token ? await orNull(accounts.sessionOf(token), logger) : null;
    socket.data.user = session ? socketUser(session.user) : null;
    if (token && session) sessions.set(socket, { token, expiresAt: session.expiresAt });
    next();
  });
  io.on('connection', (socket) => {
    const session = sessions.get(socket);
    if (!socket.data.user || !session) return;
    void socket.join([userRoom(socket.data.user.id), sessionRoom(hashToken(session.token))]);
    closeAtExpiry(socket, session.expiresAt);
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
  const token = sessions.get(socket)?.token;
  const current = socket.data.user;
  if (!token || !current) return null;
  const user = await orNull(accounts.authenticate(token), logger);
  if (!user) {
    socket.data.user = null;
    sessions.delete(socket);
    void socket.leave(userRoom(current.id));
    void socket.leave(sessionRoom(hashToken(token)));
    return null;
  }
  socket.data.user = socketUser(user);
  return socketUser(user);
}
