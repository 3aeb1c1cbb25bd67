import type { CoinSide } from '../games/coinflip';
import type { CoinflipResult, CoinflipSession } from './coinflip';

// Every socket.io message, both ways (SPEC.md section 7), typed with socket.io's event-map generics:
// `Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>` on the server,
// `Socket<ServerToClientEvents, ClientToServerEvents>` in the browser. The socket authenticates with
// `auth: { token }` in the handshake; the username, userId and joiner's choice that SPEC.md's payloads
// carry are accepted and ignored: the authenticated user acts, and a joiner takes the creator's other side.

export interface CreateSessionPayload {
  amount: number;
  choice: CoinSide;
  /** Ignored. */
  username?: string;
  /** Ignored. */
  userId?: unknown;
}

export interface SessionPayload {
  sessionId: number;
  /** Ignored. */
  username?: string;
  /** Ignored. */
  userId?: unknown;
  /** Ignored: the joiner takes the side opposite the creator's. */
  choice?: CoinSide;
}

export interface ClientToServerEvents {
  /** Answered with activeSessions. Open to signed-out sockets too. */
  getActiveSessions: () => void;
  /** Answered with userSessions for the authenticated user (the argument is ignored). */
  findUserSessions: (userId?: unknown) => void;
  /** Stakes `amount` and opens a waiting session: sessionCreated to everyone. */
  createSession: (payload: CreateSessionPayload) => void;
  /** Stakes the session's amount on the other side: sessionJoined, then gameResult after the flip. */
  joinSession: (payload: SessionPayload) => void;
  /** The creator lets the house's bot take a waiting session. */
  callBotToSession: (payload: SessionPayload) => void;
  /** Creates a session already taken by the bot: sessionCreated, sessionJoined, then gameResult. */
  playAgainstBot: (payload: CreateSessionPayload) => void;
  /** The creator cancels a waiting session and gets the stake back: sessionRemoved. */
  cancelSession: (payload: SessionPayload) => void;
}

export interface SocketErrorPayload {
  message: string;
  /** Seconds until the next action is accepted, when a cooldown refused this one. */
  cooldownRemaining?: number;
}

export interface ServerToClientEvents {
  /** The lobby: every waiting and active session, oldest first. */
  activeSessions: (sessions: CoinflipSession[]) => void;
  /** The user's open session, if any, and their latest finished ones, newest first. */
  userSessions: (sessions: CoinflipSession[]) => void;
  sessionCreated: (session: CoinflipSession) => void;
  sessionJoined: (session: CoinflipSession) => void;
  /** A session left the lobby (cancelled, or finished and announced). */
  sessionRemoved: (sessionId: number) => void;
  /** To both players when the flip animation ends. */
  gameResult: (result: CoinflipResult) => void;
  error: (error: SocketErrorPayload) => void;
}

/** Server instances talk only through the Redis adapter's broadcasts. */
export type InterServerEvents = Record<string, never>;

export interface SocketUser {
  id: number;
  username: string;
}

/** What the server keeps on each socket: the user of a valid handshake token, else null. */
export interface SocketData {
  user: SocketUser | null;
}
