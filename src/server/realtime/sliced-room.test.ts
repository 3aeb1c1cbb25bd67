import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CrashCashoutEntry, CrashTick, CrashWins } from '../../contract/crash';
import { connectSocket, type TestSocket } from '../testing/socket-client';
import { createSlicedRoom, emitInParts, type Merge, type SlicedRoom } from './sliced-room';
import type { RealtimeServer, RealtimeSocket } from './socket-types';

const SLICES = 4;
const WATCHERS = 10;

describe('a sliced room', () => {
  const http = createServer();
  const io: RealtimeServer = new Server(http);
  const sockets: RealtimeSocket[] = [];
  const clients: TestSocket[] = [];
  let outsider: TestSocket;
  let room: SlicedRoom;
  /** The rooms io.local.to() was asked for, in order: one per slice a message went to. */
  const sent: string[] = [];

  beforeAll(async () => {
    // The room writes to this instance's sockets (io.local): each slice it writes to is noted.
    const local = Object.getOwnPropertyDescriptor(Server.prototype, 'local')?.get as () => typeof io.local;
    Object.defineProperty(io, 'local', {
      get() {
        const operator = local.call(io);
        const to = operator.to.bind(operator);
        operator.to = ((name: string) => {
          sent.push(name);
          return to(name);
        }) as typeof operator.to;
        return operator;
      },
    });
    room = createSlicedRoom(io, 'watchers', SLICES);
    io.on('connection', (socket) => sockets.push(socket));
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
    for (let i = 0; i < WATCHERS; i += 1) clients.push(await connectSocket(url));
    outsider = await connectSocket(url);
    for (const socket of sockets.slice(0, WATCHERS)) room.join(socket);
    // Joining twice changes nothing.
    room.join(sockets[0] as RealtimeSocket);
  });

  afterAll(async () => {
    for (const client of [...clients, outsider]) client.close();
    await io.close();
  });

  it('reaches every member once and in order, from the next turn of the event loop', async () => {
    sent.length = 0;
    const ticks: CrashTick[] = [1, 2, 3].map((id) => ({ id, elapsedMs: id * 100, multiplier: 1 }));
    for (const tick of ticks) room.emit('crashTick', tick);
    // Nothing is written while the caller runs: the slices go from the next turn on.
    expect(sent).toEqual([]);
    // The first slice goes in the next turn; how many follow in that turn depends on the turn's
    // budget of time (turn-queue.ts), so a busy machine may leave some for the turn after.
    await new Promise((resolve) => setImmediate(resolve));
    expect(sent[0]).toBe('watchers:0');

    for (const client of clients) {
      for (const tick of ticks) expect(await client.next('crashTick')).toEqual(tick);
    }
    expect(sent).toHaveLength(3 * SLICES);
    expect(sent.slice(0, SLICES)).toEqual(['watchers:0', 'watchers:1', 'watchers:2', 'watchers:3']);
    // The slices are even (10 sockets in 4 slices: 3, 3, 2, 2), and each socket is in one.
    const sizes = Array.from(
      { length: SLICES },
      (_, i) => io.sockets.adapter.rooms.get(`watchers:${i}`)?.size,
    );
    expect(sizes).toEqual([3, 3, 2, 2]);
    expect(outsider.all('crashTick')).toEqual([]);
  });

  it('merges a message into one of its kind still waiting, never into one sent, never across what cannot merge', async () => {
    const merge: Merge<CrashTick> = (waiting, next) =>
      waiting.id === next.id
        ? { ...next, cashouts: [...(waiting.cashouts ?? []), ...(next.cashouts ?? [])] }
        : undefined;
    const paid = (betId: number): CrashCashoutEntry => [betId, betId, 1.5, 15];
    const client = clients[WATCHERS - 1] as TestSocket;
    // Emitted at once, before any is sent: round 20's three ticks are one, carrying both cash-outs;
    // round 21's is its own.
    room.emit('crashTick', { id: 20, elapsedMs: 100, multiplier: 1, cashouts: [paid(1)] }, merge);
    room.emit('crashTick', { id: 20, elapsedMs: 200, multiplier: 1.01 }, merge);
    room.emit('crashTick', { id: 20, elapsedMs: 300, multiplier: 1.01, cashouts: [paid(2)] }, merge);
    room.emit('crashTick', { id: 21, elapsedMs: 100, multiplier: 1 }, merge);
    expect(await client.next('crashTick', (tick) => tick.id === 20)).toEqual({
      id: 20,
      elapsedMs: 300,
      multiplier: 1.01,
      cashouts: [paid(1), paid(2)],
    });
    await client.next('crashTick', (tick) => tick.id === 21);
    // Once sent, a message takes nothing more in: the next one goes on its own.
    room.emit('crashTick', { id: 21, elapsedMs: 200, multiplier: 1.01 }, merge);
    await client.next('crashTick', (tick) => tick.id === 21 && tick.elapsedMs === 200);
    expect(client.all('crashTick').filter((tick) => tick.id >= 20)).toHaveLength(3);
  });

  it('stops sending to a socket that left', async () => {
    const [left, sameSlice] = [sockets[0], clients[SLICES]] as [RealtimeSocket, TestSocket];
    room.leave(left);
    room.leave(left);
    expect(io.sockets.adapter.rooms.get('watchers:0')?.has(left.id)).toBe(false);
    room.emit('crashTick', { id: 9, elapsedMs: 900, multiplier: 1.05 });
    // Once another socket of its slice has it, the message was written: a message sent to the one
    // that left after that, on the same connection, comes to it with nothing before it.
    await sameSlice.next('crashTick', (tick) => tick.id === 9);
    left.emit('crashTick', { id: 10, elapsedMs: 1000, multiplier: 1.06 });
    await (clients[0] as TestSocket).next('crashTick', (tick) => tick.id === 10);
    const heard = (clients[0] as TestSocket).all('crashTick').map((tick) => tick.id);
    expect(heard.slice(heard.indexOf(21))).toEqual([21, 21, 10]);
  });

  it('withdraws a message still waiting: nothing, or another in its place, in its place in the order', async () => {
    const merge: Merge<CrashTick> = (waiting, next) => (waiting.id === next.id ? next : undefined);
    const paid: CrashCashoutEntry = [7, 7, 1.2, 12];
    const client = clients[WATCHERS - 1] as TestSocket;
    // Round 40's tick, carrying a cash-out, gives its place to that cash-out; round 41's tick gives
    // its place to nothing; round 42's is not asked for, and stays.
    room.emit('crashTick', { id: 40, elapsedMs: 100, multiplier: 1, cashouts: [paid] }, merge);
    room.withdraw('crashTick', (tick) =>
      tick.id === 40
        ? { event: 'crashCashedOut', payload: { roundId: 40, cashouts: tick.cashouts } }
        : undefined,
    );
    room.emit('crashRoundCrashed', { id: 40, crashPoint: 1.2, hash: 'h', elapsedMs: 3000 });
    room.emit('crashTick', { id: 41, elapsedMs: 100, multiplier: 1 }, merge);
    room.withdraw('crashTick', (tick) => (tick.id === 41 ? null : undefined));
    room.emit('crashTick', { id: 42, elapsedMs: 100, multiplier: 1 }, merge);
    room.withdraw('crashTick', (tick) => (tick.id === 41 ? null : undefined));
    // A withdrawn message takes nothing more in: this tick of round 40 goes on its own, after the crash.
    room.emit('crashTick', { id: 40, elapsedMs: 200, multiplier: 1.01 }, merge);

    await client.next('crashTick', (tick) => tick.id === 40 && tick.elapsedMs === 200);
    expect(client.all('crashCashedOut').at(-1)).toEqual({ roundId: 40, cashouts: [paid] });
    expect(client.all('crashRoundCrashed').at(-1)?.id).toBe(40);
    const ticks = client.all('crashTick').filter((tick) => tick.id >= 40);
    expect(ticks).toEqual([
      { id: 42, elapsedMs: 100, multiplier: 1 },
      { id: 40, elapsedMs: 200, multiplier: 1.01 },
    ]);
    // In order: the cash-out, then the crash, then round 42's tick.
    const order = client.allItems((event) => [event]);
    expect(order.slice(-4)).toEqual(['crashCashedOut', 'crashRoundCrashed', 'crashTick', 'crashTick']);
  });

  it('writes to a room its sockets joined whole a part at a time, from the next turn, each once', async () => {
    for (const socket of sockets.slice(0, WATCHERS)) await socket.join('signed-in');
    const wins: CrashWins = { roundId: 3, wins: [] };
    sent.length = 0;
    emitInParts(io, 'signed-in', 'crashWins', wins, 3);
    emitInParts(io, 'nobody-here', 'crashWins', wins, 3);
    expect(sent).toEqual([]);
    for (const client of clients) expect(await client.next('crashWins')).toEqual(wins);
    // 10 sockets in 3 parts: 4, 4 and 2, each socket in one; an empty room costs no write.
    const parts = sent as unknown as string[][];
    expect(parts.map((part) => part.length)).toEqual([4, 4, 2]);
    expect(new Set(parts.flat())).toEqual(new Set(sockets.slice(0, WATCHERS).map((socket) => socket.id)));
    expect(outsider.all('crashWins')).toEqual([]);
  });
});
