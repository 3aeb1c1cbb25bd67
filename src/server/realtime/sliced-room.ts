import type { ServerToClientEvents } from '../../contract/socket-events';
import type { RealtimeServer, RealtimeSocket } from './socket-types';
import { socketWrites, type WriteQueue } from './turn-queue';

type EventName = keyof ServerToClientEvents;
type Payload<E extends EventName> = Parameters<ServerToClientEvents[E]>[0];
/** One message `merge`d from a waiting one and a newer one of the same event, or undefined if they cannot be. */
export type Merge<T> = (waiting: T, next: T) => T | undefined;

interface Job {
  slice: number;
  /** Undefined once withdrawn with nothing to say instead: the job writes nothing. */
  event: EventName | undefined;
  payload: unknown;
}

/** A message to put in the place of a waiting one: its event and payload, or null for nothing at all. */
export type Instead = { event: EventName; payload: unknown } | null;

/**
 * How many parts a large room is cut into: 10,000 sockets make parts of 250, 5 to 8 ms of writes each on
 * a loaded two-core machine; a request waits for one part at most. In bench:crash (SQLite), 10 parts
 * made the cash-out p99 twice 20 parts', and 40 parts took it from 79 to 40 ms against 20 (each part is
 * a message's encoding more: a tick's is a few bytes, a list of bets is merged to one a tick).
 */
export const ROOM_SLICES = 40;

/** Whether any of this instance's sockets is in `room`: a message to an empty one still costs its encoding. */
export function hasLocalSockets(io: RealtimeServer, room: string): boolean {
  return (io.sockets.adapter.rooms.get(room)?.size ?? 0) > 0;
}

/**
 * `event` to every socket of `room` on this instance, in `parts` parts through the write queue (from the
 * next turn of the event loop, a few milliseconds of writes a turn), for a room whose sockets did not
 * join in slices: every signed-in page's room (CHAT_ROOM), which a round's wins go to. Written at once,
 * 10,000 sockets held the event loop for 170 to 280 ms after each crash in bench:crash. The sockets are
 * those in the room now; one that leaves before its part goes gets nothing.
 */
export function emitInParts<E extends EventName>(
  io: RealtimeServer,
  room: string,
  event: E,
  payload: Payload<E>,
  parts = ROOM_SLICES,
  writes: WriteQueue = socketWrites,
): void {
  const members = io.sockets.adapter.rooms.get(room);
  if (!members || members.size === 0) return;
  const ids = [...members];
  const size = Math.ceil(ids.length / parts);
  for (let start = 0; start < ids.length; start += size) {
    const part = ids.slice(start, start + size);
    // The typed emit cannot follow a generic event name; the call is the event map's own.
    writes.push(() => (io.local.to(part).emit as (name: string, data: unknown) => void)(event, payload));
  }
}

/** The server-side event that carries a message for a crowd to the other instances (Redis only). */
export const CROWD_EVENT = 'realtime:toCrowd';

/** `event` to every socket of `room`, on every instance, a part at a time (see createCrowd). */
export type ToCrowd = <E extends EventName>(room: string, event: E, payload: Payload<E>) => void;

/**
 * Messages to a room that nearly every page is in (every signed-in page's CHAT_ROOM), on every
 * instance: each writes them to its own sockets a part at a time (emitInParts), the others hearing of
 * one once, as a server-side event (`cluster`, with Redis). Through the Redis adapter instead, each
 * instance would write it to all its sockets at once. One per server: it listens for that event.
 * A round's wins go this way. Chat lines do not (yet): in bench:sockets (10,000 sockets, SQLite)
 * their fan-out p99 went from 189-199 ms to 237-266 ms this way, past issue 14's 250 ms in some runs,
 * though the other requests no longer wait for them (docs/performance.md, after the bench:sockets table).
 */
export function createCrowd(io: RealtimeServer, cluster: boolean): ToCrowd {
  if (cluster) {
    io.on(CROWD_EVENT, (room: unknown, event: unknown, payload: unknown) => {
      if (typeof room === 'string' && typeof event === 'string') {
        emitInParts(io, room, event as EventName, payload as Payload<EventName>);
      }
    });
  }
  return (room, event, payload) => {
    emitInParts(io, room, event, payload);
    if (cluster) io.serverSideEmit(CROWD_EVENT, room, event, payload);
  };
}

/**
 * A room of many sockets (every page watching crash) whose messages must not hold the event loop:
 * socket.io writes a broadcast to each socket at once (10,000 sockets are 10,000 writes, 100 ms and
 * more on a small machine), during which no bet or cash-out is answered. Here the room is `slices`
 * rooms, each socket joining one (in turn, so they stay even), and messages go out slice by slice,
 * for a few milliseconds of each turn of the event loop (turn-queue.ts): requests are served in
 * between. Messages keep their order for every socket (one queue). The room is this instance's
 * sockets only: a message meant for every instance's is handed to each, which emits it here
 * (crash/broadcasts.ts), so that each merges and withdraws what it cannot write in time.
 */
export function createSlicedRoom(
  io: RealtimeServer,
  name: string,
  slices = ROOM_SLICES,
  writes: WriteQueue = socketWrites,
) {
  const sliceOf = new WeakMap<RealtimeSocket, number>();
  /** The jobs not sent yet that a newer message of their kind may be merged into, by event and slice. */
  const mergeable = new Map<string, Job>();
  let joined = 0;

  function send(job: Job): void {
    if (job.event === undefined) return;
    const key = `${job.event}:${job.slice}`;
    if (mergeable.get(key) === job) mergeable.delete(key);
    const room = `${name}:${job.slice}`;
    if (!hasLocalSockets(io, room)) return;
    // This instance's sockets only: each instance writes a message to its own (see crash/broadcasts.ts).
    // The typed emit cannot follow a generic event name; the call is the event map's own.
    (io.local.to(room).emit as (event: string, payload: unknown) => void)(job.event, job.payload);
  }

  return {
    /**
     * Takes back the messages of `event` still waiting for a slice (those emitted with a merge), where
     * `instead(waiting)` says so: null, the slice gets nothing in its place; a message, that message
     * goes in its place (what the waiting one carried that must not be lost); undefined, it stays.
     * Either way it takes nothing more in. For what a newer message makes stale: a crash's watchers
     * need no tick of the curve that crashed, and writing it to thousands of sockets before the crash
     * only holds the crash back.
     */
    withdraw<E extends EventName>(event: E, instead: (waiting: Payload<E>) => Instead | undefined): void {
      for (let slice = 0; slice < slices; slice += 1) {
        const key = `${event}:${slice}`;
        const job = mergeable.get(key);
        if (!job) continue;
        const other = instead(job.payload as Payload<E>);
        if (other === undefined) continue;
        mergeable.delete(key);
        job.event = other?.event;
        job.payload = other?.payload;
      }
    },
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
    /**
     * To every socket of the room on every instance, from the next turn of the event loop, slice by
     * slice. With `merge`, a message of the same event still waiting for a slice takes this one in
     * (merge(waiting, this), or undefined when they cannot be one), rather than queueing behind it:
     * when the sockets cannot take messages as fast as they come (a tick every 100 ms to more
     * sockets than the machine writes to in 100 ms), the slower slices get fewer, fuller messages,
     * and the queue never grows.
     */
    emit<E extends EventName>(event: E, payload: Payload<E>, merge?: Merge<Payload<E>>): void {
      for (let slice = 0; slice < slices; slice += 1) {
        const key = `${event}:${slice}`;
        const waiting = merge && mergeable.get(key);
        const merged = waiting && merge(waiting.payload as Payload<E>, payload);
        if (waiting && merged !== undefined) {
          waiting.payload = merged;
          continue;
        }
        const job: Job = { slice, event, payload };
        writes.push(() => send(job));
        if (merge) mergeable.set(key, job);
      }
    },
  };
}

export type SlicedRoom = ReturnType<typeof createSlicedRoom>;
