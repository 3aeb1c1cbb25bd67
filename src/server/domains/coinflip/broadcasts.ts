import type { CoinflipResult, CoinflipSession } from '../../../contract/coinflip';
import { userRoom } from '../../realtime/handshake';
import type { RealtimeServer } from '../../realtime/socket-types';
import type { MissedResults } from './missed-results';
import type { CoinflipService } from './service';
import { playersOf } from './views';

/**
 * What every instance tells the players after a change: the event itself, the lobby to everyone and
 * each affected player's own sessions. With the Redis adapter these reach sockets on every instance.
 */
export function createCoinflipBroadcasts(
  io: RealtimeServer,
  service: CoinflipService,
  missed: Pick<MissedResults, 'keepForAbsent'>,
) {
  async function lobby() {
    io.emit('activeSessions', await service.lobby());
  }

  async function userSessions(userIds: number[]) {
    for (const userId of userIds) {
      io.to(userRoom(userId)).emit('userSessions', await service.userSessions(userId));
    }
  }

  return {
    lobby,
    userSessions,

    async created(session: CoinflipSession) {
      io.emit('sessionCreated', session);
      await Promise.all([lobby(), userSessions([session.creatorId])]);
    },

    async joined(session: CoinflipSession) {
      io.emit('sessionJoined', session);
      await Promise.all([lobby(), userSessions(playersOf(session))]);
    },

    /** A bot game goes through both steps at once, in the order the client's states expect. */
    async createdAndJoined(session: CoinflipSession) {
      io.emit('sessionCreated', session);
      io.emit('sessionJoined', session);
      await Promise.all([lobby(), userSessions(playersOf(session))]);
    },

    async cancelled(session: { id: number; creatorId: number }) {
      io.emit('sessionRemoved', session.id);
      await Promise.all([lobby(), userSessions([session.creatorId])]);
    },

    /**
     * The coin has landed: the result to both players (kept first for a player with no socket to
     * receive it), and the session leaves the lobby.
     */
    async finished(result: CoinflipResult) {
      await missed.keepForAbsent(result);
      const players = playersOf(result.session);
      io.to(players.map(userRoom)).emit('gameResult', result);
      io.emit('sessionRemoved', result.sessionId);
      await Promise.all([lobby(), userSessions(players)]);
    },
  };
}

export type CoinflipBroadcasts = ReturnType<typeof createCoinflipBroadcasts>;
