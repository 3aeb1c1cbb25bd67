import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '../../../contract/accounts';
import type { DiceResult } from '../../../contract/dice';
import {
  CHAT_ROOMS,
  type ChatMessage,
  type ChatMessages,
  type ChatRoom,
  socialMessages,
} from '../../../contract/social';
import type { RainAnswer } from '../../../contract/tips';
import { connectSocket, listenOnFreePort, roundTrip, type TestSocket } from '../../testing/socket-client';
import { expectMessage, testDialects, useTestApp } from '../../testing/test-app';
import { tipsCalls, useTipsServer } from '../../testing/tips-kit';

// Chat rooms per language (issue 39): each message is of one language's room, a rain's line of every
// room; the history, the posts, the shares and the live messages keep to the room.

describe.each(testDialects())('chat rooms on %s', (dialect) => {
  // A long cooldown: each test posts with fresh players.
  const t = useTestApp(dialect, { adminEmails: ['rooms-mod@example.com'], chatCooldownMs: 60_000 });
  let url: string;
  let admin: Session;
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    url = await listenOnFreePort(t.app);
    admin = await t.register({ email: 'rooms-mod@example.com' });
  });
  afterAll(() => {
    for (const socket of sockets) socket.close();
  });

  async function post(session: Session, text: string, room?: string): Promise<ChatMessage> {
    const response = await t.call('POST', '/api/social/chat', session, room ? { text, room } : { text });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ message: ChatMessage }>().message;
  }

  async function history(session: Session, room?: string): Promise<ChatMessage[]> {
    const query = room === undefined ? '' : `?room=${encodeURIComponent(room)}`;
    const response = await t.call('GET', `/api/social/chat${query}`, session);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ChatMessages>().messages;
  }

  const ids = (messages: ChatMessage[]) => messages.map((message) => message.id);

  async function socketIn(session: Session, room?: ChatRoom): Promise<TestSocket> {
    const socket = await connectSocket(url, session.token);
    sockets.push(socket);
    if (room) socket.socket.emit('chooseChatRoom', room);
    // Events of a socket are handled in order: once this is answered, the room is chosen.
    await roundTrip(socket);
    return socket;
  }

  it("keeps a room's messages to its own history", async () => {
    const ana = await t.register();
    const reader = await t.register();
    const hola = await post(ana, 'hola a todos', 'es');
    expect(hola.room).toBe('es');
    // One message per cooldown per player, whatever the room: another player writes in German.
    const hallo = await post(await t.register(), 'hallo zusammen', 'de');
    expect(hallo.room).toBe('de');

    expect(ids(await history(reader, 'es'))).toContain(hola.id);
    expect(ids(await history(reader, 'es'))).not.toContain(hallo.id);
    expect(ids(await history(reader, 'de'))).toContain(hallo.id);
    for (const room of ['en', 'pt-BR'] as const) {
      const shown = ids(await history(reader, room));
      expect(shown, room).not.toContain(hola.id);
      expect(shown, room).not.toContain(hallo.id);
    }
    expect((await history(reader, 'es')).find((message) => message.id === hola.id)).toEqual(hola);
  });

  it('posts to and reads English when no room is named (older clients)', async () => {
    const old = await t.register();
    const message = await post(old, 'no room named');
    expect(message.room).toBe('en');
    expect(ids(await history(old))).toContain(message.id);
    expect(ids(await history(old, 'en'))).toContain(message.id);
    expect(ids(await history(old, 'es'))).not.toContain(message.id);
  });

  it('refuses an unknown room with 400 and the clear message, and posts nothing', async () => {
    const lost = await t.register();
    for (const room of ['fr', 'EN', 'pt', '', 'chat', 'en ']) {
      expectMessage(
        await t.call('GET', `/api/social/chat?room=${encodeURIComponent(room)}`, lost),
        400,
        socialMessages.unknownRoom,
      );
      expectMessage(
        await t.call('POST', '/api/social/chat', lost, { text: 'where am I', room }),
        400,
        socialMessages.unknownRoom,
      );
      expectMessage(
        await t.call('POST', '/api/social/chat/share', lost, { betId: 1, room }),
        400,
        socialMessages.unknownRoom,
      );
    }
    // Nothing was written, and the cooldown was not spent: the next post goes through.
    const all = await t.call('GET', '/api/social/chat/all', admin);
    expect(all.json<ChatMessages>().messages.some((message) => message.sender.id === lost._id)).toBe(false);
    expect((await post(lost, 'found it', 'pt-BR')).room).toBe('pt-BR');
  });

  it('shares a win into the room it is asked to', async () => {
    const lucky = await t.register();
    let win: DiceResult | undefined;
    // An exact hit pays 6x; roll until one lands (each roll wins with probability 1/6).
    for (let i = 0; i < 90 && !win; i += 1) {
      const response = await t.call('POST', '/api/games/dice', lucky, {
        betAmount: 1,
        prediction: 'exact',
        targetNumber: 3,
      });
      expect(response.statusCode, response.body).toBe(200);
      const result = response.json<DiceResult>();
      if (result.won) win = result;
    }
    if (!win) throw new Error('no exact win in 90 rolls');
    const shared = await t.call('POST', '/api/social/chat/share', lucky, { betId: win.betId, room: 'pt-BR' });
    expect(shared.statusCode, shared.body).toBe(201);
    const message = shared.json<{ message: ChatMessage }>().message;
    expect(message).toMatchObject({ kind: 'share', betId: win.betId, room: 'pt-BR' });
    expect(ids(await history(lucky, 'pt-BR'))).toContain(message.id);
    expect(ids(await history(lucky, 'en'))).not.toContain(message.id);
  });

  it("hides a muted player's messages in every room's history", async () => {
    const loud = await t.register();
    const reader = await t.register();
    const other = await t.register();
    const muted = await post(loud, 'lärm', 'de');
    const kept = await post(other, 'ruhe', 'de');
    const mute = await t.call('POST', '/api/social/mutes', reader, { userId: loud._id });
    expect(mute.statusCode, mute.body).toBe(201);
    const shown = ids(await history(reader, 'de'));
    expect(shown).toContain(kept.id);
    expect(shown).not.toContain(muted.id);
    expect(ids(await history(other, 'de'))).toContain(muted.id);
  });

  it('lists every room for admins, each message with its room', async () => {
    const writer = await t.register();
    const posted = await Promise.all([
      post(writer, 'one', 'en'),
      post(await t.register(), 'dos', 'es'),
      post(await t.register(), 'três', 'pt-BR'),
      post(await t.register(), 'vier', 'de'),
    ]);
    const all = (await t.call('GET', '/api/social/chat/all', admin)).json<ChatMessages>().messages;
    for (const message of posted) {
      expect(all.find((item) => item.id === message.id)?.room).toBe(message.room);
    }
  });

  it("pushes a room's messages only to the pages in that room, and follows a page's change of room", async () => {
    const writer = await t.register();
    const inGerman = await socketIn(await t.register(), 'de');
    const inEnglish = await socketIn(await t.register());
    const deMessage = await post(writer, 'nur für Deutsch', 'de');
    expect(await inGerman.next('chatMessage', (item) => item.id === deMessage.id)).toEqual(deMessage);
    // A later English message is the first the English page hears: the German one never came.
    const enMessage = await post(await t.register(), 'english only');
    expect(await inEnglish.next('chatMessage')).toEqual(enMessage);

    // The English page moves to Spanish: English's messages stop, Spanish ones come.
    inEnglish.socket.emit('chooseChatRoom', 'es');
    await roundTrip(inEnglish);
    await post(await t.register(), 'english again');
    const esMessage = await post(await t.register(), 'hola', 'es');
    expect(await inEnglish.next('chatMessage')).toEqual(esMessage);
  });

  it('answers a bad room choice with an error event, and the socket keeps its room', async () => {
    const page = await socketIn(await t.register(), 'es');
    for (const bad of ['xx', 42, null, { room: 'de' }] as unknown[]) {
      page.socket.emit('chooseChatRoom', bad as string);
      expect(await page.next('error')).toEqual({
        message: socialMessages.unknownRoom,
        code: 'social.unknownRoom',
      });
    }
    const still = await post(await t.register(), 'sigues aquí', 'es');
    expect(await page.next('chatMessage')).toEqual(still);
    expect(page.socket.connected).toBe(true);
  });

  it('sends deletions to every page, whatever its room', async () => {
    const pages = await Promise.all(CHAT_ROOMS.map(async (room) => socketIn(await t.register(), room)));
    const message = await post(await t.register(), 'spam', 'pt-BR');
    const removed = await t.call('DELETE', `/api/social/chat/${message.id}`, admin);
    expect(removed.statusCode, removed.body).toBe(200);
    for (const page of pages) {
      expect(await page.next('chatMessageDeleted', (item) => item.id === message.id)).toEqual({
        id: message.id,
      });
    }
  });
});

describe.each(testDialects())('a rain in the chat rooms on %s', (dialect) => {
  const s = useTipsServer(dialect);
  const k = () => tipsCalls(s);

  async function chatIn(player: Session, room: ChatRoom) {
    const posted = await s.t.call('POST', '/api/social/chat', player, { text: `hi from ${room}`, room });
    expect(posted.statusCode, posted.body).toBe(201);
  }

  it("falls on who chatted in any room, and its line (room null) is in every room's history and page", async () => {
    await k().quietChat();
    const from = await k().sender(5_000);
    const [spanish, german] = [await s.t.register(), await s.t.register()];
    await k().setWagered(spanish, 10);
    await k().setWagered(german, 10);
    await chatIn(spanish, 'es');
    await chatIn(german, 'de');

    const pages = await Promise.all(
      CHAT_ROOMS.map(async (room) => {
        const page = await k().socketOf(await s.t.register());
        page.socket.emit('chooseChatRoom', room);
        await roundTrip(page);
        return page;
      }),
    );
    const answer = await k().rain(from, { amount: 1_000 });
    expect(answer.statusCode, answer.body).toBe(200);
    const got = answer.json<RainAnswer>().recipients.map((recipient) => recipient.userId);
    expect(got.sort()).toEqual([spanish._id, german._id].sort());

    const lines = await Promise.all(
      pages.map((page) => page.next('chatMessage', (message) => message.kind === 'share')),
    );
    for (const line of lines) expect(line).toMatchObject({ room: null, sender: { id: from._id } });
    for (const room of CHAT_ROOMS) {
      const history = (await s.t.call('GET', `/api/social/chat?room=${room}`, from)).json<ChatMessages>();
      expect(history.messages.at(-1), room).toEqual(lines[0]);
    }
  });
});
