import type { FastifyBaseLogger } from 'fastify';
import type { CoinflipResult } from '../../../contract/coinflip';
import { userRoom } from '../../realtime/handshake';
import type { Mailbox } from '../../realtime/mailbox';
import type { RealtimeServer, RealtimeSocket } from '../../realtime/socket-types';
import type { CoinflipRepository } from './repository';
import { playersOf, toResult } from './views';

/** How long a result waits for a player who had no socket connected when it was announced. */
export const MISSED_RESULT_KEPT_MS = 10 * 60_000;

const box = (userId: number) => `coinflip-results:${userId}`;

export interface MissedResultsOptions {
  io: RealtimeServer;
  mailbox: Mailbox;
  repository: Pick<CoinflipRepository, 'find'>;
  logger: FastifyBaseLogger;
}

/**
 * A result announced while one of its players had no socket connected (a restart announces what
 * was decided while the server was down, before anyone is back) is kept for that player and sent to
 * their next socket, so that they see how their coin landed.
 */
export function createMissedResults({ io, mailbox, repository, logger }: MissedResultsOptions) {
  /** Whether a socket of the user is connected to any instance; when that cannot be told, no. */
  async function connected(userId: number): Promise<boolean> {
    try {
      return (await io.in(userRoom(userId)).fetchSockets()).length > 0;
    } catch {
      return false;
    }
  }

  return {
    /** Before an announcement goes out: keeps it for each player who has no socket to receive it. */
    async keepForAbsent(result: CoinflipResult) {
      for (const userId of playersOf(result.session)) {
        if (await connected(userId)) continue;
        await mailbox
          .post(box(userId), String(result.sessionId), MISSED_RESULT_KEPT_MS)
          .catch((error) => logger.warn({ err: error, userId }, 'coinflip result could not be kept'));
      }
    },

    /** When a signed-in socket connects: the results its player missed, oldest first. */
    async deliver(socket: RealtimeSocket) {
      const user = socket.data.user;
      if (!user) return;
      const ids = new Set((await mailbox.collect(box(user.id))).map(Number));
      for (const id of ids) {
        if (!Number.isInteger(id)) continue;
        const row = await repository.find(id);
        if (row?.status === 'completed' && playersOf(row).includes(user.id)) {
          socket.emit('gameResult', toResult(row));
        }
      }
    },
  };
}

export type MissedResults = ReturnType<typeof createMissedResults>;
