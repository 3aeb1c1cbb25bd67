import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema';
import { inSlices } from '../../db/values-list';
import { findsRow } from '../query-results';

/** A player as a tip or a rain names them. */
export interface TipPlayer {
  id: number;
  username: string;
  isBanned: number;
  /** ISO 8601: when the account was made. */
  createdAt: string;
}

/** What a batch of the wager fold adds to one player's total. */
export interface WagerGain {
  userId: number;
  wagered: number;
  lastBetAt: string;
}

/** A line of the public chat, as the rain reads who chatted. */
export interface ChatLine {
  id: number;
  senderId: number;
  createdAt: string;
}

/** Tips and rain: the players, the senders' limits, who chatted and bet lately, the rain's chat line. */
export function createTipsRepository(db: Kysely<DB>) {
  return {
    player(id: number): Promise<TipPlayer | undefined> {
      return db
        .selectFrom('users')
        .select(['id', 'username', 'isBanned', 'createdAt'])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /** Friendships are stored once per direction: the sender's own row says it. */
    areFriends(userId: number, friendId: number): Promise<boolean> {
      return findsRow(
        db
          .selectFrom('friendships')
          .select('userId')
          .where('userId', '=', userId)
          .where('friendId', '=', friendId),
      );
    },

    /** Every stake the player has made, as the wager fold has counted them (0 before their first bet). */
    async wageredBy(userId: number): Promise<number> {
      const row = await db
        .selectFrom('wagerTotals')
        .select('wagered')
        .where('userId', '=', userId)
        .executeTakeFirst();
      return row ? Number(row.wagered) : 0;
    },

    /** Adds the fold's batch to the players' totals (one row each, made on their first bet). */
    async addWagers(executor: Kysely<DB>, gains: readonly WagerGain[]): Promise<void> {
      for (const slice of inSlices(gains)) {
        await executor
          .insertInto('wagerTotals')
          .values(slice)
          .onConflict((oc) =>
            oc.column('userId').doUpdateSet({
              wagered: sql`wager_totals.wagered + excluded.wagered`,
              lastBetAt: sql`case when excluded.last_bet_at > wager_totals.last_bet_at
                then excluded.last_bet_at else wager_totals.last_bet_at end`,
            }),
          )
          .execute();
      }
    },

    /**
     * Adds `amount` to what the sender sent on `day`, unless that would pass `limit`: one statement,
     * so no two tips can both pass it. The row of an earlier day starts over. False when refused.
     */
    async takeAllowance(
      executor: Kysely<DB>,
      userId: number,
      day: string,
      amount: number,
      limit: number,
    ): Promise<boolean> {
      const sentSoFar = sql<number>`case when tip_days.day = excluded.day then tip_days.sent else 0 end`;
      const row = await executor
        .insertInto('tipDays')
        .values({ userId, day, sent: amount })
        .onConflict((oc) =>
          oc
            .column('userId')
            .doUpdateSet({ sent: sql`${sentSoFar} + excluded.sent`, day: sql`excluded.day` })
            .where(sql`${sentSoFar} + excluded.sent`, '<=', limit),
        )
        .returning('sent')
        .executeTakeFirst();
      return row !== undefined;
    },

    /** What the sender has sent on `day` so far. */
    async sentOn(userId: number, day: string, executor: Kysely<DB> = db): Promise<number> {
      const row = await executor
        .selectFrom('tipDays')
        .select('sent')
        .where('userId', '=', userId)
        .where('day', '=', day)
        .executeTakeFirst();
      return row ? Number(row.sent) : 0;
    },

    /**
     * The players' visible text messages of every room, newest first, below the id `before` when given: a walk back
     * along the visible-messages index (deleted_at, id), a page at a time.
     */
    chatPage(before: number | undefined, limit: number): Promise<ChatLine[]> {
      let query = db
        .selectFrom('chatMessages')
        .select(['id', 'senderId', 'createdAt'])
        .where('deletedAt', 'is', null)
        .where('kind', '=', 'text');
      if (before !== undefined) query = query.where('id', '<', before);
      return query.orderBy('id', 'desc').limit(limit).execute();
    },

    /** Of `userIds`, the players not banned who placed a bet at `betSince` or later, with their names. */
    betSince(userIds: readonly number[], betSince: string): Promise<{ id: number; username: string }[]> {
      if (userIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('users as u')
        .innerJoin('wagerTotals as w', 'w.userId', 'u.id')
        .select(['u.id', 'u.username'])
        .where('u.id', 'in', [...userIds])
        .where('u.isBanned', '=', 0)
        .where('w.lastBetAt', '>=', betSince)
        .execute();
    },

    /** The rain's line in the chat, of every language's room (room null), written in the rain's transaction. */
    async insertChatLine(
      executor: Kysely<DB>,
      line: { senderId: number; text: string; createdAt: string },
    ): Promise<number> {
      const { id } = await executor
        .insertInto('chatMessages')
        // 'share' is the chat's system-styled line (as a shared win), here without a bet.
        .values({ ...line, kind: 'share', betId: null, room: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    /** What a player shows in chat besides their cosmetics. */
    chatSender(userId: number) {
      return db
        .selectFrom('users')
        .select(['id', 'username', 'profilePicture'])
        .where('id', '=', userId)
        .executeTakeFirstOrThrow();
    },
  };
}

export type TipsRepository = ReturnType<typeof createTipsRepository>;
