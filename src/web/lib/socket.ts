import { useEffect, useState, useSyncExternalStore } from 'react';
import { io, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '../../contract/socket-events';
import { api, endedSession } from './api';

/** The app's socket, typed by the contract's event maps (what the server sends, what we send). */
export type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
export type ConnectionState = 'connecting' | 'connected' | 'disconnected';

/** SPEC.md section 9: same origin on /socket.io, reconnect after 1 s up to 5 s with 0.5 jitter, forever. */
export const SOCKET_OPTIONS = {
  path: '/socket.io',
  reconnection: true,
  reconnectionAttempts: Number.POSITIVE_INFINITY,
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  randomizationFactor: 0.5,
  timeout: 20_000,
} as const;

/** A release followed at once by a new use (React's strict-mode remount, a quick page change) keeps the socket. */
const RELEASE_DELAY_MS = 1000;

interface Connection {
  token: string;
  socket: AppSocket;
  users: number;
  state: ConnectionState;
  releaseTimer?: ReturnType<typeof setTimeout>;
}

let current: Connection | null = null;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function setState(connection: Connection, state: ConnectionState): void {
  if (connection.state === state) return;
  connection.state = state;
  notify();
}

function open(token: string): Connection {
  // WebSocket only: behind a load balancer, long-polling's requests would each need the same instance.
  const socket: AppSocket = io({ ...SOCKET_OPTIONS, transports: ['websocket'], auth: { token } });
  const connection: Connection = { token, socket, users: 0, state: 'connecting' };
  socket.on('connect', () => setState(connection, 'connected'));
  socket.on('disconnect', (reason) => {
    if (reason === 'io client disconnect') return setState(connection, 'disconnected');
    setState(connection, 'connecting');
    // socket.io does not retry after the server closed the socket: we do. The server closes it when
    // it shuts down, and when the session ends (a ban, a password changed elsewhere): asking who we
    // are tells the two apart, and a 401 or ban answer signs the page out at once (see api.ts).
    if (reason === 'io server disconnect') {
      setTimeout(() => {
        if (current !== connection) return;
        api('GET /api/users/me').then(
          () => {
            if (current === connection) socket.connect();
          },
          (error: unknown) => {
            // The same test as the one that signs the page out: any other failure tries again.
            if (current === connection && !endedSession(error)) socket.connect();
          },
        );
      }, SOCKET_OPTIONS.reconnectionDelay);
    }
  });
  socket.on('connect_error', () => setState(connection, socket.active ? 'connecting' : 'disconnected'));
  socket.io.on('reconnect_attempt', () => setState(connection, 'connecting'));
  return connection;
}

function close(connection: Connection): void {
  clearTimeout(connection.releaseTimer);
  connection.socket.disconnect();
  setState(connection, 'disconnected');
  if (current === connection) current = null;
  notify();
}

/** The one socket of the signed-in session: a new token (another login) replaces the old socket. */
function acquire(token: string): Connection {
  if (current && current.token !== token) close(current);
  if (!current) current = open(token);
  clearTimeout(current.releaseTimer);
  current.users += 1;
  return current;
}

function release(connection: Connection): void {
  connection.users -= 1;
  if (connection.users > 0) return;
  clearTimeout(connection.releaseTimer);
  connection.releaseTimer = setTimeout(() => {
    if (connection.users <= 0) close(connection);
  }, RELEASE_DELAY_MS);
}

/** Closes the socket at once (logout); the next useSocket with a token opens a new one. */
export function disconnectSocket(): void {
  if (current) close(current);
}

export interface SocketHandle {
  socket: AppSocket | null;
  state: ConnectionState;
  connected: boolean;
}

/**
 * The shared socket for `token` (the signed-in session's bearer token) and its connection state.
 * Every component using it shares one connection; it closes once the last one lets go, or at once
 * when the token changes or becomes null (login as someone else, logout).
 */
export function useSocket(token: string | null): SocketHandle {
  const [connection, setConnection] = useState<Connection | null>(null);

  useEffect(() => {
    if (!token) {
      if (current) close(current);
      setConnection(null);
      return;
    }
    const acquired = acquire(token);
    setConnection(acquired);
    return () => release(acquired);
  }, [token]);

  const live = connection && connection.token === token ? connection : null;
  const state = useSyncExternalStore(subscribe, () =>
    live ? live.state : token ? 'connecting' : 'disconnected',
  );
  return { socket: live?.socket ?? null, state, connected: state === 'connected' };
}
