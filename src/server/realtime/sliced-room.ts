import { performance } from 'node:perf_hooks';
import type { ServerToClientEvents } from '../../contract/socket-events';
import type { RealtimeServer, RealtimeSocket } from './socket-types';

type EventName = keyof ServerToClientEvents;

/** How many parts a large room is cut into: 10,000 sockets make parts of 1,000, about 10 ms of writes each. */
export const ROOM_SLICES = 10;
/**
 * How long one turn of the event loop sends slices for: several small ones go in one turn (a turn
 * has its own cost), and a request waits for one turn at most.
 */
const TURN_MS = 10;

/**
 * A room of many sockets (every page watching crash) whose messages must not hold the event loop:
 * socket.io writes a broadcast to each socket at once (10,000 sockets are 10,000 writes, 100 ms and
 * more on a small machine), during which no bet or cash-out is answered. Here the room is `slices`
 * rooms, each socket joining one (in turn, so they stay even), and messages go out slice by slice,
 * for TURN_MS of each turn of the event loop: requests are served in between. Messages keep their order for every
 * socket (one queue), and through the Redis adapter each slice is one publish, relayed by every
 * instance to its own sockets of that slice.
 */
export function createSlicedRoom(io: RealtimeServer, name: string, slices = ROOM_SLICES) {
  const sliceOf = new WeakMap<RealtimeSocket, number>();
  const queue: (() => void)[] = [];
  let joined = 0;
  let draining = false;

  /** Slices are sent until TURN_MS have gone by (at least one), then the loop serves what waits. */
  function drain(): void {
    const until = performance.now() + TURN_MS;
    do queue.shift()?.();
    while (queue.length > 0 && performance.now() < until);
    if (queue.length > 0) setImmediate(drain);
    else draining = false;
  }

  return {
    join(socket: RealtimeSocket): void {
      if (sliceOf.has(socket)) return;
      const slice = joined % slices;
      joined += 1;
      sliceOf.set(socket, slice);
      void socket.join(`${name}:${slice}`);
    },
    leave(socket: RealtimeSocket): void {
      const slice = sliceOf.get(socket);
      if (slice === undefined) return;
      sliceOf.delete(socket);
      void socket.leave(`${name}:${slice}`);
    },
    /** To every socket of the room on every instance, from the next turn of the event loop, slice by slice. */
    emit<E extends EventName>(event: E, ...args: Parameters<ServerToClientEvents[E]>): void {
      for (let slice = 0; slice < slices; slice += 1) {
        // The typed emit cannot follow a generic event name; the call is the event map's own.
        queue.push(() =>
          (io.to(`${name}:${slice}`).emit as (e: E, ...a: typeof args) => void)(event, ...args),
        );
      }
      if (draining) return;
      draining = true;
      setImmediate(drain);
    },
  };
}

export type SlicedRoom = ReturnType<typeof createSlicedRoom>;
