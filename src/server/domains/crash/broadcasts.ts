import type { FastifyBaseLogger } from 'fastify';
import {
  betsPlaced,
  CRASH_BATCH_MS,
  CRASH_WINS_LENGTH,
  type CrashBetsPlaced,
  type CrashCashedOut,
  type CrashCashoutEntry,
  type CrashRoundView,
  type CrashTick,
  mergeBetsPlaced,
} from '../../../contract/crash';
import type { ServerToClientEvents } from '../../../contract/socket-events';
import { CHAT_ROOM } from '../../realtime/rooms';
import { createSlicedRoom, type Merge, type ToCrowd } from '../../realtime/sliced-room';
import type { RealtimeServer } from '../../realtime/socket-types';
import type { CrashRepository } from './repository';
import type { Settled } from './settle-bet';
import { type CosmeticsOf, toBetViews, toWinViews } from './views';

/** The room of the sockets watching crash (watchCrash), guests included, in slices, on each instance. */
export const CRASH_ROOM = 'crash:watchers';
/** The server-side event that carries the watchers' messages to the other instances (Redis only). */
export const CRASH_WATCHERS_EVENT = 'crash:toWatchers';

/** What the watchers hear of the round. */
const WATCHER_EVENTS = [
  'crashRoundOpened',
  'crashRoundStarted',
  'crashTick',
  'crashBetsPlaced',
  'crashCashedOut',
  'crashRoundCrashed',
] as const;
type WatcherEvent = (typeof WATCHER_EVENTS)[number];
type Payload<E extends WatcherEvent> = Parameters<ServerToClientEvents[E]>[0];
const isWatcherEvent = (event: unknown): event is WatcherEvent =>
  (WATCHER_EVENTS as readonly unknown[]).includes(event);

// A message still waiting for a slice of the watchers takes a newer one of its kind in (sliced-room.ts):
// the newer tick's multiplier with every cash-out either carried; a round's bets or cash-outs together.
const mergeTicks: Merge<CrashTick> = (waiting, next) => {
  if (waiting.id !== next.id) return undefined;
  const cashouts = [...(waiting.cashouts ?? []), ...(next.cashouts ?? [])];
  return cashouts.length > 0 ? { ...next, cashouts } : next;
};
const mergeCashouts: Merge<CrashCashedOut> = (waiting, next) =>
  waiting.roundId === next.roundId
    ? { ...waiting, cashouts: [...waiting.cashouts, ...next.cashouts] }
    : undefined;
const mergeBets: Merge<CrashBetsPlaced> = (waiting, next) =>
  waiting.roundId === next.roundId ? mergeBetsPlaced(waiting, next) : undefined;
const MERGES: { [E in WatcherEvent]?: Merge<Payload<E>> } = {
  crashTick: mergeTicks,
  crashCashedOut: mergeCashouts,
  crashBetsPlaced: mergeBets,
};

/**
 * What the watchers hear. The round's events are one broadcast each (a tick is one message for
 * everyone, not one per player); bets and cash-outs, which come one per player, are gathered for up to
 * CRASH_BATCH_MS and sent as one message per round, so that a thousand players cost a few messages a
 * second to each watcher, not a thousand. On the driving instance the cash-outs ride on the next tick
 * (it comes sooner): each message to 10,000 sockets is 10,000 writes, the server's main cost under
 * load. Pending cash-outs go out before the crash they preceded. Every message goes out a slice of
 * the watchers at a time (realtime/sliced-room.ts), so that requests are answered in between.
 *
 * Across instances (`cluster`, with Redis) a message goes to the others once, as a server-side event,
 * and each writes it to its own watchers through its own slices: so each merges the ticks it cannot
 * write in time and withdraws them at the crash, as the driver's instance does. (Relayed slice by
 * slice as socket packets, they queued on a busy instance with nothing to merge them: seconds late.)
 */
export function createCrashBroadcasts(
  io: RealtimeServer,
  repository: CrashRepository,
  cosmeticsOf: CosmeticsOf,
  logger: FastifyBaseLogger,
  cluster: boolean,
  toCrowd: ToCrowd,
) {
  const watchers = createSlicedRoom(io, CRASH_ROOM);
  /** Committed bets and cash-outs not yet announced, by round. */
  const placed = new Map<number, number[]>();
  const cashouts = new Map<number, CrashCashoutEntry[]>();
  let timer: NodeJS.Timeout | undefined;

  /** To this instance's watchers. */
  function deliver<E extends WatcherEvent>(event: E, payload: Payload<E>): void {
    if (event === 'crashRoundCrashed') {
      // The round's ticks still waiting for a slice are not written: the crash says more, and sooner.
      // The cash-outs one carried go in its place, still before the crash.
      const { id } = payload as Payload<'crashRoundCrashed'>;
      watchers.withdraw('crashTick', (tick) => {
        if (tick.id !== id) return undefined;
        return tick.cashouts?.length
          ? { event: 'crashCashedOut', payload: { roundId: id, cashouts: tick.cashouts } }
          : null;
      });
    }
    watchers.emit(event, payload, MERGES[event] as Merge<Payload<E>> | undefined);
  }

  /** To every instance's watchers. */
  function toWatchers<E extends WatcherEvent>(event: E, payload: Payload<E>): void {
    deliver(event, payload);
    if (cluster) io.serverSideEmit(CRASH_WATCHERS_EVENT, event, payload);
  }

  io.on(CRASH_WATCHERS_EVENT, (event: unknown, payload: unknown) => {
    if (isWatcherEvent(event)) deliver(event, payload as Payload<typeof event>);
  });

  function later(): void {
    timer ??= setTimeout(flush, CRASH_BATCH_MS).unref();
  }

  function flushCashouts(): void {
    for (const [roundId, list] of cashouts) toWatchers('crashCashedOut', { roundId, cashouts: list });
    cashouts.clear();
  }

  function flush(): void {
    clearTimeout(timer);
    timer = undefined;
    for (const [roundId, betIds] of placed) {
      repository
        .betsWithPlayers(roundId, betIds)
        .then((rows) => toBetViews(rows, cosmeticsOf))
        .then((bets) => {
          if (bets.length > 0) toWatchers('crashBetsPlaced', betsPlaced(roundId, bets));
        })
        .catch((error) => logger.warn({ err: error }, 'crash bets broadcast failed'));
    }
    placed.clear();
    flushCashouts();
  }

  return {
    /** The sockets watching: joined and left on the page's watchCrash. */
    watchers,
    /** After the bet's commit: its row with the player's name and cosmetics, with the others of the moment. */
    betPlaced(roundId: number, betId: number): void {
      const list = placed.get(roundId);
      if (list) list.push(betId);
      else placed.set(roundId, [betId]);
      later();
    },
    cashedOut(roundId: number, settled: Settled[]): void {
      const paid = settled.flatMap(({ bet, multiplier, payout }) =>
        multiplier === null ? [] : [[bet.id, bet.userId, multiplier, payout] satisfies CrashCashoutEntry],
      );
      if (paid.length === 0) return;
      const waiting = cashouts.get(roundId);
      if (waiting) waiting.push(...paid);
      else cashouts.set(roundId, paid);
      later();
    },
    opened: (round: CrashRoundView) => toWatchers('crashRoundOpened', round),
    started: (id: number, startedAt: string) => toWatchers('crashRoundStarted', { id, startedAt }),
    tick(tick: CrashTick): void {
      const waiting = cashouts.get(tick.id);
      cashouts.delete(tick.id);
      if (placed.size === 0 && cashouts.size === 0) {
        // Nothing else waits: a cash-out from now on starts its own wait, and rides the next tick.
        clearTimeout(timer);
        timer = undefined;
      }
      toWatchers('crashTick', waiting ? { ...tick, cashouts: waiting } : tick);
    },
    /** The crash to the watchers; then the round's winning cash-outs to the Social Hub of every signed-in page. */
    crashed(id: number, crashPoint: number, hash: string, elapsedMs: number): void {
      flushCashouts();
      toWatchers('crashRoundCrashed', { id, crashPoint, hash, elapsedMs });
      repository
        .wins(CRASH_WINS_LENGTH, id)
        .then((rows) => toWinViews(rows, cosmeticsOf))
        .then((wins) => {
          // To every signed-in page on every instance, a part at a time.
          if (wins.length > 0) toCrowd(CHAT_ROOM, 'crashWins', { roundId: id, wins });
        })
        .catch((error) => logger.warn({ err: error }, 'crash wins broadcast failed'));
    },
    /**
     * On the app's close: the cash-outs that wait go out; the bets (a query away) are left to the
     * state that reconnecting pages read.
     */
    close(): void {
      clearTimeout(timer);
      timer = undefined;
      placed.clear();
      flushCashouts();
    },
  };
}

export type CrashBroadcasts = ReturnType<typeof createCrashBroadcasts>;
