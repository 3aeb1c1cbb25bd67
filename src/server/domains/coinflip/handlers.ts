import type { FastifyBaseLogger } from 'fastify';
import {
  COINFLIP_ACTION_COOLDOWN_MS,
  COINFLIP_CANCEL_COOLDOWN_MS,
  type CoinflipSession,
  coinflipMessages,
} from '../../../contract/coinflip';
import { messages } from '../../../contract/messages';
import type { SocketUser } from '../../../contract/socket-events';
import { AppError, errorBody } from '../../http/errors';
import { actingUser, type SocketAuthenticator } from '../../realtime/handshake';
import type { Realtime } from '../../realtime/socket-server';
import type { RealtimeSocket } from '../../realtime/socket-types';
import type { Announcer } from './announcer';
import type { CoinflipBroadcasts } from './broadcasts';
import type { CoinflipService } from './service';
import { readSessionId, readStake } from './validation';

/** How long a player's "action in progress" lock may outlive a crashed action. */
const BUSY_LOCK_TTL_MS = 15_000;

type Announce = () => Promise<void>;

export interface CoinflipHandlerDeps {
  service: CoinflipService;
  broadcasts: CoinflipBroadcasts;
  announcer: Announcer;
  accounts: SocketAuthenticator;
  logger: FastifyBaseLogger;
  /** A player's stake was taken (created, joined, or played against the bot): for the metrics. */
  onStake?: () => void;
}

/** The socket events of SPEC.md section 7: each checks its payload, makes one service call and emits. */
export function registerCoinflipHandlers(realtime: Realtime, deps: CoinflipHandlerDeps) {
  const { service, broadcasts, announcer, accounts, logger } = deps;
  const staked = deps.onStake ?? (() => undefined);
  const { cooldowns } = realtime;

  function fail(socket: RealtimeSocket, error: unknown) {
    if (error instanceof AppError) return socket.emit('error', errorBody(error.message, error.filled));
    logger.error({ err: error }, 'coinflip event failed');
    socket.emit('error', errorBody(messages.internal));
  }

  /**
   * An action of a signed-in player: one at a time per player ('Processing your request...'), then the
   * cooldown (500 ms, 300 ms for cancel) shared by every tab and instance, then the work. The work
   * returns what to announce, which goes out once the player is free to act again.
   */
  async function act(socket: RealtimeSocket, cancel: boolean, work: (user: SocketUser) => Promise<Announce>) {
    try {
      const user = await actingUser(socket, accounts, logger);
      if (!user) return socket.emit('error', errorBody(coinflipMessages.noSession));
      const release = await cooldowns.lock(`coinflip:busy:${user.id}`, BUSY_LOCK_TTL_MS);
      if (!release) return socket.emit('error', errorBody(coinflipMessages.processing));
      let announce: Announce;
      try {
        const kind = cancel ? 'cancel' : 'action';
        const waitMs = await cooldowns.take(
          `coinflip:${kind}:${user.id}`,
          cancel ? COINFLIP_CANCEL_COOLDOWN_MS : COINFLIP_ACTION_COOLDOWN_MS,
        );
        if (waitMs > 0) {
          return socket.emit('error', {
            ...errorBody(coinflipMessages.cooldown),
            cooldownRemaining: Math.ceil(waitMs) / 1000,
          });
        }
        announce = await work(user);
      } finally {
        // The lock expires by itself; failing to release it early must not hide the action's outcome.
        await release().catch((error) => logger.warn({ err: error }, 'coinflip lock release failed'));
      }
      await announce();
    } catch (error) {
      fail(socket, error);
    }
  }

  /** Tells everyone the coin is in the air, then times its landing (never before this news is out). */
  function flipping(session: CoinflipSession, tell: (session: CoinflipSession) => Promise<void>) {
    const told = tell(session);
    announcer.scheduled(session.id);
    return told;
  }

  /** Sockets asking for the lobby at the same moment share one query. */
  let lobbyRead: Promise<CoinflipSession[]> | null = null;
  function lobby(): Promise<CoinflipSession[]> {
    lobbyRead ??= service.lobby().finally(() => {
      lobbyRead = null;
    });
    return lobbyRead;
  }

  realtime.onConnection((socket) => {
    socket.on('getActiveSessions', () => {
      lobby().then(
        (sessions) => socket.emit('activeSessions', sessions),
        (error) => fail(socket, error),
      );
    });

    socket.on('findUserSessions', () => {
      actingUser(socket, accounts, logger)
        .then(async (user) => {
          if (!user) return socket.emit('error', errorBody(coinflipMessages.noSession));
          socket.emit('userSessions', await service.userSessions(user.id));
        })
        .catch((error) => fail(socket, error));
    });

    socket.on('createSession', (payload) =>
      act(socket, false, async (user) => {
        const session = await service.create(user, readStake(payload));
        staked();
        return () => broadcasts.created(session);
      }),
    );

    socket.on('playAgainstBot', (payload) =>
      act(socket, false, async (user) => {
        const session = await service.playAgainstBot(user, readStake(payload));
        staked();
        return () => flipping(session, broadcasts.createdAndJoined);
      }),
    );

    socket.on('joinSession', (payload) =>
      act(socket, false, async (user) => {
        const session = await service.join(user, readSessionId(payload));
        staked();
        return () => flipping(session, broadcasts.joined);
      }),
    );

    socket.on('callBotToSession', (payload) =>
      act(socket, false, async (user) => {
        const session = await service.callBot(user, readSessionId(payload));
        return () => flipping(session, broadcasts.joined);
      }),
    );

    socket.on('cancelSession', (payload) =>
      act(socket, true, async (user) => {
        const cancelled = await service.cancel(user, readSessionId(payload));
        return () => broadcasts.cancelled(cancelled);
      }),
    );
  });
}
