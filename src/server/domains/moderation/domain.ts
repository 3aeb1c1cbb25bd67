import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { UnitOfWork } from '../../db/unit-of-work';
import { userRoom } from '../../realtime/handshake';
import type { Realtime } from '../../realtime/socket-server';
import type { AccountsService } from '../accounts/service';
import type { AuditTrail } from '../admin/audit';
import type { AdminRepository } from '../admin/repository';
import type { ChatRepository } from '../social/chat-repository';
import { createModerationRepository } from './repository';
import { moderationRoutes } from './routes';
import { createModerationService } from './service';

export interface ModerationDomainDeps {
  db: Kysely<DB>;
  uow: UnitOfWork;
  realtime: Realtime;
  accounts: AccountsService;
  audit: AuditTrail;
  /** The players' rows the admin actions read and write (the admin domain's repository). */
  users: AdminRepository;
  /** The chat's messages, for a report's message and its context. */
  chatMessages: ChatRepository;
  /** Tells every open chat a message was deleted (the social domain's broadcast). */
  messageDeleted: (messageId: number) => void;
}

/**
 * Chat moderation: players' reports and mutes, the admins' report queue. The chat's own checks (the
 * filter, admins' chat mutes, hiding a reader's muted players) run in the chat service (chat-guard.ts).
 */
export async function moderationDomain(app: FastifyInstance, deps: ModerationDomainDeps) {
  const { db, uow, realtime, accounts, audit, users, chatMessages, messageDeleted } = deps;
  const moderation = createModerationService({
    uow,
    repository: createModerationRepository(db),
    users,
    chatMessages,
    audit,
    messageDeleted,
    banned: (userId) => {
      accounts.sessionsChanged({ userId });
      realtime.io.in(userRoom(userId)).disconnectSockets(true);
    },
  });
  await app.register(moderationRoutes, { prefix: '/api', moderation });
}
