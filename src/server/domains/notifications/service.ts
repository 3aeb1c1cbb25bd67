import type { Kysely } from 'kysely';
import {
  type MarkReadBody,
  type MarkReadResponse,
  type Notification,
  type NotificationKind,
  type NotificationsPage,
  notificationsMessages,
} from '../../../contract/notifications';
import { nowIso } from '../../clock';
import type { DB, NotificationRow } from '../../db/schema';
import type { UnitOfWork } from '../../db/unit-of-work';
import { badRequest } from '../../http/errors';
import { userRoom } from '../../realtime/handshake';
import type { RealtimeServer } from '../../realtime/socket-types';
import type { NotificationsRepository } from './repository';

/** What a domain tells a player: the kind, its words (NOTIFICATION_TEXTS) and what it names. */
export interface NotificationDraft {
  kind: NotificationKind;
  title: string;
  text: string;
  data: Record<string, unknown>;
}

function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    kind: row.kind as NotificationKind,
    title: row.title,
    text: row.text,
    data: JSON.parse(row.data) as Record<string, unknown>,
    createdAt: row.createdAt,
    readAt: row.readAt,
  };
}

/**
 * The inbox. A domain writes a notification inside the transaction of what it tells of (`write`), so
 * that a rolled-back action tells no one, and pushes it live after the commit (`push`): through the
 * Redis adapter it reaches the player's sockets on every instance.
 */
export function createNotificationsService(
  uow: UnitOfWork,
  repository: NotificationsRepository,
  io: RealtimeServer,
) {
  return {
    async write(trx: Kysely<DB>, userId: number, draft: NotificationDraft): Promise<Notification> {
      const row = await repository.insert(trx, {
        userId,
        kind: draft.kind,
        title: draft.title,
        text: draft.text,
        data: JSON.stringify(draft.data),
        createdAt: nowIso(),
      });
      return toNotification(row);
    },

    /** Sends committed notifications to their players' open pages, as toasts. */
    push(...notifications: { userId: number; notification: Notification }[]): void {
      for (const { userId, notification } of notifications) {
        io.to(userRoom(userId)).emit('notification', notification);
      }
    },

    async page(userId: number, before: number | undefined, limit: number): Promise<NotificationsPage> {
      const { rows, unread } = await repository.page(userId, before, limit);
      const last = rows.at(-1);
      return {
        notifications: rows.map(toNotification),
        unread,
        nextBefore: rows.length === limit && last ? last.id : null,
      };
    },

    async markRead(userId: number, body: MarkReadBody): Promise<MarkReadResponse> {
      const hasIds = body.ids !== undefined;
      if (hasIds === (body.all === true)) throw badRequest(notificationsMessages.idsOrAll);
      const ids = body.ids ? [...new Set(body.ids)] : 'all';
      const unread = await uow.run(async (trx) => {
        await repository.markRead(trx, userId, ids, nowIso());
        return repository.unread(trx, userId);
      });
      return { unread };
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;

/** What the domains that tell players things are given: write in their transaction, push after it. */
export type Notifier = Pick<NotificationsService, 'write' | 'push'>;
