import type { FastifyBaseLogger } from 'fastify';
import { LIVE_BETS_LIMIT, LIVE_BETS_PUSH_MS } from '../../../contract/live-bets';
import { hasLocalSockets, ROOM_SLICES } from '../../realtime/sliced-room';
import type { RealtimeServer, RealtimeSocket } from '../../realtime/socket-types';
import { socketWrites } from '../../realtime/turn-queue';
import { createFeedCursor, FEED_CURSOR_DEFAULTS, type FeedCursorOptions } from './feed-cursor';
import type { FeedRow, LiveBetsRepository } from './repository';
import { pushedBets, toLiveBet } from './views';

export interface LiveFeedOptions {
  repository: Pick<LiveBetsRepository, 'latestId' | 'after' | 'byIds' | 'newestOfEachTab'>;
  io: RealtimeServer;
  logger: FastifyBaseLogger;
  intervalMs?: number;
  /**
   * Records read one by one per push at most. More ids than this since the last read are a burst: of
   * it, only what one push shows is read, the newest LIVE_BETS_LIMIT of each tab.
   */
  readLimit?: number;
  cursor?: FeedCursorOptions;
}

const ROOM = 'live-bets';

/**
 * The live bets feed of this instance. Every LIVE_BETS_PUSH_MS, while a socket of this instance
 * watches, it reads the records committed since its last read (by id, after the commits: the bet
 * path does nothing for it) and pushes them as one `liveBets` message to its own watching sockets
 * only (`io.local`): each instance reads the database itself, so a message through the Redis adapter
 * would reach every page once per instance. However many bets are placed, a page gets at most one
 * message per interval. The room is cut in slices written a few milliseconds a turn (turn-queue.ts),
 * so a large audience does not hold the event loop.
 *
 * In a burst (more than `readLimit` ids since the last read: thousands of bets a second) a push shows
 * the newest LIVE_BETS_LIMIT of each tab, as a page's table holds no more; so the feed reads only
 * those, as of the newest id, rather than every record, and does not wait for ids of the burst still
 * uncommitted. A busy feed stays live (it never falls behind reading a backlog) and costs the bets
 * about as little as a quiet one.
 */
export function createLiveFeed(options: LiveFeedOptions) {
  const { repository, io, logger } = options;
  const intervalMs = options.intervalMs ?? LIVE_BETS_PUSH_MS;
  const readLimit = options.readLimit ?? 500;
  const cursor = createFeedCursor<FeedRow>(options.cursor ?? FEED_CURSOR_DEFAULTS);
  const watchers = new Map<string, number>();
  let joined = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> = Promise.resolve();
  let stopped = true;

  async function read(): Promise<void> {
    // Nobody watching here: only keep up with the newest id (one index read), so that a page that
    // starts watching gets what was committed since the last interval, as well as its first page.
    if (watchers.size === 0 || cursor.last === null) {
      const joinedBefore = joined;
      const latest = await repository.latestId();
      // A page began watching while that id was read: records committed after its watch may lie
      // under it, so the mark stays where the last read left it and the next read pushes from there.
      if (joined !== joinedBefore && cursor.last !== null) return;
      return cursor.start(latest);
    }
    const last = cursor.last;
    const latest = await repository.latestId();
    let rows: FeedRow[];
    if (latest - last > readLimit) {
      rows = await repository.newestOfEachTab(last, latest, LIVE_BETS_LIMIT);
      cursor.start(latest);
    } else {
      const awaited = cursor.awaited();
      const late = awaited.length > 0 ? await repository.byIds(awaited) : [];
      const fresh = latest > last ? await repository.after(last, readLimit) : [];
      rows = cursor.accept(fresh, late, Date.now());
    }
    if (rows.length === 0 || watchers.size === 0) return;
    const payload = { bets: pushedBets(rows.map(toLiveBet)) };
    for (let slice = 0; slice < ROOM_SLICES; slice += 1) {
      const room = `${ROOM}:${slice}`;
      if (hasLocalSockets(io, room)) socketWrites.push(() => io.local.to(room).emit('liveBets', payload));
    }
  }

  function schedule(): void {
    if (stopped) return;
    timer = setTimeout(() => {
      running = read()
        .catch((error: unknown) => logger.warn({ err: error }, 'live bets feed: read failed'))
        .finally(schedule);
    }, intervalMs);
  }

  return {
    watch(socket: RealtimeSocket): void {
      if (watchers.has(socket.id)) return;
      const slice = joined % ROOM_SLICES;
      joined += 1;
      watchers.set(socket.id, slice);
      void socket.join(`${ROOM}:${slice}`);
    },
    unwatch(socket: RealtimeSocket): void {
      const slice = watchers.get(socket.id);
      if (slice === undefined) return;
      watchers.delete(socket.id);
      void socket.leave(`${ROOM}:${slice}`);
    },
    /** Takes the newest id before resolving (the server listens after), then reads every interval. */
    async start(): Promise<void> {
      if (!stopped) return;
      stopped = false;
      running = read().catch((error: unknown) => logger.warn({ err: error }, 'live bets feed: read failed'));
      await running;
      schedule();
    },
    /** Stops reading; resolves once a read under way has finished (before the database closes). */
    async stop(): Promise<void> {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

export type LiveFeed = ReturnType<typeof createLiveFeed>;
