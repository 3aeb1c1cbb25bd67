import { NOTIFICATION_TEXTS, type Notification } from '../../../contract/notifications';
import {
  type Friend,
  type FriendRequest,
  type FriendRequestResult,
  type Presence as PresenceView,
  type SentFriendRequest,
  socialMessages,
} from '../../../contract/social';
import { nowIso } from '../../clock';
import { uniqueViolation } from '../../db/constraint-errors';
import { coalescePerTick } from '../../db/group-commit';
import type { UnitOfWork } from '../../db/unit-of-work';
import { badRequest, conflict, notFound } from '../../http/errors';
import type { Notifier } from '../notifications/service';
import type { SocialBroadcasts } from './broadcasts';
import type { FriendsRepository } from './friends-repository';
import type { Presence } from './presence';
import { type CosmeticsOf, toFriendRequest, toFriends } from './views';

export interface FriendsServiceDeps {
  uow: UnitOfWork;
  repository: FriendsRepository;
  presence: Presence;
  cosmeticsOf: CosmeticsOf;
  broadcasts: SocialBroadcasts;
  /** Tells the receiver of a request in their inbox, written with the request. */
  notifier: Notifier;
}

/** Friend requests, friendships and presence as the friends see it; every change reaches both sides live. */
export function createFriendsService(deps: FriendsServiceDeps) {
  const { uow, repository, presence, cosmeticsOf, broadcasts, notifier } = deps;

  async function friendView(userId: number): Promise<Friend> {
    const player = await repository.findPlayer(userId);
    if (!player) throw notFound(socialMessages.userNotFound);
    const [friend] = await toFriends([player], await presence.of([userId]), cosmeticsOf);
    return friend as Friend;
  }

  async function presenceOf(userId: number): Promise<PresenceView> {
    const state = await presence.one(userId);
    return { status: state.status, doNotDisturb: state.doNotDisturb };
  }

  /**
   * Tells the user's friends their presence as it is now; the users announced in one tick share the
   * queries (a restart's thundering herd of reconnecting sockets).
   */
  const announcePresence = coalescePerTick<number>(async (userIds) => {
    const distinct = [...new Set(userIds)];
    const [friendIds, states] = await Promise.all([repository.friendIdsOf(distinct), presence.of(distinct)]);
    for (const userId of distinct) {
      const state = states.get(userId);
      const friends = friendIds.get(userId);
      if (!state || !friends || friends.length === 0) continue;
      broadcasts.friendPresence(friends, { id: userId, status: state.status, lastOnline: state.lastOnline });
    }
  });

  /** Both players learn of their new friend, the receiver's request list drops the request. */
  async function announceFriends(
    a: number,
    b: number,
    removedRequests: { id: number; receiverId: number }[],
  ) {
    for (const request of removedRequests) broadcasts.friendRequestRemoved(request.receiverId, request.id);
    const [viewA, viewB] = await Promise.all([friendView(a), friendView(b)]);
    broadcasts.friendAdded(a, viewB);
    broadcasts.friendAdded(b, viewA);
  }

  /** Makes two players friends, dropping the requests between them, in one transaction. */
  async function makeFriends(a: number, b: number) {
    const removed = await uow.run(async (trx) => {
      const requests = [
        await repository.requestBetween(a, b, trx),
        await repository.requestBetween(b, a, trx),
      ];
      const found = requests.filter((request) => request !== undefined);
      for (const request of found) await repository.deleteRequest(trx, request.id);
      await repository.befriend(trx, a, b, nowIso());
      return found;
    });
    await announceFriends(a, b, removed);
  }

  /** Deletes a request `userId` is on the given side of; 404 when there is none. */
  async function dropRequest(requestId: number, side: 'senderId' | 'receiverId', userId: number) {
    const request = await repository.requestOf(requestId, side, userId);
    const deleted = request && (await uow.run((trx) => repository.deleteRequest(trx, request.id)));
    if (!request || !deleted) throw notFound(socialMessages.requestNotFound);
    return request;
  }

  return {
    async friends(userId: number): Promise<Friend[]> {
      const players = await repository.friendsOf(userId);
      return toFriends(players, await presence.of(players.map((player) => player.id)), cosmeticsOf);
    },

    async requests(userId: number): Promise<FriendRequest[]> {
      return (await repository.incoming(userId)).map(toFriendRequest);
    },

    async sentRequests(userId: number): Promise<SentFriendRequest[]> {
      return (await repository.outgoing(userId)).map((row) => ({
        id: row.id,
        receiver: { id: row.receiverId, username: row.receiverName },
        createdAt: row.createdAt,
      }));
    },

    /** Takes back a request the user sent; it leaves the other player's list at once. */
    async withdraw(userId: number, requestId: number): Promise<void> {
      const request = await dropRequest(requestId, 'senderId', userId);
      broadcasts.friendRequestRemoved(request.receiverId, requestId);
    },

    /** Asks `username` to be friends; if they had already asked, the two are friends at once. */
    async sendRequest(userId: number, rawUsername: string): Promise<FriendRequestResult> {
      const username = rawUsername.trim();
      if (username.length === 0) throw badRequest(socialMessages.usernameRequired);
      const other = await repository.findUserByName(username);
      if (!other) throw notFound(socialMessages.userNotFound);
      if (other.id === userId) throw badRequest(socialMessages.cannotAddSelf);
      if (await repository.areFriends(userId, other.id)) throw conflict(socialMessages.alreadyFriends);
      if (await repository.requestBetween(userId, other.id)) throw conflict(socialMessages.alreadySent);
      if (await repository.requestBetween(other.id, userId)) {
        await makeFriends(userId, other.id);
        return { message: socialMessages.requestAccepted, status: 'accepted' };
      }
      let sent: { request: FriendRequest; notification: Notification };
      try {
        sent = await uow.run(async (trx) => {
          const request = toFriendRequest(await repository.insertRequest(trx, userId, other.id, nowIso()));
          const notification = await notifier.write(trx, other.id, {
            kind: 'friendRequest',
            ...NOTIFICATION_TEXTS.friendRequest(request.sender.username),
            data: { requestId: request.id, from: request.sender },
          });
          return { request, notification };
        });
      } catch (error) {
        if (uniqueViolation(error)) throw conflict(socialMessages.alreadySent);
        throw error;
      }
      broadcasts.friendRequest(other.id, sent.request);
      notifier.push({ userId: other.id, notification: sent.notification });
      return { message: socialMessages.requestSent, status: 'sent' };
    },

    async accept(userId: number, requestId: number): Promise<Friend> {
      const request = await repository.requestOf(requestId, 'receiverId', userId);
      if (!request) throw notFound(socialMessages.requestNotFound);
      await makeFriends(request.senderId, userId);
      return friendView(request.senderId);
    },

    async decline(userId: number, requestId: number): Promise<void> {
      await dropRequest(requestId, 'receiverId', userId);
      broadcasts.friendRequestRemoved(userId, requestId);
    },

    async remove(userId: number, friendId: number): Promise<void> {
      const removed = await uow.run((trx) => repository.unfriend(trx, userId, friendId));
      if (!removed) throw notFound(socialMessages.notFriends);
      broadcasts.friendRemoved(userId, friendId);
      broadcasts.friendRemoved(friendId, userId);
    },

    presenceOf,
    announcePresence,

    async setDoNotDisturb(userId: number, doNotDisturb: boolean): Promise<PresenceView> {
      await presence.setDoNotDisturb(userId, doNotDisturb);
      await announcePresence(userId);
      return presenceOf(userId);
    },

    /** Invites an online friend to the waiting coinflip session the user opened. */
    async challenge(user: { id: number; username: string }, friendId: number, sessionId: number) {
      if (!(await repository.areFriends(user.id, friendId))) throw notFound(socialMessages.notFriends);
      const session = await repository.coinflipSession(sessionId);
      if (!session || session.creatorId !== user.id || session.status !== 'waiting') {
        throw badRequest(socialMessages.sessionNotOpen);
      }
      if ((await presence.one(friendId)).status === 'offline') throw conflict(socialMessages.friendOffline);
      broadcasts.challenge(friendId, {
        from: { id: user.id, username: user.username },
        sessionId,
        amount: Number(session.amount),
      });
      return { message: socialMessages.challengeSent };
    },
  };
}

export type FriendsService = ReturnType<typeof createFriendsService>;
