import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notification } from '../../../contract/notifications';
import { rewardsMessages } from '../../../contract/rewards';
import { type InstancePair, startInstancePair, twoInstanceSuite } from '../../testing/instance-pair';
import { connectSocket, type TestSocket } from '../../testing/socket-client';
import { bearer, expectMessage, registerUser } from '../../testing/test-app';

const suite = twoInstanceSuite('rewards and notifications on two server instances (PostgreSQL + Redis)');

describe.skipIf(suite.skip)(suite.title, () => {
  let pair: InstancePair;
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    pair = await startInstancePair();
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await pair?.close();
  });

  it('pays the daily reward once for 50 concurrent claims spread over both instances', async () => {
    const player = await pair.register();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        pair.instance(i % 2 === 0 ? 0 : 1).app.inject({
          method: 'POST',
          url: '/api/rewards/daily/claim',
          headers: bearer(player),
        }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    for (const answer of answers.filter((x) => x.statusCode !== 200)) {
      expectMessage(answer, 400, rewardsMessages.alreadyClaimed);
    }
    expect(await pair.expectLedgerConsistent(player._id)).toBe(110);
  });

  it('toasts a player on the other instance of a friend request made on this one', async () => {
    const sender = await pair.register();
    const receiver = await registerUser(pair.instance(0).app);
    const socket = await connectSocket(pair.instance(1).url, receiver.token);
    sockets.push(socket);
    const sent = await pair.instance(0).app.inject({
      method: 'POST',
      url: '/api/social/friend-request',
      headers: bearer(sender),
      payload: { username: receiver.username },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const toast: Notification = await socket.next('notification');
    expect(toast).toMatchObject({ kind: 'friendRequest', data: { from: { id: sender._id } } });
  });
});
