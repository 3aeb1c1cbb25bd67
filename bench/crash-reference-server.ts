import { createServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import { Server } from 'socket.io';
import { CRASH_TICKS_PER_SECOND } from '../src/contract/crash-texts';
import type { ClientToServerEvents, ServerToClientEvents } from '../src/contract/socket-events';
import { multiplierAt } from '../src/games/crash';

// bench:crash's reference: a bare socket.io server (none of our code: no handshake, no budgets, no
// database) whose sockets join one room on watchCrash, as ours do. POST /run?ticks=N broadcasts a
// round start and then N ticks of the same shape and rate as our driver's ({ id, elapsedMs,
// multiplier } every 100 ms) to that room, and answers once the last is sent. With REDIS_URL it uses
// the Redis adapter, as our instances do: two of them on one Redis are the reference for two of ours
// (only the one asked to run broadcasts; the other relays).

const TICK_MS = 1000 / CRASH_TICKS_PER_SECOND;
const ROOM = 'crash:watchers';
const env = process.env;

const http = createServer();
const io = new Server<ClientToServerEvents, ServerToClientEvents>(http, {
  serveClient: false,
  transports: ['websocket'],
});
const redis = env.REDIS_URL ? new Redis(env.REDIS_URL) : undefined;
const subscriber = redis?.duplicate();
if (redis && subscriber) {
  io.adapter(createAdapter(redis, subscriber, { key: `${env.REDIS_KEY_PREFIX ?? 'bench'}:socket.io` }));
}
io.on('connection', (socket) => {
  socket.on('watchCrash', (watching) => {
    if (watching === true) void socket.join(ROOM);
  });
});

let round = 0;
const sleep = (ms: number) => new Promise((done) => setTimeout(done, Math.max(0, ms)));

/** A round's start, then `ticks` ticks on the driver's schedule: at each whole 100 ms of the round. */
async function run(ticks: number): Promise<void> {
  round += 1;
  const id = round;
  const startMs = Date.now();
  io.to(ROOM).emit('crashRoundStarted', { id, startedAt: new Date(startMs).toISOString() });
  for (let i = 1; i <= ticks; i += 1) {
    await sleep(startMs + i * TICK_MS - Date.now());
    const elapsedMs = Date.now() - startMs;
    io.to(ROOM).emit('crashTick', { id, elapsedMs, multiplier: multiplierAt(elapsedMs) });
  }
}

http.on('request', (request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  if (url.pathname === '/health') {
    response.end('ok');
    return;
  }
  if (request.method === 'POST' && url.pathname === '/run') {
    void run(Number(url.searchParams.get('ticks') ?? 0)).then(() => response.end('done'));
    return;
  }
  if (url.pathname.startsWith('/socket.io')) return;
  response.statusCode = 404;
  response.end();
});

http.listen(Number(env.PORT ?? 3001), '127.0.0.1');

process.on('SIGTERM', () => {
  io.close();
  redis?.disconnect();
  subscriber?.disconnect();
  process.exit(0);
});
