import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { findsRow } from '../query-results';

export interface FriendRequestRow {
  id: number;
  senderId: number;
  receiverId: number;
  createdAt: string;
  senderName: string;
}

export interface SentRequestRow {
  id: number;
  receiverId: number;
  createdAt: string;
  receiverName: string;
}

export interface PlayerRow {
  id: number;
  username: string;
  profilePicture: string | null;
}

/** Friend requests and friendships (stored once per direction, so each side reads its own rows). */
export function createFriendsRepository(db: Kysely<DB>) {
  function requests(executor: Kysely<DB>) {
    return executor
      .selectFrom('friendRequests as r')
      .innerJoin('users as s', 's.id', 'r.senderId')
      .select(['r.id', 'r.senderId', 'r.receiverId', 'r.createdAt', 's.username as senderName']);
  }

  return {
    findUserByName(username: string): Promise<PlayerRow | undefined> {
      return db
        .selectFrom('users')
        .select(['id', 'username', 'profilePicture'])
        .where('usernameLower', '=', username.toLowerCase())
        .executeTakeFirst();
    },

    findPlayer(id: number, executor: Kysely<DB> = db): Promise<PlayerRow | undefined> {
      return executor
        .selectFrom('users')
        .select(['id', 'username', 'profilePicture'])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    areFriends(userId: number, otherId: number, executor: Kysely<DB> = db): Promise<boolean> {
      return findsRow(
        executor
          .selectFrom('friendships')
          .select('userId')
          .where('userId', '=', userId)
          .where('friendId', '=', otherId),
      );
    },

    requestBetween(senderId: number, receiverId: number, executor: Kysely<DB> = db) {
      return requests(executor)
        .where('r.senderId', '=', senderId)
        .where('r.receiverId', '=', receiverId)
        .executeTakeFirst();
    },

    /** A request, if `userId` is on the given side of it. */
    requestOf(id: number, side: 'senderId' | 'receiverId', userId: number) {
      return requests(db).where('r.id', '=', id).where(`r.${side}`, '=', userId).executeTakeFirst();
    },

    incoming(receiverId: number): Promise<FriendRequestRow[]> {
      return requests(db).where('r.receiverId', '=', receiverId).orderBy('r.id').execute();
    },

    outgoing(senderId: number): Promise<SentRequestRow[]> {
      return db
        .selectFrom('friendRequests as r')
        .innerJoin('users as u', 'u.id', 'r.receiverId')
        .select(['r.id', 'r.receiverId', 'r.createdAt', 'u.username as receiverName'])
        .where('r.senderId', '=', senderId)
        .orderBy('r.id')
        .execute();
    },

    async insertRequest(executor: Kysely<DB>, senderId: number, receiverId: number, at: string) {
      const { id } = await executor
        .insertInto('friendRequests')
        .values({ senderId, receiverId, createdAt: at })
        .returning('id')
        .executeTakeFirstOrThrow();
      return requests(executor).where('r.id', '=', id).executeTakeFirstOrThrow();
    },

    async deleteRequest(executor: Kysely<DB>, id: number): Promise<boolean> {
      const result = await executor.deleteFrom('friendRequests').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    async befriend(executor: Kysely<DB>, userId: number, otherId: number, at: string): Promise<void> {
      await executor
        .insertInto('friendships')
        .values([
          { userId, friendId: otherId, createdAt: at },
          { userId: otherId, friendId: userId, createdAt: at },
        ])
        .onConflict((oc) => oc.columns(['userId', 'friendId']).doNothing())
        .execute();
    },

    async unfriend(executor: Kysely<DB>, userId: number, otherId: number): Promise<boolean> {
      const result = await executor
        .deleteFrom('friendships')
        .where((eb) =>
          eb.or([
            eb.and([eb('userId', '=', userId), eb('friendId', '=', otherId)]),
            eb.and([eb('userId', '=', otherId), eb('friendId', '=', userId)]),
          ]),
        )
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    friendsOf(userId: number): Promise<PlayerRow[]> {
      return db
        .selectFrom('friendships as f')
        .innerJoin('users as u', 'u.id', 'f.friendId')
        .select(['u.id', 'u.username', 'u.profilePicture'])
        .where('f.userId', '=', userId)
        .orderBy('u.usernameLower')
        .execute();
    },

    /** Each user's friends, for several users in one query. */
    async friendIdsOf(userIds: number[]): Promise<Map<number, number[]>> {
      const byUser = new Map<number, number[]>(userIds.map((id) => [id, []]));
      if (userIds.length === 0) return byUser;
      const rows = await db
        .selectFrom('friendships')
        .select(['userId', 'friendId'])
        .where('userId', 'in', userIds)
        .execute();
      for (const row of rows) byUser.get(row.userId)?.push(row.friendId);
      return byUser;
    },

    /** A coinflip session a challenge points at. */
    coinflipSession(id: number) {
      return db
        .selectFrom('coinflipSessions')
        .select(['id', 'creatorId', 'status', 'amount'])
        .where('id', '=', id)
        .executeTakeFirst();
    },
  };
}

export type FriendsRepository = ReturnType<typeof createFriendsRepository>;
