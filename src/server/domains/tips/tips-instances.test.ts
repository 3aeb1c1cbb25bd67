import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Session } from '../../../contract/accounts';
import type { FriendRequests } from '../../../contract/social';
import { type RainAnswer, rainChatText, type TipAnswer } from '../../../contract/tips';
import { fundsAdd, registerAdmin, TEST_ADMIN_EMAIL } from '../../testing/admin-kit';
import { type InstancePair, startInstancePair, twoInstanceSuite } from '../../testing/instance-pair';
import { connectSocket, type TestSocket } from '../../testing/socket-client';
import { bearer, callAs, registerUser, useForBlock } from '../../testing/test-app';

// Tips and rain on two server instances sharing one PostgreSQL and one Redis: the money moves in the
// database both read, and what the receivers are told goes through the socket.io Redis adapter to
// sockets on the other instance.

const DAY_MS = 24 * 60 * 60 * 1000;
const suite = twoInstanceSuite('tips and rain on two server instances (PostgreSQL + Redis)');

describe.skipIf(suite.skip)(suite.title, () => {
  const sockets: TestSocket[] = [];
  const pair = useForBlock<InstancePair & { admin: Session }>(
    async () => {
      // No fold timer: the tests set what each sender has wagered themselves.
      const started = await startInstancePair({ adminEmails: [TEST_ADMIN_EMAIL], wagerFoldIntervalMs: 0 });
      return Object.assign(started, { admin: await registerAdmin(started.instance(0).app) });
    },
    async (started) => {
      for (const socket of sockets) socket.close();
      await started.close();
    },
  );
  const A = () => pair.instance(0);
  const B = () => pair.instance(1);
  const db = () => pair.testDb.database.db;

  /** A player registered through the instance's own API. */
  const playerOn = (instance: { app: FastifyInstance }) => registerUser(instance.app);

  async function socketOn(instance: { url: string }, player: Session): Promise<TestSocket> {
    const socket = await connectSocket(instance.url, player.token);
    sockets.push(socket);
    return socket;
  }

  async function balanceOn(app: FastifyInstance, player: Session): Promise<number> {
    return (await callAs(app, 'GET', '/api/users/me', player)).json<{ funFunds: number }>().funFunds;
  }

  /** Counts the player's stakes as the wager fold would have: `wagered` FF, the last bet now. */
  async function setWagered(player: Session, wagered: number): Promise<void> {
    const lastBetAt = new Date().toISOString();
    await db()
      .insertInto('wagerTotals')
      .values({ userId: player._id, wagered, lastBetAt })
      .onConflict((oc) => oc.column('userId').doUpdateSet({ wagered, lastBetAt }))
      .execute();
  }

  /** A player on instance A who meets the sender limits (2 days old, 1,000 FF wagered), funded by the admin. */
  async function sender(funds: number): Promise<Session> {
    const player = await playerOn(A());
    await db()
      .updateTable('users')
      .set({ createdAt: new Date(Date.now() - 2 * DAY_MS).toISOString() })
      .where('id', '=', player._id)
      .execute();
    await setWagered(player, 1_000);
    const granted = await A().app.inject({
      ...fundsAdd(player._id, funds, 'tips on two instances'),
      headers: bearer(pair.admin),
    });
    expect(granted.statusCode, granted.body).toBe(200);
    return player;
  }

  /** `a` asks through instance A, `b` accepts through instance B. */
  async function befriend(a: Session, b: Session): Promise<void> {
    const asked = await callAs(A().app, 'POST', '/api/social/friend-request', a, { username: b.username });
    expect(asked.statusCode, asked.body).toBe(201);
    const received = (await callAs(B().app, 'GET', '/api/social/friend-requests', b)).json<FriendRequests>();
    const request = received.friendRequests.find((item) => item.sender.id === a._id);
    const accepted = await callAs(B().app, 'POST', `/api/social/friend-requests/${request?.id}/accept`, b);
    expect(accepted.statusCode, accepted.body).toBe(200);
  }

  it('a tip sent through instance A tells the friend whose socket is on instance B, with both balances right', async () => {
    const from = await sender(5_000);
    const to = await playerOn(B());
    await befriend(from, to);
    const onB = await socketOn(B(), to);
    const toast = onB.next('notification', (n) => n.kind === 'tipReceived', 10_000);

    const answer = await callAs(A().app, 'POST', '/api/social/tips', from, {
      toUserId: to._id,
      amount: 1_250,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<TipAnswer>()).toEqual({ balance: 5_100 - 1_250 });
    expect(await toast).toMatchObject({
      kind: 'tipReceived',
      data: { from: { id: from._id, username: from.username }, amount: 1_250 },
    });
    // Each instance reads the same books.
    for (const { app } of [A(), B()]) {
      expect(await balanceOn(app, from)).toBe(3_850);
      expect(await balanceOn(app, to)).toBe(1_350);
    }
    expect(await pair.expectLedgerConsistent(from._id)).toBe(3_850);
    expect(await pair.expectLedgerConsistent(to._id)).toBe(1_350);
    // Told once, though two instances share the Redis adapter.
    expect(onB.all('notification').filter((n) => n.kind === 'tipReceived')).toHaveLength(1);
  }, 60_000);

  it('a rain made through instance A is seen in chat by a socket on instance B, and each recipient is paid', async () => {
    // A quiet chat: no line of the first test counts.
    await db()
      .updateTable('chatMessages')
      .set({ createdAt: new Date(Date.now() - DAY_MS).toISOString() })
      .execute();
    const from = await sender(5_000);
    const catchers = [await playerOn(A()), await playerOn(B())];
    for (const [index, player] of catchers.entries()) {
      await setWagered(player, 10);
      const posted = await callAs(index === 0 ? A().app : B().app, 'POST', '/api/social/chat', player, {
        text: `hello ${index}`,
      });
      expect(posted.statusCode, posted.body).toBe(201);
    }
    const watcher = await socketOn(B(), await playerOn(B()));
    const toastOnB = (await socketOn(B(), catchers[0] as Session)).next(
      'notification',
      (n) => n.kind === 'rainReceived',
      10_000,
    );

    const answer = await callAs(A().app, 'POST', '/api/social/rain', from, { amount: 1_001 });
    expect(answer.statusCode, answer.body).toBe(200);
    const { recipients, balance } = answer.json<RainAnswer>();
    expect(balance).toBe(5_100 - 1_001);
    // The odd FF goes to the latest chatter: catchers[1].
    expect(recipients.map((r) => [r.userId, r.amount])).toEqual([
      [catchers[1]?._id, 501],
      [catchers[0]?._id, 500],
    ]);

    const line = await watcher.next('chatMessage', (message) => message.kind === 'share', 10_000);
    expect(line).toMatchObject({
      kind: 'share',
      text: rainChatText(from.username, 1_001, recipients),
      sender: { id: from._id, username: from.username },
    });
    expect(await toastOnB).toMatchObject({ kind: 'rainReceived', data: { amount: 500 } });
    for (const { app } of [A(), B()]) {
      expect(await balanceOn(app, from)).toBe(4_099);
      expect(await balanceOn(app, catchers[0] as Session)).toBe(600);
      expect(await balanceOn(app, catchers[1] as Session)).toBe(601);
    }
    expect(await pair.expectLedgerConsistent(from._id)).toBe(4_099);
    for (const { userId, amount } of recipients)
      expect(await pair.expectLedgerConsistent(userId)).toBe(100 + amount);
    // One chat line, once, on B.
    expect(watcher.all('chatMessage').filter((message) => message.kind === 'share')).toHaveLength(1);
  }, 60_000);
});
