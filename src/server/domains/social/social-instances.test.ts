import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage, FriendRequests } from '../../../contract/social';
import { type InstancePair, startInstancePair, twoInstanceSuite } from '../../testing/instance-pair';
import { connectSocket, type TestSocket } from '../../testing/socket-client';
import { bearer, expectMessage, registerUser } from '../../testing/test-app';

const suite = twoInstanceSuite('social on two server instances (PostgreSQL + Redis)');

describe.skipIf(suite.skip)(suite.title, () => {
  let pair: InstancePair;
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    pair = await startInstancePair({ chatCooldownMs: 60_000 });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await pair?.close();
  });

  const instance = (index: 0 | 1) => pair.instance(index);

  async function connect(index: 0 | 1, token: string) {
    const socket = await connectSocket(instance(index).url, token);
    sockets.push(socket);
    return socket;
  }

  it('delivers a message posted on one instance to a page connected to the other', async () => {
    const alice = await registerUser(instance(0).app);
    const bob = await registerUser(instance(0).app);
    const bobOnB = await connect(1, bob.token);
    const response = await instance(0).app.inject({
      method: 'POST',
      url: '/api/social/chat',
      headers: bearer(alice),
      payload: { text: 'across the instances' },
    });
    expect(response.statusCode).toBe(201);
    const { message } = response.json<{ message: ChatMessage }>();
    expect(await bobOnB.next('chatMessage', (item) => item.id === message.id)).toEqual(message);
  });

  it('shares the chat cooldown of a player across instances', async () => {
    const carol = await registerUser(instance(0).app);
    const send = (index: 0 | 1, text: string) =>
      instance(index).app.inject({
        method: 'POST',
        url: '/api/social/chat',
        headers: bearer(carol),
        payload: { text },
      });
    expect((await send(0, 'first')).statusCode).toBe(201);
    const second = await send(1, 'second');
    expectMessage(second, 429, 'You are sending messages too fast. Please wait a moment.');
  });

  it('tells a friend on the other instance of requests, friendship and presence', async () => {
    const dave = await registerUser(instance(0).app);
    const erin = await registerUser(instance(0).app);
    const daveOnA = await connect(0, dave.token);
    const erinOnB = await connect(1, erin.token);
    await instance(0).app.inject({
      method: 'POST',
      url: '/api/social/friend-request',
      headers: bearer(dave),
      payload: { username: erin.username },
    });
    const request = await erinOnB.next('friendRequest');
    expect(request.sender.id).toBe(dave._id);
    const listed = await instance(1).app.inject({
      method: 'GET',
      url: '/api/social/friend-requests',
      headers: bearer(erin),
    });
    expect(listed.json<FriendRequests>().friendRequests.map((item) => item.id)).toEqual([request.id]);
    await instance(1).app.inject({
      method: 'POST',
      url: `/api/social/friend-requests/${request.id}/accept`,
      headers: bearer(erin),
    });
    // Both sockets are connected and their presence is in the shared database, whichever instance holds them.
    expect(await daveOnA.next('friendAdded')).toMatchObject({ id: erin._id });
    expect(await erinOnB.next('friendAdded')).toMatchObject({ id: dave._id });

    erinOnB.close();
    // Erin's connection may be announced late (after the friendship, as 'online'): what counts is
    // that her going offline reaches Dave, and that it is the last word he has of her.
    const ofErin = (p: { id: number }) => p.id === erin._id;
    await daveOnA.next('friendPresence', (p) => ofErin(p) && p.status === 'offline');
    expect(daveOnA.all('friendPresence').filter(ofErin).at(-1)).toMatchObject({ status: 'offline' });
  });
});
