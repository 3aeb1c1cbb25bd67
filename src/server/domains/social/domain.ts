import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { DEFAULT_CHAT_ROOM, isChatRoom, socialMessages } from '../../../contract/social';
import type { DB } from '../../db/schema';
import type { UnitOfWork } from '../../db/unit-of-work';
import { errorBody } from '../../http/errors';
import type { Realtime } from '../../realtime/socket-server';
import type { AuditTrail } from '../admin/audit';
import type { ChatGuard } from '../moderation/chat-guard';
import type { Notifier } from '../notifications/service';
import { CHAT_ROOM, chatLanguageRoom, createSocialBroadcasts } from './broadcasts';
import { createChatRepository } from './chat-repository';
import { createChatService } from './chat-service';
import { createFriendsRepository } from './friends-repository';
import { createFriendsService } from './friends-service';
import { createPresence, PRESENCE_HEARTBEAT_MS } from './presence';
import { createPresenceRepository } from './presence-repository';
import { socialRoutes } from './routes';
import type { CosmeticsOf } from './views';

export interface SocialDomainDeps {
  db: Kysely<DB>;
  uow: UnitOfWork;
  realtime: Realtime;
  cosmeticsOf: CosmeticsOf;
  audit: AuditTrail;
  chatCooldownMs: number;
  notifier: Notifier;
  /** Moderation's checks on every post and history read (made by moderation, given by the app). */
  chatGuard: ChatGuard;
}

/**
 * The Social Hub: chat and friends over HTTP, and on the socket server signed-in sockets join the
 * chat room and count for their user's presence; presence changes go to the user's friends.
 */
export async function socialDomain(app: FastifyInstance, deps: SocialDomainDeps) {
  const { db, uow, realtime, cosmeticsOf, audit, chatCooldownMs, notifier, chatGuard } = deps;
  const logger = app.log;
  const broadcasts = createSocialBroadcasts(realtime.io);
  const presence = createPresence(createPresenceRepository(db));
  const chat = createChatService({
    uow,
    repository: createChatRepository(db),
    cosmeticsOf,
    cooldowns: realtime.cooldowns,
    broadcasts,
    cooldownMs: chatCooldownMs,
    audit,
    guard: chatGuard,
  });
  const friends = createFriendsService({
    uow,
    repository: createFriendsRepository(db),
    presence,
    cosmeticsOf,
    broadcasts,
    notifier,
  });

  let closing = false;
  const failed = (what: string) => (error: unknown) => logger.warn({ err: error }, `social ${what} failed`);

  realtime.onConnection((socket) => {
    const user = socket.data.user;
    if (!user) return;
    void socket.join(CHAT_ROOM);
    // English's room until the page chooses one (older clients never do).
    let languageRoom = chatLanguageRoom(DEFAULT_CHAT_ROOM);
    void socket.join(languageRoom);
    socket.on('chooseChatRoom', (room) => {
      if (!isChatRoom(room)) {
        socket.emit('error', errorBody(socialMessages.unknownRoom));
        return;
      }
      const next = chatLanguageRoom(room);
      if (next === languageRoom) return;
      void socket.leave(languageRoom);
      languageRoom = next;
      void socket.join(next);
    });
    // Presence is written before the disconnect handler can run for this socket.
    const joined = presence
      .connected(socket.id, user.id)
      .then(() => friends.announcePresence(user.id))
      .catch(failed('presence on connect'));
    socket.on('setIdle', (idle) => {
      if (typeof idle !== 'boolean') return;
      void joined
        .then(() => presence.setIdle(socket.id, idle))
        .then(() => friends.announcePresence(user.id))
        .catch(failed('setIdle'));
    });
    socket.on('disconnect', () => {
      // On shutdown forgetInstance has already written this instance's sockets off.
      if (closing) return;
      void joined
        .then(() => presence.disconnected(socket.id, user.id))
        .then(() => friends.announcePresence(user.id))
        // A write still queued when the app closes meets a closed database: forgetInstance covers it.
        .catch((error) => (closing ? undefined : failed('presence on disconnect')(error)));
    });
  });

  const heartbeat = setInterval(() => {
    presence.heartbeat().catch(failed('presence heartbeat'));
  }, PRESENCE_HEARTBEAT_MS);
  heartbeat.unref();
  realtime.onClose(async () => {
    closing = true;
    clearInterval(heartbeat);
    const userIds = await presence.forgetInstance().catch((error) => {
      failed('presence shutdown')(error);
      return [] as number[];
    });
    await Promise.all(userIds.map((id) => friends.announcePresence(id).catch(failed('presence shutdown'))));
  });

  await app.register(socialRoutes, { prefix: '/api', chat, friends });
}
