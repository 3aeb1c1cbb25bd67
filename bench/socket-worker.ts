import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import type { ChatMessage } from '../src/contract/social';
import { createTickWatch } from './crash-ticks';
import { type LightSocket, openLightSocket } from './light-socket';
import { FANOUT_PREFIX, type FromWorker, type ToWorker, type WorkerInput } from './socket-protocol';

// One worker thread of `npm run bench:sockets` and `npm run bench:crash`: opens its share of the
// signed-in sockets (websocket transport, no reconnection), notes when each receives each benchmark chat
// message or, for bench:crash, each crash tick (bench/crash-ticks.ts), and closes them all when told.
// The sockets are bench/light-socket.ts's, not socket.io-client's: the generator shares the cores of
// the servers it measures, and socket.io-client cost it more than the servers' own work; the bare
// reference servers and ours are measured with the same client.
// Talks to bench/socket-pool.ts through messages (bench/socket-protocol.ts).

const input = workerData as WorkerInput;
const port = parentPort;
if (!port) throw new Error('bench/socket-worker.ts runs as a worker thread');
const send = (message: FromWorker) => port.postMessage(message);
const wallClock = () => performance.timeOrigin + performance.now();

const sockets: LightSocket[] = [];
const ticks = input.watchCrash ? createTickWatch() : undefined;
let connected = 0;
let dropped = 0;
let closing = false;
/** Per message index: receive times so far, and whether they were already sent. */
const receipts = new Map<number, { times: number[]; sent: boolean }>();

function report(index: number, complete: boolean) {
  const entry = receipts.get(index) ?? { times: [], sent: false };
  if (entry.sent) return;
  entry.sent = true;
  receipts.set(index, entry);
  send({ type: 'received', index, times: entry.times, complete });
}

function onChat(message: ChatMessage) {
  const at = wallClock();
  if (!message.text.startsWith(FANOUT_PREFIX)) return;
  const index = Number(message.text.slice(FANOUT_PREFIX.length));
  let entry = receipts.get(index);
  if (!entry) {
    entry = { times: [], sent: false };
    receipts.set(index, entry);
  }
  if (entry.sent) return;
  entry.times.push(at);
  if (entry.times.length >= connected) report(index, true);
}

/** Null once connected, else why not. */
async function openOne(token: string): Promise<string | null> {
  try {
    const socket = await openLightSocket({
      url: input.url,
      auth: { token },
      timeoutMs: 60_000,
      onConnect: (open) => {
        sockets.push(open);
        connected += 1;
        open.on('chatMessage', onChat);
        ticks?.watch(open);
      },
      onDrop: () => {
        if (!closing) dropped += 1;
      },
    });
    // A socket connected after close() began (its handshake was in flight) goes too.
    if (closing) socket.close();
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

async function connectAll() {
  let next = 0;
  let failed = 0;
  const errors = new Map<string, number>();
  async function lane() {
    while (next < input.tokens.length && !closing) {
      const token = input.tokens[next] as string;
      next += 1;
      const error = await openOne(token);
      if (error !== null) {
        failed += 1;
        errors.set(error, (errors.get(error) ?? 0) + 1);
      }
    }
  }
  await Promise.all(Array.from({ length: input.concurrency }, lane));
  send({
    type: 'connected',
    connected,
    failed,
    errors: [...errors].map(([message, count]) => `${count} × ${message}`),
  });
}

port.on('message', (message: ToWorker) => {
  if (message.type === 'connect') void connectAll();
  else if (message.type === 'flush') report(message.index, false);
  else if (message.type === 'crashReport')
    send({ type: 'crashReport', report: ticks?.report() ?? { rounds: [], duplicates: 0 } });
  else if (message.type === 'close') {
    closing = true;
    for (const socket of sockets) socket.close();
    send({ type: 'closed', droppedMeanwhile: dropped });
  }
});
