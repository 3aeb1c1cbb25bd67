import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage, ChatRoom } from '../../../contract/social';
import { type InstancePair, startInstancePair, twoInstanceSuite } from '../../testing/instance-pair';
import { connectSocket, roundTrip, type TestSocket } from '../../testing/socket-client';
import { bearer, registerUser } from '../../testing/test-app';

// Chat rooms per language (issue 39) across instances: a room's message reaches the pages in that room
// on every instance, through the Redis adapter, and no page of another room.

const suite = twoInstanceSuite('chat rooms on two server instances (PostgreSQL + Redis)');

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

  async function pageIn(index: 0 | 1, room: ChatRoom): Promise<TestSocket> {
    const player = await registerUser(instance(0).app);
    const socket = await connectSocket(instance(index).url, player.token);
    sockets.push(socket);
    socket.socket.emit('chooseChatRoom', room);
    await roundTrip(socket);
    return socket;
  }

  async function postOn(index: 0 | 1, text: string, room: ChatRoom): Promise<ChatMessage> {
    const writer = await registerUser(instance(0).app);
    const response = await instance(index).app.inject({
      method: 'POST',
      url: '/api/social/chat',
      headers: bearer(writer),
      payload: { text, room },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ message: ChatMessage }>().message;
  }

  it("delivers a room's message posted on one instance to that room's pages on the other, and to no other room", async () => {
    const germanOnB = await pageIn(1, 'de');
    const englishOnB = await pageIn(1, 'en');
    const germanOnA = await pageIn(0, 'de');

    const deMessage = await postOn(0, 'Grüße von Instanz A', 'de');
    expect(deMessage.room).toBe('de');
    expect(await germanOnB.next('chatMessage', (item) => item.id === deMessage.id)).toEqual(deMessage);
    expect(await germanOnA.next('chatMessage', (item) => item.id === deMessage.id)).toEqual(deMessage);

    // The English page's first message is a later English one: the German one never reached it.
    const enMessage = await postOn(0, 'hello from instance A', 'en');
    expect(await englishOnB.next('chatMessage')).toEqual(enMessage);
    expect(englishOnB.all('chatMessage')).toEqual([enMessage]);
    // ... nor did the English one reach the German pages, which hear the next German one first.
    const later = await postOn(1, 'und zurück von B', 'de');
    expect(await germanOnA.next('chatMessage')).toEqual(later);
    expect(await germanOnB.next('chatMessage')).toEqual(later);
  });
});
