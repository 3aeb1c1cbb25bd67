import type { Kysely } from 'kysely';
import type { DB, NewNotificationRow, NotificationRow } from '../../db/schema';

/** The players' inboxes: every read and write names the player, so no one reaches another's. */
export function createNotificationsRepository(db: Kysely<DB>) {
  return {
    /** Writes one in the caller's transaction, so that it stands or falls with what it tells of. */
    insert(executor: Kysely<DB>, row: NewNotificationRow): Promise<NotificationRow> {
      return executor.insertInto('notifications').values(row).returningAll().executeTakeFirstOrThrow();
    },

    /** The player's newest `limit` notifications older than `before` (all when absent), newest first. */
    page(userId: number, before: number | undefined, limit: number): Promise<NotificationRow[]> {
      let query = db.selectFrom('notifications').selectAll().where('userId', '=', userId);
      if (before !== undefined) query = query.where('id', '<', before);
      return query.orderBy('id', 'desc').limit(limit).execute();
    },

    /** How many of the player's notifications are unread (a partial index holds just those). */
    async unread(executor: Kysely<DB>, userId: number): Promise<number> {
      const { count } = await executor
        .selectFrom('notifications')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('userId', '=', userId)
        .where('readAt', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(count);
    },

    /** Marks the player's own notifications read: `ids` of others' are passed over. */
    async markRead(executor: Kysely<DB>, userId: number, ids: number[] | 'all', at: string): Promise<void> {
      let update = executor
        .updateTable('notifications')
        .set({ readAt: at })
        .where('userId', '=', userId)
        .where('readAt', 'is', null);
      if (ids !== 'all') update = update.where('id', 'in', ids);
      await update.execute();
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
