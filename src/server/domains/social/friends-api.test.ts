import { describe, expect, it } from 'vitest';
import type { Friend } from '../../../contract/social';
import { socialMessages } from '../../../contract/social';
import { friendCalls } from '../../testing/friends-kit';
import { expectMessage, testDialects, useTestApp } from '../../testing/test-app';

describe.each(testDialects())('friends API on %s', (dialect) => {
  const t = useTestApp(dialect);
  const friends = friendCalls(t);

  it('sends, lists and accepts a friend request; both then see each other', async () => {
    const erin = await t.register();
    const frank = await t.register();
    const sent = await t.call('POST', '/api/social/friend-request', erin, {
      username: `  ${frank.username.toUpperCase()} `,
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toEqual({ message: 'Friend request sent', status: 'sent' });

    const again = await t.call('POST', '/api/social/friend-request', erin, { username: frank.username });
    expectMessage(again, 409, 'Friend request already sent');

    const friendRequests = await friends.received(frank);
    expect(friendRequests).toHaveLength(1);
    const [request] = friendRequests;
    expect(request?.sender).toEqual({ id: erin._id, username: erin.username });
    expect(await friends.received(erin)).toEqual([]);

    // Only the receiver can accept it.
    const wrong = await t.call('POST', `/api/social/friend-requests/${request?.id}/accept`, erin);
    expectMessage(wrong, 404, socialMessages.requestNotFound);

    const accepted = await t.call('POST', `/api/social/friend-requests/${request?.id}/accept`, frank);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json<{ friend: Friend }>().friend).toMatchObject({
      id: erin._id,
      username: erin.username,
    });

    const erinsFriends = await friends.of(erin);
    expect(erinsFriends).toEqual([
      expect.objectContaining({
        id: frank._id,
        username: frank.username,
        status: 'offline',
        lastOnline: null,
      }),
    ]);
    const franksFriends = await friends.of(frank);
    expect(franksFriends.map((friend) => friend.id)).toEqual([erin._id]);
    expect(await friends.received(frank)).toEqual([]);

    const already = await t.call('POST', '/api/social/friend-request', frank, { username: erin.username });
    expectMessage(already, 409, 'You are already friends');

    const removed = await t.call('DELETE', `/api/social/friends/${frank._id}`, erin);
    expect(removed.statusCode).toBe(200);
    expect(await friends.of(frank)).toEqual([]);
    const gone = await t.call('DELETE', `/api/social/friends/${frank._id}`, erin);
    expectMessage(gone, 404, socialMessages.notFriends);
  });

  it('declines a request, which then lets the sender ask again', async () => {
    const gina = await t.register();
    const hank = await t.register();
    const request = await friends.ask(gina, hank);
    const byOther = await t.call('POST', `/api/social/friend-requests/${request.id}/decline`, gina);
    expect(byOther.statusCode).toBe(404);
    const declined = await t.call('POST', `/api/social/friend-requests/${request.id}/decline`, hank);
    expectMessage(declined, 200, 'Friend request declined');
    expect(await friends.received(hank)).toEqual([]);
    expect(await friends.of(gina)).toEqual([]);
    const twice = await t.call('POST', `/api/social/friend-requests/${request.id}/decline`, hank);
    expect(twice.statusCode).toBe(404);
    expect(
      (await t.call('POST', '/api/social/friend-request', gina, { username: hank.username })).statusCode,
    ).toBe(201);
  });

  it('lists the requests a player sent, and lets only the sender withdraw one', async () => {
    const lena = await t.register();
    const milo = await t.register();
    const nora = await t.register();
    await t.call('POST', '/api/social/friend-request', lena, { username: milo.username });
    await t.call('POST', '/api/social/friend-request', lena, { username: nora.username });
    const sent = await friends.sent(lena);
    expect(sent.map((item) => item.receiver)).toEqual([
      { id: milo._id, username: milo.username },
      { id: nora._id, username: nora.username },
    ]);
    // The receiver's own list of sent requests does not show what they received.
    expect(await friends.sent(milo)).toEqual([]);

    const toMilo = sent[0]?.id;
    const byReceiver = await t.call('DELETE', `/api/social/friend-requests/${toMilo}`, milo);
    expectMessage(byReceiver, 404, 'Friend request not found');
    const withdrawn = await t.call('DELETE', `/api/social/friend-requests/${toMilo}`, lena);
    expectMessage(withdrawn, 200, 'Friend request withdrawn');
    expect(await friends.received(milo)).toEqual([]);
    expect(await friends.sent(lena)).toEqual([sent[1]]);
    expect((await t.call('DELETE', `/api/social/friend-requests/${toMilo}`, lena)).statusCode).toBe(404);
    // Once accepted, a request is no longer the sender's to withdraw or list.
    await t.call('POST', `/api/social/friend-requests/${sent[1]?.id}/accept`, nora);
    expect(await friends.sent(lena)).toEqual([]);
    expect((await t.call('DELETE', `/api/social/friend-requests/${sent[1]?.id}`, lena)).statusCode).toBe(404);
  });

  it('makes two players friends at once when each asks the other', async () => {
    const ivy = await t.register();
    const jack = await t.register();
    await t.call('POST', '/api/social/friend-request', ivy, { username: jack.username });
    const back = await t.call('POST', '/api/social/friend-request', jack, { username: ivy.username });
    expect(back.statusCode).toBe(201);
    expect(back.json()).toEqual({ message: 'Friend request accepted', status: 'accepted' });
    expect((await friends.of(ivy)).map((f) => f.id)).toEqual([jack._id]);
    expect(await friends.received(jack)).toEqual([]);
  });

  it('answers bad friend requests with clear messages', async () => {
    const kim = await t.register();
    const cases: [string, number, string][] = [
      ['   ', 400, 'Username is required'],
      ['nobody_here_at_all', 404, 'User not found'],
      [kim.username, 400, 'You cannot add yourself'],
    ];
    for (const [username, status, message] of cases) {
      const response = await t.call('POST', '/api/social/friend-request', kim, { username });
      expect(response.statusCode, username).toBe(status);
      expect(response.json()).toMatchObject({ message });
    }
  });

  it('keeps Do not disturb and answers the presence', async () => {
    const lee = await t.register();
    expect((await t.call('GET', '/api/social/presence', lee)).json()).toEqual({
      status: 'offline',
      doNotDisturb: false,
    });
    const busy = await t.call('PUT', '/api/social/presence', lee, { doNotDisturb: true });
    expect(busy.json()).toEqual({ status: 'offline', doNotDisturb: true });
    const bad = await t.call('PUT', '/api/social/presence', lee, { doNotDisturb: 'yes' });
    expect(bad.statusCode).toBe(400);
    const back = await t.call('PUT', '/api/social/presence', lee, { doNotDisturb: false });
    expect(back.json()).toEqual({ status: 'offline', doNotDisturb: false });
  });

  it("challenges only friends, to the player's own waiting coinflip session, and only when online", async () => {
    const mia = await t.register();
    const ned = await t.register();
    const stranger = await t.register();
    await friends.befriend(mia, ned);
    const notFriend = await t.call('POST', '/api/social/challenges', mia, {
      friendId: stranger._id,
      sessionId: 1,
    });
    expectMessage(notFriend, 404, socialMessages.notFriends);
    const noSession = await t.call('POST', '/api/social/challenges', mia, {
      friendId: ned._id,
      sessionId: 999_999,
    });
    expectMessage(noSession, 400, socialMessages.sessionNotOpen);
  });
});
