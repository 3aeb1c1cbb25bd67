import { expect } from 'vitest';
import type { Session } from '../../contract/accounts';
import type { FriendRequest, FriendRequests, Friends, SentFriendRequests } from '../../contract/social';
import type { TestApp } from './test-app';

/** The friends calls of the API on a test app, as the tests of friendships make them. */
export function friendCalls(t: TestApp) {
  /** The friend requests the player has received. */
  const received = async (session: Session): Promise<FriendRequest[]> =>
    (await t.call('GET', '/api/social/friend-requests', session)).json<FriendRequests>().friendRequests;

  /** `from` asks `to`; answers the request as `to` receives it. */
  const ask = async (from: Session, to: Session): Promise<FriendRequest> => {
    const sent = await t.call('POST', '/api/social/friend-request', from, { username: to.username });
    expect(sent.statusCode, sent.body).toBe(201);
    const request = (await received(to)).find((item) => item.sender.id === from._id);
    if (!request) throw new Error('request missing');
    return request;
  };

  return {
    received,
    ask,
    /** The friend requests the player has sent and that still wait. */
    sent: async (session: Session) =>
      (await t.call('GET', '/api/social/friend-requests/sent', session)).json<SentFriendRequests>()
        .sentRequests,
    /** The player's friends. */
    of: async (session: Session) =>
      (await t.call('GET', '/api/social/friends', session)).json<Friends>().friends,
    /** Makes two players friends: `a` asks, `b` accepts. */
    async befriend(a: Session, b: Session): Promise<void> {
      const request = await ask(a, b);
      const accepted = await t.call('POST', `/api/social/friend-requests/${request.id}/accept`, b);
      expect(accepted.statusCode).toBe(200);
    },
  };
}
