import { describe, expect, it } from 'vitest';
import type { Session } from '../../../contract/accounts';
import {
  type MarkReadResponse,
  type Notification,
  type NotificationsPage,
  notificationsMessages,
} from '../../../contract/notifications';
import { fundsAdd, registerAdmin, TEST_ADMIN_EMAIL } from '../../testing/admin-kit';
import { useCoinflipServer } from '../../testing/coinflip-kit';
import { friendCalls } from '../../testing/friends-kit';
import { connectSocket, roundTrip } from '../../testing/socket-client';
import { expectMessage, testDialects } from '../../testing/test-app';

describe.each(testDialects())('notifications on %s', (dialect) => {
  // A listening server: coinflip is played over the socket, and toasts arrive there.
  const s = useCoinflipServer(dialect, { adminEmails: [TEST_ADMIN_EMAIL] });
  const friends = () => friendCalls(s.t);

  const inbox = async (session: Session, query = '') => {
    const response = await s.t.call('GET', `/api/notifications${query}`, session);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<NotificationsPage>();
  };
  const markRead = (session: Session, body: object) =>
    s.t.call('POST', '/api/notifications/read', session, body);

  it('tells the receiver of a friend request in the inbox and live, once the request is written', async () => {
    const sender = await s.t.register();
    const receiver = await s.player();
    await friends().ask(sender, receiver.user);
    const toast = await receiver.io.next('notification');
    expect(toast).toMatchObject({
      kind: 'friendRequest',
      title: 'New friend request',
      text: `${sender.username} wants to be your friend.`,
      data: { from: { id: sender._id, username: sender.username } },
      readAt: null,
    });
    expect(await inbox(receiver.user)).toEqual({ notifications: [toast], unread: 1, nextBefore: null });
    // The sender's inbox is empty: a player's own act tells no one.
    expect(await inbox(sender)).toEqual({ notifications: [], unread: 0, nextBefore: null });
  });

  it('writes nothing for a request that is refused or loses a race (its transaction rolls back)', async () => {
    const sender = await s.t.register();
    const receiver = await s.t.register();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        s.t.call('POST', '/api/social/friend-request', sender, { username: receiver.username }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(1);
    expect((await inbox(receiver)).notifications).toHaveLength(1);
  });

  it('tells a player of funds an admin added', async () => {
    const admin = await registerAdmin(s.t.app);
    const player = await s.player();
    const granted = await s.t.app.inject({
      ...fundsAdd(player.id, 250, 'Tournament prize'),
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(granted.statusCode, granted.body).toBe(200);
    const toast = await player.io.next('notification');
    expect(toast).toMatchObject({
      kind: 'fundsGranted',
      text: 'An admin added 250 FF to your balance: Tournament prize',
      data: { amount: 250, reason: 'Tournament prize' },
    });
  });

  it("tells a session's creator the result when another player joined, not when the bot played", async () => {
    const creator = await s.player();
    const joiner = await s.player();
    creator.io.socket.emit('createSession', { amount: 10, choice: 'heads' });
    const created = await creator.io.next('sessionCreated', (x) => x.creatorId === creator.id);
    joiner.io.socket.emit('joinSession', { sessionId: created.id });
    const result = await creator.io.next('gameResult', (x) => x.sessionId === created.id);
    const toast = await creator.io.next('notification');
    const won = result.winner === creator.id;
    expect(toast).toMatchObject({
      kind: 'coinflipResult',
      title: won ? 'Coinflip won' : 'Coinflip lost',
      data: {
        sessionId: created.id,
        won,
        amount: 10,
        result: result.result,
        // What a client needs to write the words in its own language: who played and what was paid.
        opponent: { id: joiner.id, username: joiner.user.username },
        payout: won ? 20 : 0,
      },
    });
    expect((await inbox(joiner.user)).notifications).toEqual([]);

    // A creator who played the bot watched it land: no notification.
    const loner = await s.player();
    loner.io.socket.emit('playAgainstBot', { amount: 10, choice: 'tails' });
    const againstBot = await loner.io.next('sessionCreated', (x) => x.creatorId === loner.id);
    await loner.io.next('gameResult', (x) => x.sessionId === againstBot.id);
    expect((await inbox(loner.user)).notifications).toEqual([]);
    expect(loner.io.all('notification')).toEqual([]);
  });

  it('pages newest first by id and marks one, then all, read', async () => {
    const receiver = await s.t.register();
    const senders = await Promise.all(Array.from({ length: 5 }, () => s.t.register()));
    for (const sender of senders) await friends().ask(sender, receiver);

    const first = await inbox(receiver, '?limit=2');
    expect(first.notifications).toHaveLength(2);
    expect(first.unread).toBe(5);
    const ids: number[] = first.notifications.map((x) => x.id);
    let before = first.nextBefore;
    while (before !== null) {
      const page = await inbox(receiver, `?limit=2&before=${before}`);
      ids.push(...page.notifications.map((x) => x.id));
      before = page.nextBefore;
    }
    expect(ids).toHaveLength(5);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const texts = (await inbox(receiver)).notifications.map((x: Notification) => x.text);
    expect(texts).toEqual(senders.map((x) => `${x.username} wants to be your friend.`).reverse());

    // Past the last one, a page is empty and still counts the unread.
    const past = await inbox(receiver, `?limit=2&before=${Math.min(...ids)}`);
    expect(past).toEqual({ notifications: [], unread: 5, nextBefore: null });

    const one = await markRead(receiver, { ids: [ids[0]] });
    expect(one.json<MarkReadResponse>()).toEqual({ unread: 4 });
    expect((await inbox(receiver)).notifications[0]?.readAt).toEqual(expect.any(String));
    const all = await markRead(receiver, { all: true });
    expect(all.json<MarkReadResponse>()).toEqual({ unread: 0 });
  });

  it('counts the unread as of the page it answers, while notifications are being written', async () => {
    const receiver = await s.t.register();
    const senders = await Promise.all(Array.from({ length: 12 }, () => s.t.register()));
    const asking = Promise.all(senders.map((sender) => friends().ask(sender, receiver)));
    let done = false;
    void asking.finally(() => {
      done = true;
    });
    // Every page holds all of the player's notifications, all unread: its count is its length.
    const pages: NotificationsPage[] = [];
    while (!done && pages.length < 15) pages.push(await inbox(receiver, '?limit=50'));
    await asking;
    pages.push(await inbox(receiver, '?limit=50'));
    for (const page of pages) expect(page.unread).toBe(page.notifications.length);
    expect(pages.at(-1)?.unread).toBe(12);
  });

  it("never reads nor marks another player's notifications", async () => {
    const victim = await s.t.register();
    await friends().ask(await s.t.register(), victim);
    const [theirs] = (await inbox(victim)).notifications;
    const intruder = await s.t.register();
    expect((await markRead(intruder, { ids: [theirs?.id] })).json<MarkReadResponse>()).toEqual({ unread: 0 });
    expect((await markRead(intruder, { all: true })).statusCode).toBe(200);
    expect((await inbox(victim)).unread).toBe(1);
    expect((await inbox(intruder, `?before=${(theirs?.id ?? 0) + 1}`)).notifications).toEqual([]);
  });

  it.each([
    ['?limit=abc'],
    ['?limit=0'],
    ['?limit=1000000'],
    ['?before=abc'],
    ['?before=-1'],
    ['?before=99999999999999'],
  ])('refuses the query %s with 400 and a message', async (query) => {
    const player = await s.t.register();
    const response = await s.t.call('GET', `/api/notifications${query}`, player);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ message: expect.any(String) });
  });

  it.each([[{}], [{ ids: [1], all: true }]])('refuses %j, which names neither or both', async (body) => {
    const player = await s.t.register();
    expectMessage(await markRead(player, body), 400, notificationsMessages.idsOrAll);
  });

  it.each([
    [{ ids: [] }],
    [{ ids: ['x'] }],
    [{ ids: [1.5] }],
    [{ ids: Array.from({ length: 101 }, (_, i) => i + 1) }],
    [{ all: false }],
    [{ all: 'yes' }],
    [{ ids: 'all' }],
  ])('refuses the body %j with 400 and a message', async (body) => {
    const player = await s.t.register();
    const response = await markRead(player, body);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ message: expect.any(String) });
  });

  it('asks a guest to sign in', async () => {
    expectMessage(await s.t.call('GET', '/api/notifications'), 401, 'Not authorized');
    expectMessage(
      await s.t.call('POST', '/api/notifications/read', undefined, { all: true }),
      401,
      'Not authorized',
    );
  });

  it('sends a toast to no socket but the player’s own', async () => {
    const receiver = await s.t.register();
    const bystander = await connectSocket(s.url, (await s.t.register()).token);
    await friends().ask(await s.t.register(), receiver);
    // The toast went out before the request's answer; the bystander's round trip comes after it.
    expect((await inbox(receiver)).unread).toBe(1);
    await roundTrip(bystander);
    expect(bystander.all('notification')).toEqual([]);
    bystander.close();
  });
});
