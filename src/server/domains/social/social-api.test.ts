import { beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '../../../contract/accounts';
import type { DiceResult } from '../../../contract/dice';
import type { ChatMessage, ChatMessages } from '../../../contract/social';
import { socialMessages } from '../../../contract/social';
import { expectMessage, type HttpMethod, testDialects, useTestApp } from '../../testing/test-app';

describe.each(testDialects())('social API on %s', (dialect) => {
  // A long cooldown: each test posts with fresh players, and the rate-limit test needs no timing.
  const t = useTestApp(dialect, { adminEmails: ['mod@example.com'], chatCooldownMs: 60_000 });
  let admin: Session;

  beforeAll(async () => {
    admin = await t.register({ email: 'mod@example.com' });
  });

  async function post(session: Session, text: string): Promise<ChatMessage> {
    const response = await t.call('POST', '/api/social/chat', session, { text });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ message: ChatMessage }>().message;
  }

  it('refuses guests on every social call with 401', async () => {
    const calls: [HttpMethod, string, object?][] = [
      ['GET', '/api/social/chat'],
      ['POST', '/api/social/chat', { text: 'hi' }],
      ['POST', '/api/social/chat/share', { betId: 1 }],
      ['GET', '/api/social/chat/all'],
      ['DELETE', '/api/social/chat/1'],
      ['GET', '/api/social/friends'],
      ['GET', '/api/social/friend-requests'],
      ['POST', '/api/social/friend-request', { username: 'someone' }],
      ['POST', '/api/social/friend-requests/1/accept'],
      ['POST', '/api/social/friend-requests/1/decline'],
      ['GET', '/api/social/friend-requests/sent'],
      ['DELETE', '/api/social/friend-requests/1'],
      ['DELETE', '/api/social/friends/1'],
      ['GET', '/api/social/presence'],
      ['PUT', '/api/social/presence', { doNotDisturb: true }],
      ['POST', '/api/social/challenges', { friendId: 1, sessionId: 1 }],
    ];
    for (const [method, url, payload] of calls) {
      const response = await t.call(method, url, undefined, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json()).toMatchObject({ message: 'Not authorized' });
    }
  });

  it('posts trimmed messages that everyone loads, oldest first, and keeps HTML as text', async () => {
    const alice = await t.register();
    const bob = await t.register();
    const html = '<img src=x onerror="alert(1)"><script>alert(2)</script>';
    const first = await post(alice, `   hello room   `);
    expect(first.text).toBe('hello room');
    expect(first.kind).toBe('text');
    expect(first.sender).toMatchObject({ id: alice._id, username: alice.username });
    expect(first.sender.cosmetics).toEqual({
      avatar: null,
      border: null,
      background: null,
      badge: null,
      nameColor: null,
    });
    const second = await post(bob, html);
    expect(second.text).toBe(html);

    const response = await t.call('GET', '/api/social/chat', alice);
    expect(response.statusCode).toBe(200);
    const { messages } = response.json<ChatMessages>();
    const ids = messages.map((message) => message.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    expect(messages.find((message) => message.id === second.id)?.text).toBe(html);
    expect(response.headers['content-type']).toContain('application/json');
  });

  it('shows the sender with their equipped cosmetics', async () => {
    const dressed = await t.register();
    await t.database.db
      .updateTable('users')
      .set({ funFunds: 1_000_000 })
      .where('id', '=', dressed._id)
      .execute();
    const items = (await t.call('GET', '/api/shop/items')).json<
      { _id: number; type: string; price: number }[]
    >();
    const color = items.find((item) => item.type === 'nameColor');
    if (!color) throw new Error('no name colour in the catalogue');
    expect((await t.call('POST', `/api/shop/purchase/${color._id}`, dressed)).statusCode).toBe(200);
    expect(
      (await t.call('PUT', '/api/shop/equipped', dressed, { slot: 'nameColor', itemId: color._id }))
        .statusCode,
    ).toBe(200);
    const message = await post(dressed, 'look at my name');
    expect(message.sender.cosmetics.nameColor?._id).toBe(color._id);
  });

  it('refuses blank and over-long messages with clear messages', async () => {
    const carol = await t.register();
    for (const text of ['', '     ', '\n\t ']) {
      const response = await t.call('POST', '/api/social/chat', carol, { text });
      expectMessage(response, 400, socialMessages.messageBlank);
    }
    const long = await t.call('POST', '/api/social/chat', carol, { text: 'x'.repeat(501) });
    expectMessage(long, 400, socialMessages.messageTooLong);
    const missing = await t.call('POST', '/api/social/chat', carol, {});
    expect(missing.statusCode).toBe(400);
    // Exactly 500 characters (after trimming) is fine.
    expect((await post(carol, ` ${'y'.repeat(500)} `)).text).toHaveLength(500);
  });

  it('rate limits each player with a clear 429, without touching other players', async () => {
    const fast = await t.register();
    const other = await t.register();
    await post(fast, 'one');
    const second = await t.call('POST', '/api/social/chat', fast, { text: 'two' });
    expectMessage(second, 429, 'You are sending messages too fast. Please wait a moment.');
    await post(other, 'I can still talk');
    const { messages } = (await t.call('GET', '/api/social/chat', fast)).json<ChatMessages>();
    expect(messages.some((message) => message.text === 'two' && message.sender.id === fast._id)).toBe(false);
  });

  it('lets a banned player post nothing', async () => {
    const banned = await t.register();
    await t.database.db.updateTable('users').set({ isBanned: 1 }).where('id', '=', banned._id).execute();
    const response = await t.call('POST', '/api/social/chat', banned, { text: 'spam' });
    expectMessage(response, 403, 'Your account has been banned');
  });

  it('keeps the admin calls to admins: 403 for players, history and soft delete for admins', async () => {
    const dave = await t.register();
    const message = await post(dave, 'delete me');
    for (const [method, url] of [
      ['GET', '/api/social/chat/all'],
      ['DELETE', `/api/social/chat/${message.id}`],
    ] as const) {
      const response = await t.call(method, url, dave);
      expectMessage(response, 403, 'Admin access required');
    }
    const all = await t.call('GET', '/api/social/chat/all?limit=5', admin);
    expect(all.statusCode).toBe(200);
    const page = all.json<ChatMessages>().messages;
    expect(page[0]?.id).toBe(message.id);
    expect(page.length).toBeLessThanOrEqual(5);
    const older = (
      await t.call('GET', `/api/social/chat/all?before=${message.id}`, admin)
    ).json<ChatMessages>();
    expect(older.messages.every((item) => item.id < message.id)).toBe(true);

    const deleted = await t.call('DELETE', `/api/social/chat/${message.id}`, admin);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: 'Message deleted', id: message.id, senderId: dave._id });
    const row = await t.database.db
      .selectFrom('chatMessages')
      .selectAll()
      .where('id', '=', message.id)
      .executeTakeFirstOrThrow();
    expect(row.deletedBy).toBe(admin._id);
    expect(row.deletedAt).not.toBeNull();
    const visible = (await t.call('GET', '/api/social/chat', dave)).json<ChatMessages>().messages;
    expect(visible.some((item) => item.id === message.id)).toBe(false);
    const again = await t.call('DELETE', `/api/social/chat/${message.id}`, admin);
    expectMessage(again, 404, socialMessages.messageNotFound);
  });

  it('shares only notable wins of the player, built from the game record', async () => {
    const lucky = await t.register();
    const other = await t.register();
    const roll = async (session: Session, prediction: string, targetNumber: number) => {
      const response = await t.call('POST', '/api/games/dice', session, {
        betAmount: 1,
        prediction,
        targetNumber,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<DiceResult>();
    };
    // An exact hit pays 6x; roll until one lands (each roll wins with probability 1/6).
    let win: DiceResult | undefined;
    let loss: DiceResult | undefined;
    for (let i = 0; i < 90 && !(win && loss); i += 1) {
      const result = await roll(lucky, 'exact', 3);
      if (result.won) win ??= result;
      else loss ??= result;
    }
    if (!win || !loss) throw new Error('no exact win and loss in 90 rolls');
    const small = await roll(lucky, 'over', 1);

    for (const betId of [loss.betId, small.betId]) {
      const response = await t.call('POST', '/api/social/chat/share', lucky, { betId });
      expectMessage(response, 400, socialMessages.notNotable);
    }
    const stolen = await t.call('POST', '/api/social/chat/share', other, { betId: win.betId });
    expectMessage(stolen, 404, socialMessages.betNotFound);

    const shared = await t.call('POST', '/api/social/chat/share', lucky, { betId: win.betId });
    expect(shared.statusCode, shared.body).toBe(201);
    const message = shared.json<{ message: ChatMessage }>().message;
    expect(message.kind).toBe('share');
    expect(message.text).toBe(`${lucky.username} won 6 FF on Dice with a 6x multiplier!`);
    const twice = await t.call('POST', '/api/social/chat/share', lucky, { betId: win.betId });
    expectMessage(twice, 409, socialMessages.alreadyShared);
  });
});
