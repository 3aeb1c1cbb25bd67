import { describe, expect, it } from 'vitest';
import type { Session } from '../../../contract/accounts';
import type { Friend, FriendRequests, Friends, SentFriendRequests } from '../../../contract/social';
import { socialMessages } from '../../../contract/social';
import { bearer, testDialects, useTestApp } from '../../testing/test-app';

describe.each(testDialects())('friends API on %s', (dialect) => {
  const t = useTestApp(dialect);

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, session: Session, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(session), ...(payload ? { payload } : {}) });

  async function befriend(a: Session, b: Session) {
    expect((await call('POST', '/api/social/friend-request', a, { username: b.username })).statusCode).toBe(
      201,
    );
    const { friendRequests } = (await call('GET', '/api/social/friend-requests', b)).json<FriendRequests>();
    const request = friendRequests.find((item) => item.sender.id === a._id);
    if (!request) throw new Error('request missing');
    expect((await call('POST', `/api/social/friend-requests/${request.id}/accept`, b)).statusCode).toBe(200);
  }

  it('sends, lists and accepts a friend request; both then see each other', async () => {
    const erin = await t.register();
    const frank = await t.register();
    const sent = await call('POST', '/api/social/friend-request', erin, {
      username: `  ${frank.username.toUpperCase()} `,
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toEqual({ message: 'Friend request sent', status: 'sent' });

    const again = await call('POST', '/api/social/friend-request', erin, { username: frank.username });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'Friend request already sent' });

    const { friendRequests } = (
      await call('GET', '/api/social/friend-requests', frank)
    ).json<FriendRequests>();
    expect(friendRequests).toHaveLength(1);
    const [request] = friendRequests;
    expect(request?.sender).toEqual({ id: erin._id, username: erin.username });
    expect(
      (await call('GET', '/api/social/friend-requests', erin)).json<FriendRequests>().friendRequests,
    ).toEqual([]);

    // Only the receiver can accept it.
    const wrong = await call('POST', `/api/social/friend-requests/${request?.id}/accept`, erin);
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json()).toEqual({ message: socialMessages.requestNotFound });

    const accepted = await call('POST', `/api/social/friend-requests/${request?.id}/accept`, frank);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json<{ friend: Friend }>().friend).toMatchObject({
      id: erin._id,
      username: erin.username,
    });

    const erinsFriends = (await call('GET', '/api/social/friends', erin)).json<Friends>().friends;
    expect(erinsFriends).toEqual([
      expect.objectContaining({
        id: frank._id,
        username: frank.username,
        status: 'offline',
        lastOnline: null,
      }),
    ]);
    const franksFriends = (await call('GET', '/api/social/friends', frank)).json<Friends>().friends;
    expect(franksFriends.map((friend) => friend.id)).toEqual([erin._id]);
    expect(
      (await call('GET', '/api/social/friend-requests', frank)).json<FriendRequests>().friendRequests,
    ).toEqual([]);

    const already = await call('POST', '/api/social/friend-request', frank, { username: erin.username });
    expect(already.statusCode).toBe(409);
    expect(already.json()).toEqual({ message: 'You are already friends' });

    const removed = await call('DELETE', `/api/social/friends/${frank._id}`, erin);
    expect(removed.statusCode).toBe(200);
    expect((await call('GET', '/api/social/friends', frank)).json<Friends>().friends).toEqual([]);
    const gone = await call('DELETE', `/api/social/friends/${frank._id}`, erin);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ message: socialMessages.notFriends });
  });

  it('declines a request, which then lets the sender ask again', async () => {
    const gina = await t.register();
    const hank = await t.register();
    await call('POST', '/api/social/friend-request', gina, { username: hank.username });
    const [request] = (await call('GET', '/api/social/friend-requests', hank)).json<FriendRequests>()
      .friendRequests;
    const byOther = await call('POST', `/api/social/friend-requests/${request?.id}/decline`, gina);
    expect(byOther.statusCode).toBe(404);
    const declined = await call('POST', `/api/social/friend-requests/${request?.id}/decline`, hank);
    expect(declined.statusCode).toBe(200);
    expect(declined.json()).toEqual({ message: 'Friend request declined' });
    expect(
      (await call('GET', '/api/social/friend-requests', hank)).json<FriendRequests>().friendRequests,
    ).toEqual([]);
    expect((await call('GET', '/api/social/friends', gina)).json<Friends>().friends).toEqual([]);
    const twice = await call('POST', `/api/social/friend-requests/${request?.id}/decline`, hank);
    expect(twice.statusCode).toBe(404);
    expect(
      (await call('POST', '/api/social/friend-request', gina, { username: hank.username })).statusCode,
    ).toBe(201);
  });

  it('lists the requests a player sent, and lets only the sender withdraw one', async () => {
    const lena = await t.register();
    const milo = await t.register();
    const nora = await t.register();
    await call('POST', '/api/social/friend-request', lena, { username: milo.username });
    await call('POST', '/api/social/friend-request', lena, { username: nora.username });
    const sent = (await call('GET', '/api/social/friend-requests/sent', lena)).json<SentFriendRequests>()
      .sentRequests;
    expect(sent.map((item) => item.receiver)).toEqual([
      { id: milo._id, username: milo.username },
      { id: nora._id, username: nora.username },
    ]);
    // The receiver's own list of sent requests does not show what they received.
    expect(
      (await call('GET', '/api/social/friend-requests/sent', milo)).json<SentFriendRequests>().sentRequests,
    ).toEqual([]);

    const toMilo = sent[0]?.id;
    const byReceiver = await call('DELETE', `/api/social/friend-requests/${toMilo}`, milo);
    expect(byReceiver.statusCode).toBe(404);
    expect(byReceiver.json()).toEqual({ message: 'Friend request not found' });
    const withdrawn = await call('DELETE', `/api/social/friend-requests/${toMilo}`, lena);
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json()).toEqual({ message: 'Friend request withdrawn' });
    expect(
      (await call('GET', '/api/social/friend-requests', milo)).json<FriendRequests>().friendRequests,
    ).toEqual([]);
    expect(
      (await call('GET', '/api/social/friend-requests/sent', lena)).json<SentFriendRequests>().sentRequests,
    ).toEqual([sent[1]]);
    expect((await call('DELETE', `/api/social/friend-requests/${toMilo}`, lena)).statusCode).toBe(404);
    // Once accepted, a request is no longer the sender's to withdraw or list.
    await call('POST', `/api/social/friend-requests/${sent[1]?.id}/accept`, nora);
    expect(
      (await call('GET', '/api/social/friend-requests/sent', lena)).json<SentFriendRequests>().sentRequests,
    ).toEqual([]);
    expect((await call('DELETE', `/api/social/friend-requests/${sent[1]?.id}`, lena)).statusCode).toBe(404);
  });

  it('makes two players friends at once when each asks the other', async () => {
    const ivy = await t.register();
    const jack = await t.register();
    await call('POST', '/api/social/friend-request', ivy, { username: jack.username });
    const back = await call('POST', '/api/social/friend-request', jack, { username: ivy.username });
    expect(back.statusCode).toBe(201);
    expect(back.json()).toEqual({ message: 'Friend request accepted', status: 'accepted' });
    expect((await call('GET', '/api/social/friends', ivy)).json<Friends>().friends.map((f) => f.id)).toEqual([
      jack._id,
    ]);
    expect(
      (await call('GET', '/api/social/friend-requests', jack)).json<FriendRequests>().friendRequests,
    ).toEqual([]);
  });

  it('answers bad friend requests with clear messages', async () => {
    const kim = await t.register();
    const cases: [string, number, string][] = [
      ['   ', 400, 'Username is required'],
      ['nobody_here_at_all', 404, 'User not found'],
      [kim.username, 400, 'You cannot add yourself'],
    ];
    for (const [username, status, message] of cases) {
      const response = await call('POST', '/api/social/friend-request', kim, { username });
      expect(response.statusCode, username).toBe(status);
      expect(response.json()).toEqual({ message });
    }
  });

  it('keeps Do not disturb and answers the presence', async () => {
    const lee = await t.register();
    expect((await call('GET', '/api/social/presence', lee)).json()).toEqual({
      status: 'offline',
      doNotDisturb: false,
    });
    const busy = await call('PUT', '/api/social/presence', lee, { doNotDisturb: true });
    expect(busy.json()).toEqual({ status: 'offline', doNotDisturb: true });
    const bad = await call('PUT', '/api/social/presence', lee, { doNotDisturb: 'yes' });
    expect(bad.statusCode).toBe(400);
    const back = await call('PUT', '/api/social/presence', lee, { doNotDisturb: false });
    expect(back.json()).toEqual({ status: 'offline', doNotDisturb: false });
  });

  it("challenges only friends, to the player's own waiting coinflip session, and only when online", async () => {
    const mia = await t.register();
    const ned = await t.register();
    const stranger = await t.register();
    await befriend(mia, ned);
    const notFriend = await call('POST', '/api/social/challenges', mia, {
      friendId: stranger._id,
      sessionId: 1,
    });
    expect(notFriend.statusCode).toBe(404);
    expect(notFriend.json()).toEqual({ message: socialMessages.notFriends });
    const noSession = await call('POST', '/api/social/challenges', mia, {
      friendId: ned._id,
      sessionId: 999_999,
    });
    expect(noSession.statusCode).toBe(400);
    expect(noSession.json()).toEqual({ message: socialMessages.sessionNotOpen });
  });
});
