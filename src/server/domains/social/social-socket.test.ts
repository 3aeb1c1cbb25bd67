import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '../../../contract/accounts';
import type { ChatMessage } from '../../../contract/social';
import { friendCalls } from '../../testing/friends-kit';
import { connectSocket, listenOnFreePort, type TestSocket } from '../../testing/socket-client';
import { expectMessage, testDialects, useTestApp } from '../../testing/test-app';

describe.each(testDialects())('social over socket.io on %s', (dialect) => {
  const t = useTestApp(dialect, { adminEmails: ['chief@example.com'], chatCooldownMs: 60_000 });
  let url: string;
  let admin: Session;
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    url = await listenOnFreePort(t.app);
    admin = await t.register({ email: 'chief@example.com' });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
  });

  async function connect(session?: Session) {
    const socket = await connectSocket(url, session?.token);
    sockets.push(socket);
    return socket;
  }

  it('pushes new messages and deletions to every signed-in page', async () => {
    const alice = await t.register();
    const bob = await t.register();
    const bobsPage = await connect(bob);
    const alicesPage = await connect(alice);
    const posted = await t.call('POST', '/api/social/chat', alice, { text: '<b>live</b> hello' });
    const { message } = posted.json<{ message: ChatMessage }>();
    const heard = await bobsPage.next('chatMessage', (item) => item.id === message.id);
    expect(heard).toEqual(message);
    expect(heard.text).toBe('<b>live</b> hello');
    await alicesPage.next('chatMessage', (item) => item.id === message.id);

    expect((await t.call('DELETE', `/api/social/chat/${message.id}`, admin)).statusCode).toBe(200);
    expect(await bobsPage.next('chatMessageDeleted', (item) => item.id === message.id)).toEqual({
      id: message.id,
    });
    await alicesPage.next('chatMessageDeleted', (item) => item.id === message.id);
  });

  it('tells the receiver of a request at once, and both players of the friendship', async () => {
    const carol = await t.register();
    const dave = await t.register();
    const carolsPage = await connect(carol);
    const davesPage = await connect(dave);

    await t.call('POST', '/api/social/friend-request', carol, { username: dave.username });
    const request = await davesPage.next('friendRequest');
    expect(request.sender).toEqual({ id: carol._id, username: carol.username });

    await t.call('POST', `/api/social/friend-requests/${request.id}/accept`, dave);
    expect(await davesPage.next('friendRequestRemoved')).toEqual({ id: request.id });
    const forCarol = await carolsPage.next('friendAdded');
    expect(forCarol).toMatchObject({ id: dave._id, username: dave.username });
    const forDave = await davesPage.next('friendAdded');
    expect(forDave).toMatchObject({ id: carol._id, username: carol.username });

    await t.call('DELETE', `/api/social/friends/${carol._id}`, dave);
    expect(await carolsPage.next('friendRemoved')).toEqual({ id: dave._id });
    expect(await davesPage.next('friendRemoved')).toEqual({ id: carol._id });
  });

  /** Two new players; a page of the receiver hears of the sender's friend request at once. */
  async function requestHeardOnPage() {
    const sender = await t.register();
    const receiver = await t.register();
    const receiversPage = await connect(receiver);
    await t.call('POST', '/api/social/friend-request', sender, { username: receiver.username });
    return { sender, receiver, receiversPage, request: await receiversPage.next('friendRequest') };
  }

  it('tells the receiver when a request is declined on another of their pages', async () => {
    const { receiver, receiversPage, request } = await requestHeardOnPage();
    await t.call('POST', `/api/social/friend-requests/${request.id}/decline`, receiver);
    expect(await receiversPage.next('friendRequestRemoved')).toEqual({ id: request.id });
  });

  it("takes a withdrawn request off the receiver's pages at once", async () => {
    const { sender, receiversPage, request } = await requestHeardOnPage();
    expect((await t.call('DELETE', `/api/social/friend-requests/${request.id}`, sender)).statusCode).toBe(
      200,
    );
    expect(await receiversPage.next('friendRequestRemoved')).toEqual({ id: request.id });
  });

  it('shows a friend online, away, busy and offline as it happens', async () => {
    const gus = await t.register();
    const hal = await t.register();
    await friendCalls(t).befriend(gus, hal);
    const gusPage = await connect(gus);

    const halPage = await connect(hal);
    expect(await gusPage.next('friendPresence', (p) => p.id === hal._id)).toMatchObject({ status: 'online' });
    const listed = (await t.call('GET', '/api/social/friends', gus)).json<{
      friends: { id: number; status: string; lastOnline: string | null }[];
    }>();
    expect(listed.friends[0]).toMatchObject({ id: hal._id, status: 'online' });
    expect(listed.friends[0]?.lastOnline).not.toBeNull();

    halPage.socket.emit('setIdle', true);
    expect(await gusPage.next('friendPresence', (p) => p.id === hal._id)).toMatchObject({ status: 'away' });
    halPage.socket.emit('setIdle', false);
    expect(await gusPage.next('friendPresence', (p) => p.id === hal._id)).toMatchObject({ status: 'online' });

    await t.call('PUT', '/api/social/presence', hal, { doNotDisturb: true });
    expect(await gusPage.next('friendPresence', (p) => p.id === hal._id)).toMatchObject({ status: 'busy' });
    expect((await t.call('GET', '/api/social/presence', hal)).json()).toEqual({
      status: 'busy',
      doNotDisturb: true,
    });
    await t.call('PUT', '/api/social/presence', hal, { doNotDisturb: false });
    expect(await gusPage.next('friendPresence', (p) => p.id === hal._id)).toMatchObject({ status: 'online' });

    // A second page keeps Hal online when the first closes.
    const halSecond = await connect(hal);
    await gusPage.next('friendPresence', (p) => p.id === hal._id);
    halPage.close();
    expect(await gusPage.next('friendPresence', (p) => p.id === hal._id)).toMatchObject({ status: 'online' });
    halSecond.close();
    const offline = await gusPage.next('friendPresence', (p) => p.id === hal._id);
    expect(offline.status).toBe('offline');
    expect(offline.lastOnline).not.toBeNull();
  });

  it("delivers a challenge to an online friend for the challenger's own waiting session", async () => {
    const ike = await t.register();
    const jo = await t.register();
    await friendCalls(t).befriend(ike, jo);

    const ikesPage = await connect(ike);
    ikesPage.socket.emit('createSession', { amount: 10, choice: 'heads' });
    const session = await ikesPage.next('sessionCreated', (item) => item.creatorId === ike._id);

    const offline = await t.call('POST', '/api/social/challenges', ike, {
      friendId: jo._id,
      sessionId: session.id,
    });
    expectMessage(offline, 409, 'Your friend is not online');

    const josPage = await connect(jo);
    await ikesPage.next('friendPresence', (p) => p.id === jo._id && p.status === 'online');
    // Jo cannot pass Ike's session off as a challenge of theirs.
    const notTheirs = await t.call('POST', '/api/social/challenges', jo, {
      friendId: ike._id,
      sessionId: session.id,
    });
    expect(notTheirs.statusCode).toBe(400);
    const sent = await t.call('POST', '/api/social/challenges', ike, {
      friendId: jo._id,
      sessionId: session.id,
    });
    expect(sent.statusCode).toBe(200);
    expect(await josPage.next('challenge')).toEqual({
      from: { id: ike._id, username: ike.username },
      sessionId: session.id,
      amount: 10,
    });
  });
});
