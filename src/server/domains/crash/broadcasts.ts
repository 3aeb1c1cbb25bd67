import type { FastifyBaseLogger } from 'fastify';
import {
  CRASH_TICKS_PER_SECOND,
  CRASH_WINS_LENGTH,
  type CrashCashout,
  type CrashRoundView,
  type CrashTick,
} from '../../../contract/crash';
import { CHAT_ROOM } from '../../realtime/rooms';
import type { RealtimeServer } from '../../realtime/socket-types';
import type { CrashRepository } from './repository';
import type { Settled } from './settlement';
import { type CosmeticsOf, toBetViews, toWinViews } from './views';

/** The room of the sockets watching crash (watchCrash), guests included; the Redis adapter spans instances. */
export const CRASH_ROOM = 'crash:watchers';

/** Bets and cash-outs wait this long at most, to go out together: one message per tick, not one per player. */
const BATCH_MS = 1000 / CRASH_TICKS_PER_SECOND;

/**
 * What the watchers hear. The round's events are one broadcast each (a tick is one message for
 * everyone, not one per player); bets and cash-outs, which come one per player, are gathered for up to
 * BATCH_MS and sent as one message per round, so that a thousand players cost ten messages a second
 * to each watcher, not a thousand. Pending cash-outs go out before the crash they preceded.
 */
export function createCrashBroadcasts(
  io: RealtimeServer,
  repository: CrashRepository,
  cosmeticsOf: CosmeticsOf,
  logger: FastifyBaseLogger,
) {
  const room = () => io.to(CRASH_ROOM);
  /** Committed bets and cash-outs not yet announced, by round. */
  const placed = new Map<number, number[]>();
  const cashouts = new Map<number, CrashCashout[]>();
  let timer: NodeJS.Timeout | undefined;

  function later(): void {
    timer ??= setTimeout(flush, BATCH_MS).unref();
  }

  function flushCashouts(): void {
    for (const [roundId, list] of cashouts) room().emit('crashCashedOut', { roundId, cashouts: list });
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
          if (bets.length > 0) room().emit('crashBetsPlaced', { roundId, bets });
        })
        .catch((error) => logger.warn({ err: error }, 'crash bets broadcast failed'));
    }
    placed.clear();
    flushCashouts();
  }

  return {
    /** After the bet's commit: its row with the player's name and cosmetics, with the others of the moment. */
    betPlaced(roundId: number, betId: number): void {
      const list = placed.get(roundId);
      if (list) list.push(betId);
      else placed.set(roundId, [betId]);
      later();
    },
    cashedOut(roundId: number, settled: Settled[]): void {
      const paid = settled.flatMap(({ bet, multiplier, payout }) =>
        multiplier === null ? [] : [{ betId: bet.id, userId: bet.userId, cashedOutAt: multiplier, payout }],
      );
      if (paid.length === 0) return;
      const waiting = cashouts.get(roundId);
      if (waiting) waiting.push(...paid);
      else cashouts.set(roundId, paid);
      later();
    },
    opened: (round: CrashRoundView) => room().emit('crashRoundOpened', round),
    started: (id: number, startedAt: string) => room().emit('crashRoundStarted', { id, startedAt }),
    tick: (tick: CrashTick) => room().emit('crashTick', tick),
    /** The crash to the watchers; then the round's winning cash-outs to the Social Hub of every signed-in page. */
    crashed(id: number, crashPoint: number, hash: string, elapsedMs: number): void {
      flushCashouts();
      room().emit('crashRoundCrashed', { id, crashPoint, hash, elapsedMs });
      repository
        .wins(CRASH_WINS_LENGTH, id)
        .then((rows) => toWinViews(rows, cosmeticsOf))
        .then((wins) => {
          if (wins.length > 0) io.to(CHAT_ROOM).emit('crashWins', { roundId: id, wins });
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
