import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { findsRow } from '../query-results';

export interface NewReport {
  messageId: number;
  reporterId: number;
  reason: string;
  details: string | null;
  createdAt: string;
}

/** A chat line as the admins' queue reads it, deleted ones too. */
export interface QueueMessageRow {
  id: number;
  senderId: number;
  username: string;
  text: string;
  kind: string;
  createdAt: string;
  deletedAt: string | null;
}

/** Reports, players' own mutes and admins' chat mutes: Kysely only, the same on both dialects. */
export function createModerationRepository(db: Kysely<DB>) {
  function messages(executor: Kysely<DB>) {
    return executor
      .selectFrom('chatMessages as m')
      .innerJoin('users as u', 'u.id', 'm.senderId')
      .select(['m.id', 'm.senderId', 'u.username', 'm.text', 'm.kind', 'm.createdAt', 'm.deletedAt']);
  }

  return {
    /** A message that is still shown in chat. */
    visibleMessage(id: number) {
      return db
        .selectFrom('chatMessages')
        .select(['id', 'senderId', 'kind'])
        .where('id', '=', id)
        .where('deletedAt', 'is', null)
        .executeTakeFirst();
    },

    async insertReport(report: NewReport): Promise<void> {
      await db.insertInto('chatReports').values(report).execute();
    },

    userExists(id: number): Promise<boolean> {
      return findsRow(db.selectFrom('users').select('id').where('id', '=', id));
    },

    /** Adds a mute; false when the player had already muted them. */
    async mute(userId: number, mutedUserId: number, at: string): Promise<boolean> {
      const row = await db
        .insertInto('playerMutes')
        .values({ userId, mutedUserId, createdAt: at })
        .onConflict((conflict) => conflict.columns(['userId', 'mutedUserId']).doNothing())
        .returning('userId')
        .executeTakeFirst();
      return row !== undefined;
    },

    async unmute(userId: number, mutedUserId: number): Promise<boolean> {
      const result = await db
        .deleteFrom('playerMutes')
        .where('userId', '=', userId)
        .where('mutedUserId', '=', mutedUserId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** The players a player muted, latest first. */
    mutesOf(userId: number) {
      return db
        .selectFrom('playerMutes as p')
        .innerJoin('users as u', 'u.id', 'p.mutedUserId')
        .select(['u.id', 'u.username', 'p.createdAt as mutedAt'])
        .where('p.userId', '=', userId)
        .orderBy('p.createdAt', 'desc')
        .orderBy('u.id', 'desc')
        .execute();
    },

    async mutedIdsOf(userId: number): Promise<Set<number>> {
      const rows = await db
        .selectFrom('playerMutes')
        .select('mutedUserId')
        .where('userId', '=', userId)
        .execute();
      return new Set(rows.map((row) => row.mutedUserId));
    },

    /** Until when an admin muted the player from chat, if that time is still to come. */
    async chatMutedUntil(userId: number, now: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('chatMutes')
        .select('mutedUntil')
        .where('userId', '=', userId)
        .where('mutedUntil', '>', now)
        .executeTakeFirst();
      return row?.mutedUntil;
    },

    async setChatMute(
      executor: Kysely<DB>,
      mute: { userId: number; mutedUntil: string; mutedBy: number; createdAt: string },
    ): Promise<void> {
      await executor
        .insertInto('chatMutes')
        .values(mute)
        .onConflict((conflict) =>
          conflict.column('userId').doUpdateSet({
            mutedUntil: mute.mutedUntil,
            mutedBy: mute.mutedBy,
            createdAt: mute.createdAt,
          }),
        )
        .execute();
    },

    /** The oldest open reports, up to `limit` messages' worth. */
    openReports(limit: number) {
      return db
        .selectFrom('chatReports as r')
        .innerJoin('users as u', 'u.id', 'r.reporterId')
        .select(['r.id', 'r.messageId', 'r.reason', 'r.details', 'r.createdAt', 'r.reporterId', 'u.username'])
        .where('r.resolvedAt', 'is', null)
        .where(
          'r.messageId',
          'in',
          db
            .selectFrom('chatReports')
            .select('messageId')
            .where('resolvedAt', 'is', null)
            .groupBy('messageId')
            .orderBy((eb) => eb.fn.min('id'))
            .limit(limit),
        )
        .orderBy('r.id')
        .execute();
    },

    messagesByIds(ids: number[]): Promise<QueueMessageRow[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return messages(db).where('m.id', 'in', ids).execute();
    },

    /** The messages shown just before (`side` 'before', newest first) or after a message. */
    neighbours(id: number, side: 'before' | 'after', count: number): Promise<QueueMessageRow[]> {
      return messages(db)
        .where('m.id', side === 'before' ? '<' : '>', id)
        .where('m.deletedAt', 'is', null)
        .orderBy('m.id', side === 'before' ? 'desc' : 'asc')
        .limit(count)
        .execute();
    },

    /** Players' chat mutes that still run, and bans, of the given players. */
    async standingOf(userIds: number[], now: string) {
      if (userIds.length === 0) return { mutes: new Map<number, string>(), banned: new Set<number>() };
      const mutes = await db
        .selectFrom('chatMutes')
        .select(['userId', 'mutedUntil'])
        .where('userId', 'in', userIds)
        .where('mutedUntil', '>', now)
        .execute();
      const banned = await db
        .selectFrom('users')
        .select('id')
        .where('id', 'in', userIds)
        .where('isBanned', '=', 1)
        .execute();
      return {
        mutes: new Map(mutes.map((row) => [row.userId, row.mutedUntil])),
        banned: new Set(banned.map((row) => row.id)),
      };
    },

    /** An open report's message; undefined when the report is unknown, or resolved (`resolvedAt`). */
    report(executor: Kysely<DB>, id: number) {
      return executor
        .selectFrom('chatReports as r')
        .innerJoin('chatMessages as m', 'm.id', 'r.messageId')
        .select(['r.id', 'r.messageId', 'r.resolvedAt', 'm.senderId', 'm.text', 'm.deletedAt'])
        .where('r.id', '=', id)
        .executeTakeFirst();
    },

    /** Closes every open report of a message; how many it closed. */
    async closeReports(
      executor: Kysely<DB>,
      messageId: number,
      close: { resolvedBy: number; resolution: string; resolvedAt: string },
    ): Promise<number> {
      const result = await executor
        .updateTable('chatReports')
        .set(close)
        .where('messageId', '=', messageId)
        .where('resolvedAt', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
  };
}

export type ModerationRepository = ReturnType<typeof createModerationRepository>;
