import type { FastifyInstance } from 'fastify';
import { io, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '../../contract/socket-events';

export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
type EventName = keyof ServerToClientEvents;
type Payload<E extends EventName> = Parameters<ServerToClientEvents[E]>[0];

interface Received {
  event: string;
  payload: unknown;
  taken: boolean;
  /** Of a batched event: the indexes of the items taken by nextItem. */
  takenItems: Set<number>;
}

/** The items an event carries (none for most): for TestSocket.nextItem. */
export type ItemsOf<T> = (event: string, payload: unknown) => T[];

export interface TestSocket {
  socket: ClientSocket;
  /**
   * The first received, not yet taken `event` that matches, waiting for it if need be: each event is
   * taken once, so a test can walk through a sequence without missing or re-reading one.
   */
  next<E extends EventName>(
    event: E,
    match?: (payload: Payload<E>) => boolean,
    timeoutMs?: number,
  ): Promise<Payload<E>>;
  /**
   * The first not yet taken item that matches among the items `items` finds in each event received
   * (events that carry several, e.g. crash cash-outs, batched and riding on ticks), waiting for it if
   * need be; each item is taken once, apart from the event's own taking by next().
   */
  nextItem<T>(items: ItemsOf<T>, match: (item: T) => boolean, timeoutMs?: number): Promise<T>;
  /** Every item `items` finds in the events received so far, taken or not. */
  allItems<T>(items: ItemsOf<T>): T[];
  /** Every `event` received so far, taken or not. */
  all<E extends EventName>(event: E): Payload<E>[];
  close(): void;
}

/** The address of an app listening on port 0. */
export async function listenOnFreePort(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the app is not listening on TCP');
  return `http://127.0.0.1:${address.port}`;
}

export interface ConnectOptions {
  websocketOnly?: boolean;
  /** Sent with the handshake (and with every reconnection). */
  extraHeaders?: Record<string, string>;
  /** Reconnect after a dropped connection, as the web app does, this soon; without it, never. */
  reconnectionDelayMs?: number;
}

/** A socket.io client to `url`, signed in with `token` if given, connected before it resolves. */
export async function connectSocket(
  url: string,
  token?: string,
  options: ConnectOptions = {},
): Promise<TestSocket> {
  const socket: ClientSocket = io(url, {
    path: '/socket.io',
    auth: token ? { token } : {},
    transports: options.websocketOnly === false ? ['polling', 'websocket'] : ['websocket'],
    ...(options.extraHeaders ? { extraHeaders: options.extraHeaders } : {}),
    reconnection: options.reconnectionDelayMs !== undefined,
    reconnectionDelay: options.reconnectionDelayMs ?? 1000,
    reconnectionDelayMax: options.reconnectionDelayMs ?? 5000,
    forceNew: true,
  });
  const log: Received[] = [];
  const waiters = new Set<() => void>();
  socket.onAny((event: string, payload: unknown) => {
    log.push({ event, payload, taken: false, takenItems: new Set() });
    for (const wake of [...waiters]) wake();
  });

  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });

  function take<E extends EventName>(event: E, match?: (payload: Payload<E>) => boolean) {
    const entry = log.find(
      (item) => !item.taken && item.event === event && (!match || match(item.payload as Payload<E>)),
    );
    if (!entry) return undefined;
    entry.taken = true;
    return { payload: entry.payload as Payload<E> };
  }

  function takeItem<T>(items: ItemsOf<T>, match: (item: T) => boolean) {
    for (const entry of log) {
      const carried = items(entry.event, entry.payload);
      const index = carried.findIndex((item, i) => !entry.takenItems.has(i) && match(item));
      if (index === -1) continue;
      entry.takenItems.add(index);
      return { payload: carried[index] as T };
    }
    return undefined;
  }

  /** What `find` finds now, or once a later event makes it find something; rejected after timeoutMs. */
  function waitFor<T>(event: string, find: () => { payload: T } | undefined, timeoutMs: number): Promise<T> {
    const found = find();
    if (found) return Promise.resolve(found.payload);
    return new Promise((resolve, reject) => {
      const wake = () => {
        const hit = find();
        if (!hit) return;
        clearTimeout(timer);
        waiters.delete(wake);
        resolve(hit.payload);
      };
      const timer = setTimeout(() => {
        waiters.delete(wake);
        const seen = log.map((item) => item.event).join(', ');
        reject(new Error(`no matching '${event}' within ${timeoutMs} ms; received: ${seen}`));
      }, timeoutMs);
      waiters.add(wake);
    });
  }

  return {
    socket,
    next(event, match, timeoutMs = 5_000) {
      return waitFor(event, () => take(event, match), timeoutMs);
    },
    nextItem(items, match, timeoutMs = 5_000) {
      return waitFor('item', () => takeItem(items, match), timeoutMs);
    },
    allItems(items) {
      return log.flatMap((entry) => items(entry.event, entry.payload));
    },
    all(event) {
      return log.filter((item) => item.event === event).map((item) => item.payload as Payload<typeof event>);
    },
    close() {
      socket.disconnect();
    },
  };
}

/** Resolves after `ms` milliseconds (waits out a cooldown). */
export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The reason the socket gives when it is closed, e.g. 'io server disconnect'. */
export function disconnectReason(client: TestSocket): Promise<string> {
  return new Promise((resolve) => client.socket.once('disconnect', (reason) => resolve(reason)));
}

/** Resolves once the server has answered a request on the socket: proof that it is still open. */
export function roundTrip(client: TestSocket): Promise<unknown> {
  const answered = new Promise((resolve) => client.socket.once('activeSessions', resolve));
  client.socket.emit('getActiveSessions');
  return answered;
}
