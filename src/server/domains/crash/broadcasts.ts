import type { FastifyBaseLogger } from 'fastify';
import { CRASH_WINS_LENGTH, type CrashRoundView, type CrashTick } from '../../../contract/crash';
import { CHAT_ROOM } from '../../realtime/rooms';
import type { RealtimeServer } from '../../realtime/socket-types';
import type { CrashRepository } from './repository';
import type { Settled } from './settlement';
import { type CosmeticsOf, toBetViews, toWinViews } from './views';

/** The room of the sockets watching crash (watchCrash), guests included; the Redis adapter spans instances. */
export const CRASH_ROOM = 'crash:watchers';

/** What the watchers hear: one broadcast per event (a tick is one message for everyone, not one per player). */
export function createCrashBroadcasts(
  io: RealtimeServer,
  repository: CrashRepository,
  cosmeticsOf: CosmeticsOf,
  logger: FastifyBaseLogger,
) {
  const room = () => io.to(CRASH_ROOM);
  return {
    /** After the bet's commit: its row with the player's name and cosmetics. */
    betPlaced(roundId: number, betId: number): void {
      repository
        .betsWithPlayers(roundId, betId)
        .then((rows) => toBetViews(rows, cosmeticsOf))
        .then(([bet]) => {
          if (bet) room().emit('crashBetPlaced', { ...bet, roundId });
        })
        .catch((error) => logger.warn({ err: error }, 'crash bet broadcast failed'));
    },
    cashedOut(roundId: number, settled: Settled[]): void {
      for (const { bet, multiplier, payout } of settled) {
        if (multiplier === null) continue;
        room().emit('crashCashedOut', {
          roundId,
          betId: bet.id,
          userId: bet.userId,
          cashedOutAt: multiplier,
          payout,
        });
      }
    },
    opened: (round: CrashRoundView) => room().emit('crashRoundOpened', round),
    started: (id: number, startedAt: string) => room().emit('crashRoundStarted', { id, startedAt }),
    tick: (tick: CrashTick) => room().emit('crashTick', tick),
    /** The crash to the watchers; then the round's winning cash-outs to the Social Hub of every signed-in page. */
    crashed(id: number, crashPoint: number, hash: string, elapsedMs: number): void {
      room().emit('crashRoundCrashed', { id, crashPoint, hash, elapsedMs });
      repository
        .wins(CRASH_WINS_LENGTH, id)
        .then((rows) => toWinViews(rows, cosmeticsOf))
        .then((wins) => {
          if (wins.length > 0) io.to(CHAT_ROOM).emit('crashWins', { roundId: id, wins });
        })
        .catch((error) => logger.warn({ err: error }, 'crash wins broadcast failed'));
    },
  };
}

export type CrashBroadcasts = ReturnType<typeof createCrashBroadcasts>;
