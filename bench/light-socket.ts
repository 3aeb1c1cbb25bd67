import WebSocket from 'ws';

// The benchmarks' watching sockets (bench/socket-worker.ts), on `ws` alone: socket.io-client's Manager,
// Engine, Socket, parser and emitters cost the load generator more than the server it measures, and the
// two share this machine's cores, so its cost showed up as the server's. This speaks just what those
// sockets need of engine.io protocol 4 / socket.io protocol 5, over the websocket transport only:
//   engine.io  '0{...}' open (pingInterval, pingTimeout) · '2' ping, answered '3' · '1' close · '4…' message
//   socket.io  '40{auth}' connect to '/' → '40{sid}' done or '44{message}' refused · '41' disconnect
//              '42["event",...]' event (no acks, no binary attachments, no other namespace)
// An incoming event is matched on its raw bytes against the events listened to; only a match is parsed,
// every other frame costs a few byte comparisons. No reconnection: a close that close() did not ask for
// (the server's, the network's, or a ping missed for pingInterval + pingTimeout, as engine.io-client
// decides) is a drop, told once through onDrop.

export type Listener = (...args: never[]) => void;

export interface LightSocket {
  /** Parses and hands over event `event`'s frames to `listener` (events with at least one argument). */
  on(event: string, listener: Listener): void;
  /**
   * Hands over event `event`'s frames as received (`42["event",...]`), unparsed: for a listener that
   * reads a part of a long message (a crash tick's own fields, not the cash-outs riding on it).
   */
  onFrame(event: string, listener: (frame: Buffer) => void): void;
  emit(event: string, ...args: unknown[]): void;
  /** Leaves the namespace and closes the connection; not a drop. */
  close(): void;
}

export interface LightSocketOptions {
  /** The server, http://host:port; the socket.io path is /socket.io/. */
  url: string;
  /** The handshake's auth payload, as socket.io-client's `auth` option. */
  auth: Record<string, unknown>;
  /** Longest wait for the namespace's answer, from the start (socket.io-client's `timeout`). */
  timeoutMs: number;
  /**
   * Called once the server accepted the socket, before the promise settles and before any later frame
   * is read, so that listeners added here miss nothing (as socket.io-client's 'connect' listeners).
   */
  onConnect(socket: LightSocket): void;
  /** Called once when the connection goes without close(), after the socket connected. */
  onDrop(reason: string): void;
}

interface Route {
  /** `42["event"`: the frame's bytes up to the event's name and its closing quote. */
  prefix: Buffer;
  /** The frame as received: a parsing listener's route parses it here. */
  handle: (frame: Buffer) => void;
}

const QUOTE_END = [0x2c, 0x5d]; // ',' or ']' after the name

function matches(frame: Buffer, prefix: Buffer): boolean {
  const length = prefix.length;
  if (frame.length <= length || !QUOTE_END.includes(frame[length] as number)) return false;
  for (let i = 0; i < length; i += 1) if (frame[i] !== prefix[i]) return false;
  return true;
}

/**
 * Opens one socket on namespace '/'; resolves once the server accepted it, rejects with socket.io-client's
 * words where it has them ('timeout', 'websocket error', the server's connect_error message).
 */
export function openLightSocket(options: LightSocketOptions): Promise<LightSocket> {
  const url = `${options.url.replace(/^http/, 'ws')}/socket.io/?EIO=4&transport=websocket`;
  // Both servers measured leave permessage-deflate off (socket.io's default): not offered either.
  const ws = new WebSocket(url, { perMessageDeflate: false, skipUTF8Validation: true });
  const routes: Route[] = [];
  let state: 'opening' | 'open' | 'closed' = 'opening';
  let pingTimer: NodeJS.Timeout | undefined;
  let pingWindowMs = 0;

  const socket: LightSocket = {
    on(event, listener) {
      socket.onFrame(event, (frame) => {
        const [, ...args] = JSON.parse(frame.toString('utf8', 2)) as [string, ...never[]];
        listener(...args);
      });
    },
    onFrame(event, handle) {
      routes.push({ prefix: Buffer.from(`42[${JSON.stringify(event)}`), handle });
    },
    emit(event, ...args) {
      if (state === 'open') ws.send(`42${JSON.stringify([event, ...args])}`);
    },
    close() {
      if (state === 'closed') return;
      const wasOpen = state === 'open';
      state = 'closed';
      clearTimeout(pingTimer);
      if (wasOpen && ws.readyState === WebSocket.OPEN) ws.send('41');
      ws.close();
    },
  };

  return new Promise((resolve, reject) => {
    const handshakeTimer = setTimeout(() => fail('timeout'), options.timeoutMs);

    function fail(reason: string) {
      if (state !== 'opening') return;
      clearTimeout(handshakeTimer);
      socket.close();
      reject(new Error(reason));
    }

    function drop(reason: string) {
      if (state === 'opening') return fail(reason);
      if (state === 'closed') return;
      state = 'closed';
      clearTimeout(pingTimer);
      ws.terminate();
      options.onDrop(reason);
    }

    function armPing() {
      if (pingTimer) pingTimer.refresh();
      else pingTimer = setTimeout(() => drop('ping timeout'), pingWindowMs).unref();
    }

    function onSocketIo(frame: Buffer) {
      const type = frame[1];
      if (type === 0x32 /* 2: event */) {
        for (const route of routes) if (matches(frame, route.prefix)) route.handle(frame);
      } else if (type === 0x30 /* 0: connected */ && state === 'opening') {
        clearTimeout(handshakeTimer);
        state = 'open';
        options.onConnect(socket);
        resolve(socket);
      } else if (type === 0x34 /* 4: connect error */) {
        const data = JSON.parse(frame.toString('utf8', 2)) as { message?: string };
        fail(data.message ?? 'connect error');
      } else if (type === 0x31 /* 1: disconnected by the server */) drop('io server disconnect');
    }

    ws.on('message', (data: Buffer, isBinary) => {
      if (isBinary || state === 'closed') return;
      const kind = data[0];
      if (kind === 0x34 /* 4: message */) onSocketIo(data);
      else if (kind === 0x32 /* 2: ping */) {
        ws.send('3');
        armPing();
      } else if (kind === 0x30 /* 0: open */) {
        const open = JSON.parse(data.toString('utf8', 1)) as { pingInterval: number; pingTimeout: number };
        pingWindowMs = open.pingInterval + open.pingTimeout;
        armPing();
        ws.send(`40${JSON.stringify(options.auth)}`);
      } else if (kind === 0x31 /* 1: close */) drop('transport close');
    });
    ws.on('error', () => drop('websocket error'));
    ws.on('close', () => drop('transport close'));
  });
}
