import { describe, expect, it } from 'vitest';
import type { Session } from '../../../contract/accounts';
import { messages } from '../../../contract/messages';
import { type Mutes, moderationMessages, REPORT_DETAILS_MAX } from '../../../contract/moderation';
import { type ChatMessage, type ChatMessages, socialMessages } from '../../../contract/social';
import { expectMessage, type HttpMethod, testDialects, useTestApp } from '../../testing/test-app';

describe.each(testDialects())('chat reports, mutes and the filter on %s', (dialect) => {
  // A long cooldown: each test posts with fresh players, and the filter's test shows a refused post
  // costs no cooldown.
  const t = useTestApp(dialect, { chatCooldownMs: 60_000 });

  async function post(session: Session, text: string): Promise<ChatMessage> {
    const response = await t.call('POST', '/api/social/chat', session, { text });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ message: ChatMessage }>().message;
  }
  const report = (session: Session | undefined, id: number | string, body: object) =>
    t.call('POST', `/api/social/chat/${id}/report`, session, body);
  const history = async (session: Session) =>
    (await t.call('GET', '/api/social/chat', session)).json<ChatMessages>().messages;

  it('refuses guests with 401 and players on the admin calls with 403', async () => {
    const calls: [HttpMethod, string, object?][] = [
      ['POST', '/api/social/chat/1/report', { reason: 'spam' }],
      ['GET', '/api/social/mutes'],
      ['POST', '/api/social/mutes', { userId: 1 }],
      ['DELETE', '/api/social/mutes/1'],
      ['GET', '/api/admin/reports'],
      ['POST', '/api/admin/reports/1/resolve', { action: 'dismiss' }],
    ];
    for (const [method, url, payload] of calls) {
      expectMessage(await t.call(method, url, undefined, payload), 401, messages.notAuthorized);
    }
    const player = await t.register();
    expectMessage(await t.call('GET', '/api/admin/reports', player), 403, messages.adminRequired);
    const resolve = await t.call('POST', '/api/admin/reports/1/resolve', player, { action: 'dismiss' });
    expectMessage(resolve, 403, messages.adminRequired);
  });

  it('takes one report per player and message, with a listed reason and optional words', async () => {
    const author = await t.register();
    const first = await t.register();
    const second = await t.register();
    const message = await post(author, 'buy my stuff');

    const ok = await report(first, message.id, { reason: 'spam' });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json()).toEqual({ message: moderationMessages.reported });
    expectMessage(
      await report(first, message.id, { reason: 'scam' }),
      400,
      moderationMessages.alreadyReported,
    );
    // Exactly the longest details are taken; another player may report the same message.
    const longest = await report(second, message.id, {
      reason: 'other',
      details: 'x'.repeat(REPORT_DETAILS_MAX),
    });
    expect(longest.statusCode, longest.body).toBe(201);

    const rows = await t.database.db
      .selectFrom('chatReports')
      .selectAll()
      .where('messageId', '=', message.id)
      .orderBy('id')
      .execute();
    expect(rows.map((row) => [row.reporterId, row.reason, row.details?.length ?? null])).toEqual([
      [first._id, 'spam', null],
      [second._id, 'other', REPORT_DETAILS_MAX],
    ]);
  });

  it('refuses bad reports with clear messages', async () => {
    const author = await t.register();
    const reporter = await t.register();
    const message = await post(author, 'hello there');
    const refusals: [object, string][] = [
      [{}, moderationMessages.reasonInvalid],
      [{ reason: 'rude' }, moderationMessages.reasonInvalid],
      [{ reason: 'SPAM' }, moderationMessages.reasonInvalid],
      [{ reason: 7 }, moderationMessages.reasonInvalid],
      [{ reason: 'other' }, moderationMessages.detailsRequired],
      [{ reason: 'other', details: '    ' }, moderationMessages.detailsRequired],
      [{ reason: 'spam', details: 'x'.repeat(REPORT_DETAILS_MAX + 1) }, moderationMessages.detailsTooLong],
      [{ reason: 'spam', details: { nested: true } }, moderationMessages.detailsTooLong],
    ];
    for (const [body, text] of refusals) expectMessage(await report(reporter, message.id, body), 400, text);

    expectMessage(
      await report(author, message.id, { reason: 'spam' }),
      400,
      moderationMessages.cannotReportOwn,
    );
    for (const id of [999_999_999, 0, -1, 'abc', '1e3']) {
      expectMessage(await report(reporter, id, { reason: 'spam' }), 404, socialMessages.messageNotFound);
    }
    await t.database.db
      .updateTable('chatMessages')
      .set({ deletedAt: new Date().toISOString() })
      .where('id', '=', message.id)
      .execute();
    expectMessage(
      await report(reporter, message.id, { reason: 'spam' }),
      404,
      moderationMessages.messageNotFound,
    );
    const count = await t.database.db
      .selectFrom('chatReports')
      .select('id')
      .where('messageId', '=', message.id)
      .execute();
    expect(count).toEqual([]);
  });

  it('hides a muted player from the muter only, in history, until unmuted', async () => {
    const muter = await t.register();
    const loud = await t.register();
    const other = await t.register();
    const loudMessage = await post(loud, 'LOUD NOISES');
    const otherMessage = await post(other, 'a calm word');

    const muted = await t.call('POST', '/api/social/mutes', muter, { userId: loud._id });
    expect(muted.statusCode, muted.body).toBe(201);
    expect(muted.json()).toEqual({ message: moderationMessages.muted });
    const mine = (await t.call('GET', '/api/social/mutes', muter)).json<Mutes>();
    expect(mine.mutes).toEqual([{ id: loud._id, username: loud.username, mutedAt: expect.any(String) }]);
    expect((await t.call('GET', '/api/social/mutes', other)).json<Mutes>().mutes).toEqual([]);

    const seen = (await history(muter)).map((message) => message.id);
    expect(seen).toContain(otherMessage.id);
    expect(seen).not.toContain(loudMessage.id);
    expect((await history(other)).map((message) => message.id)).toContain(loudMessage.id);

    const unmuted = await t.call('DELETE', `/api/social/mutes/${loud._id}`, muter);
    expectMessage(unmuted, 200, moderationMessages.unmuted);
    expect((await history(muter)).map((message) => message.id)).toContain(loudMessage.id);
    expect((await t.call('GET', '/api/social/mutes', muter)).json<Mutes>().mutes).toEqual([]);
  });

  it('fills the history past a muted flood', async () => {
    const reader = await t.register();
    const flooder = await t.register();
    const early = await post(await t.register(), 'before the flood');
    // Sixty messages written straight to the table: more than one page of history.
    const at = new Date().toISOString();
    await t.database.db
      .insertInto('chatMessages')
      .values(
        Array.from({ length: 60 }, () => ({
          senderId: flooder._id,
          text: 'flood',
          kind: 'text',
          createdAt: at,
        })),
      )
      .execute();
    await t.call('POST', '/api/social/mutes', reader, { userId: flooder._id });
    const shown = await history(reader);
    expect(shown.some((message) => message.sender.id === flooder._id)).toBe(false);
    expect(shown.map((message) => message.id)).toContain(early.id);
  });

  it('refuses muting oneself, unknown players, twice, and unmuting who is not muted', async () => {
    const player = await t.register();
    const target = await t.register();
    const mute = (userId: unknown) => t.call('POST', '/api/social/mutes', player, { userId });
    expectMessage(await mute(player._id), 400, moderationMessages.cannotMuteSelf);
    expectMessage(await mute(999_999_999), 404, moderationMessages.userNotFound);
    for (const bad of [0, -3, 1.5, '12', null, 2 ** 60]) {
      expectMessage(await mute(bad), 400, moderationMessages.userNotFound);
    }
    expectMessage(
      await t.call('POST', '/api/social/mutes', player, {}),
      400,
      moderationMessages.userNotFound,
    );
    expect((await mute(target._id)).statusCode).toBe(201);
    expectMessage(await mute(target._id), 400, moderationMessages.alreadyMuted);
    expectMessage(
      await t.call('DELETE', `/api/social/mutes/${player._id}`, player),
      404,
      moderationMessages.notMuted,
    );
    expectMessage(
      await t.call('DELETE', '/api/social/mutes/abc', player),
      404,
      moderationMessages.userNotFound,
    );
  });

  it('filters every post at the route, and a refused post costs no cooldown', async () => {
    const player = await t.register();
    const refused: [string, string][] = [
      ['you are a $.l.u.t', moderationMessages.wordNotAllowed],
      ['ｆｕｃｋ this', moderationMessages.wordNotAllowed],
      ['free chips at example dot com', moderationMessages.linkNotAllowed],
      ['https://evil.test', moderationMessages.linkNotAllowed],
    ];
    for (const [text, message] of refused) {
      expectMessage(await t.call('POST', '/api/social/chat', player, { text }), 400, message);
    }
    const passed = await post(player, 'What a classic Scunthorpe assessment, see /bets/1');
    expect(passed.text).toBe('What a classic Scunthorpe assessment, see /bets/1');
    const rows = await t.database.db
      .selectFrom('chatMessages')
      .select('text')
      .where('senderId', '=', player._id)
      .execute();
    expect(rows).toEqual([{ text: passed.text }]);
  });

  it("lets links to the site's own host pass (PUBLIC_ORIGIN, here the default http://localhost:3000)", async () => {
    const player = await t.register();
    for (const text of ['http://localhost:3000@evil.com/bets/5', 'http://localhost:3000.evil.com/bets/5']) {
      expectMessage(
        await t.call('POST', '/api/social/chat', player, { text }),
        400,
        moderationMessages.linkNotAllowed,
      );
    }
    const passed = await post(player, 'look at this win: http://localhost:3000/bets/5');
    expect(passed.text).toBe('look at this win: http://localhost:3000/bets/5');
  });
});
