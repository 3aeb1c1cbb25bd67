import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { findsRow } from '../query-results';

/** A message with what its sender shows in chat. */
export interface ChatMessageWithSender {
  id: number;
  senderId: number;
  text: string;
  kind: string;
  createdAt: string;
  username: string;
  profilePicture: string | null;
  betId: number | null;
  /** The language's room; null for a line of every room (a rain's). */
  room: string | null;
}

export interface NewChatMessage {
  senderId: number;
  text: string;
  kind: 'text' | 'share';
  createdAt: string;
  betId?: number;
  room: string;
}

/** The chat rooms' messages; deleted ones stay in the table (who deleted them, when). */
export function createChatRepository(db: Kysely<DB>) {
  function withSender(executor: Kysely<DB>) {
    return executor
      .selectFrom('chatMessages as m')
      .innerJoin('users as u', 'u.id', 'm.senderId')
      .select([
        'm.id',
        'm.senderId',
        'm.text',
        'm.kind',
        'm.createdAt',
        'u.username',
        'u.profilePicture',
        'm.betId',
        'm.room',
      ]);
  }

  return {
    async insert(message: NewChatMessage): Promise<ChatMessageWithSender> {
      const { id } = await db
        .insertInto('chatMessages')
        .values({ ...message, betId: message.betId ?? null })
        .returning('id')
        .executeTakeFirstOrThrow();
      return withSender(db).where('m.id', '=', id).executeTakeFirstOrThrow();
    },

    /** Visible messages of every room, newest first, below `before` when given (admins). */
    latest(limit: number, before?: number): Promise<ChatMessageWithSender[]> {
      let query = withSender(db).where('m.deletedAt', 'is', null);
      if (before !== undefined) query = query.where('m.id', '<', before);
      return query.orderBy('m.id', 'desc').limit(limit).execute();
    },

    /**
     * A room's visible messages with the lines of every room (room null), newest first, below `before`
     * when given: the latest of each along the index (room, deleted_at, id), merged.
     */
    async latestIn(room: string, limit: number, before?: number): Promise<ChatMessageWithSender[]> {
      const page = (ofRoom: string | null) => {
        let query = withSender(db)
          .where('m.deletedAt', 'is', null)
          .where('m.room', ofRoom === null ? 'is' : '=', ofRoom);
        if (before !== undefined) query = query.where('m.id', '<', before);
        return query.orderBy('m.id', 'desc').limit(limit).execute();
      };
      const [own, everyRoom] = await Promise.all([page(room), page(null)]);
      return [...own, ...everyRoom].sort((a, b) => b.id - a.id).slice(0, limit);
    },

    isShared(betId: number): Promise<boolean> {
      return findsRow(db.selectFrom('chatMessages').select('id').where('betId', '=', betId));
    },

    /** Marks a visible message deleted; undefined when there is none (unknown or already deleted). */
    async softDelete(
      executor: Kysely<DB>,
      id: number,
      adminId: number,
      at: string,
    ): Promise<ChatMessageWithSender | undefined> {
      const result = await executor
        .updateTable('chatMessages')
        .set({ deletedAt: at, deletedBy: adminId })
        .where('id', '=', id)
        .where('deletedAt', 'is', null)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) return undefined;
      return withSender(executor).where('m.id', '=', id).executeTakeFirst();
    },

    /** A game record of the player, for sharing a win. */
    gameRecord(userId: number, betId: number) {
      return db
        .selectFrom('gameRecords')
        .select(['id', 'game', 'betAmount', 'payout', 'details'])
        .where('id', '=', betId)
        .where('userId', '=', userId)
        .executeTakeFirst();
    },
  };
}

export type ChatRepository = ReturnType<typeof createChatRepository>;
