import type { Kysely } from 'kysely';
import type { DB, NewNotificationRow, NotificationRow } from '../../db/schema';

/** The players' inboxes: every read and write names the player, so no one reaches another's. */
export function createNotificationsRepository(db: Kysely<DB>) {
  return {
    /** Writes one in the caller's transaction, so that it stands or falls with what it tells of. */
    insert(executor: Kysely<DB>, row: NewNotificationRow): Promise<NotificationRow> {
      return executor.insertInto('notifications').values(row).returningAll().executeTakeFirstOrThrow();
    },

    /**
     * The player's newest `limit` notifications older than `before` (all when absent), newest first,
     * with how many of all theirs are unread: one statement, so both are read as of one moment. Read
     * apart, a notification written between them would be in the count and not in the page, and the
     * inbox, adding the live arrival the page lacks, would count it twice.
     */
    async page(
      userId: number,
      before: number | undefined,
      limit: number,
    ): Promise<{ rows: NotificationRow[]; unread: number }> {
      let newest = db.selectFrom('notifications').selectAll().where('userId', '=', userId);
      if (before !== undefined) newest = newest.where('id', '<', before);
      const found = await db
        .selectFrom(
          db
            .selectFrom('notifications')
            .select((eb) => eb.fn.countAll<number | string>().as('unread'))
            .where('userId', '=', userId)
            .where('readAt', 'is', null)
            .as('c'),
        )
        // Joined on nothing: the count comes back once even when the page is empty.
        .leftJoin(newest.orderBy('id', 'desc').limit(limit).as('n'), (join) => join.onTrue())
        .selectAll('n')
        .select('c.unread')
        .orderBy('n.id', 'desc')
        .execute();
      const rows = found.flatMap(({ unread, ...row }) => (row.id === null ? [] : [row as NotificationRow]));
      return { rows, unread: Number(found[0]?.unread ?? 0) };
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
