import { describe, expect, it } from 'vitest';
import type { Session } from '../../../contract/accounts';
import type { AuditEntry } from '../../../contract/admin';
import { messages } from '../../../contract/messages';
import {
  CHAT_MUTE_MAX_MINUTES,
  formatMuteEnd,
  moderationMessages,
  type ReportedMessage,
  type ReportQueue,
  type ResolveResult,
} from '../../../contract/moderation';
import type { ChatMessage, ChatMessages } from '../../../contract/social';
import { useAdminTestApp } from '../../testing/admin-kit';
import { expectMessage, testDialects } from '../../testing/test-app';

describe.each(testDialects())('the admins report queue on %s', (dialect) => {
  const t = useAdminTestApp(dialect, { chatCooldownMs: 0 });

  async function post(session: Session, text: string): Promise<ChatMessage> {
    const response = await t.call('POST', '/api/social/chat', session, { text });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ message: ChatMessage }>().message;
  }
  async function reported(
    text = 'reported line',
  ): Promise<{ author: Session; message: ChatMessage; reportId: number }> {
    const author = await t.register();
    const message = await post(author, text);
    const reporter = await t.register();
    const response = await t.call('POST', `/api/social/chat/${message.id}/report`, reporter, {
      reason: 'harassment',
    });
    expect(response.statusCode, response.body).toBe(201);
    return { author, message, reportId: (await entryOf(message.id)).reportId };
  }
  async function entryOf(messageId: number): Promise<ReportedMessage> {
    const entry = (await queue()).find((item) => item.message.id === messageId);
    if (!entry) throw new Error(`message ${messageId} is not in the queue`);
    return entry;
  }
  const queue = async () => {
    const response = await t.call('GET', '/api/admin/reports', t.admin);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ReportQueue>().reports;
  };
  const resolve = (id: number | string, body: object) =>
    t.call('POST', `/api/admin/reports/${id}/resolve`, t.admin, body);
  async function auditOf(targetUserId: number): Promise<AuditEntry[]> {
    const entries = (await t.call('GET', '/api/admin/audit?limit=100', t.admin)).json<{
      entries: AuditEntry[];
    }>().entries;
    return entries.filter((entry) => entry.target?.id === targetUserId);
  }
  async function openReportsOf(messageId: number) {
    return t.database.db
      .selectFrom('chatReports')
      .select(['resolvedAt', 'resolvedBy', 'resolution'])
      .where('messageId', '=', messageId)
      .execute();
  }

  it('shows each reported message once with its reports and the messages around it', async () => {
    const talker = await t.register();
    const before = [await post(talker, 'one'), await post(talker, 'two')];
    const { message, author } = await reported('the bad line');
    const after = await post(talker, 'three');
    const second = await t.register();
    await t.call('POST', `/api/social/chat/${message.id}/report`, second, {
      reason: 'other',
      details: 'rude to me',
    });

    const entry = await entryOf(message.id);
    expect(entry.message).toMatchObject({ id: message.id, text: 'the bad line', deleted: false });
    expect(entry.message.sender).toEqual({ id: author._id, username: author.username });
    expect(entry.before.map((item) => item.id).slice(-2)).toEqual(before.map((item) => item.id));
    expect(entry.after[0]?.id).toBe(after.id);
    expect(entry.reports.map((item) => [item.reason, item.details])).toEqual([
      ['harassment', null],
      ['other', 'rude to me'],
    ]);
    expect(entry.reportId).toBe(entry.reports[0]?.id);
    expect(entry.authorMutedUntil).toBeNull();
    expect(entry.authorBanned).toBe(false);
  });

  it('refuses bad resolutions clearly and keeps the reports open', async () => {
    const { reportId, message } = await reported();
    const refusals: [object, string][] = [
      [{}, moderationMessages.actionInvalid],
      [{ action: 'nuke' }, moderationMessages.actionInvalid],
      [{ action: 'mute' }, moderationMessages.minutesInvalid],
      [{ action: 'mute', minutes: 0 }, moderationMessages.minutesInvalid],
      [{ action: 'mute', minutes: -60 }, moderationMessages.minutesInvalid],
      [{ action: 'mute', minutes: 1.5 }, moderationMessages.minutesInvalid],
      [{ action: 'mute', minutes: CHAT_MUTE_MAX_MINUTES + 1 }, moderationMessages.minutesInvalid],
      [{ action: 'mute', minutes: 'soon' }, moderationMessages.minutesInvalid],
    ];
    for (const [body, text] of refusals) expectMessage(await resolve(reportId, body), 400, text);
    for (const id of [999_999_999, 0, 'abc']) {
      expectMessage(await resolve(id, { action: 'dismiss' }), 404, moderationMessages.reportNotFound);
    }
    expect((await openReportsOf(message.id)).every((row) => row.resolvedAt === null)).toBe(true);
  });

  it('dismisses: the reports close, the message stays, the audit log says so', async () => {
    const { reportId, message, author } = await reported();
    const response = await resolve(reportId, { action: 'dismiss' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<ResolveResult>()).toEqual({
      message: moderationMessages.resolved.dismiss,
      closed: 1,
    });
    expect(await openReportsOf(message.id)).toEqual([
      { resolvedAt: expect.any(String), resolvedBy: t.admin._id, resolution: 'dismiss' },
    ]);
    expect((await queue()).some((item) => item.message.id === message.id)).toBe(false);
    const history = (await t.call('GET', '/api/social/chat', author)).json<ChatMessages>().messages;
    expect(history.some((item) => item.id === message.id)).toBe(true);
    expect((await auditOf(author._id)).map((entry) => entry.action)).toEqual(['report.dismiss']);
    expectMessage(await resolve(reportId, { action: 'delete' }), 400, moderationMessages.reportClosed);
  });

  it('deletes the message with its audit row, and the chat panel deletion closes reports too', async () => {
    const { reportId, message, author } = await reported('delete me');
    const response = await resolve(reportId, { action: 'delete' });
    expect(response.json<ResolveResult>()).toEqual({
      message: moderationMessages.resolved.delete,
      closed: 1,
    });
    const history = (await t.call('GET', '/api/social/chat', author)).json<ChatMessages>().messages;
    expect(history.some((item) => item.id === message.id)).toBe(false);
    const audit = await auditOf(author._id);
    expect(audit.map((entry) => entry.action)).toEqual(['chat.delete']);
    expect(audit[0]?.details).toContain('"delete me"');

    const other = await reported('also bad');
    const deleted = await t.call('DELETE', `/api/social/chat/${other.message.id}`, t.admin);
    expect(deleted.statusCode).toBe(200);
    expect((await openReportsOf(other.message.id)).map((row) => row.resolution)).toEqual(['delete']);
  });

  it('mutes the author from chat until the chosen time, then lets them post again', async () => {
    const { reportId, author, message } = await reported();
    const before = Date.now();
    const response = await resolve(reportId, { action: 'mute', minutes: 60 });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<ResolveResult>();
    expect(result.message).toBe(moderationMessages.resolved.mute);
    const until = Date.parse(result.mutedUntil ?? '');
    expect(until - before).toBeGreaterThanOrEqual(60 * 60_000);
    expect(until - Date.now()).toBeLessThanOrEqual(60 * 60_000);

    const refused = await t.call('POST', '/api/social/chat', author, { text: 'let me talk' });
    expectMessage(refused, 403, moderationMessages.chatMutedUntil(result.mutedUntil ?? ''));
    expect(refused.json<{ message: string }>().message).toContain(formatMuteEnd(result.mutedUntil ?? ''));
    // The code and the time itself, for a client that writes the sentence in its player's language.
    expect(refused.json()).toMatchObject({
      code: 'moderation.chatMutedUntil',
      values: { until: result.mutedUntil },
    });
    // Others still talk; the muted player still reads.
    await post(await t.register(), 'I can talk');
    expect((await t.call('GET', '/api/social/chat', author)).statusCode).toBe(200);
    const audit = await auditOf(author._id);
    expect(audit.map((entry) => entry.action)).toEqual(['chat.mute']);
    expect(audit[0]?.details).toContain(`message #${message.id}`);

    // The mute ends: its time is moved to the past, as the clock would.
    await t.database.db
      .updateTable('chatMutes')
      .set({ mutedUntil: new Date(Date.now() - 1000).toISOString() })
      .where('userId', '=', author._id)
      .execute();
    await post(author, 'back again');
  });

  it('takes the longest mute, and will not let an admin mute or ban themselves', async () => {
    const { reportId } = await reported();
    const longest = await resolve(reportId, { action: 'mute', minutes: CHAT_MUTE_MAX_MINUTES });
    expect(longest.statusCode, longest.body).toBe(200);

    const own = await post(t.admin, 'an admin line');
    const reporter = await t.register();
    await t.call('POST', `/api/social/chat/${own.id}/report`, reporter, { reason: 'spam' });
    const ownReport = (await entryOf(own.id)).reportId;
    expectMessage(
      await resolve(ownReport, { action: 'mute', minutes: 60 }),
      400,
      moderationMessages.cannotActOnSelf,
    );
    expectMessage(await resolve(ownReport, { action: 'ban' }), 400, moderationMessages.cannotActOnSelf);
    expect((await openReportsOf(own.id))[0]?.resolvedAt).toBeNull();
  });

  it('bans the author: their session ends, the audit log has it, the report closes', async () => {
    const { reportId, author, message } = await reported();
    const response = await resolve(reportId, { action: 'ban' });
    expect(response.json<ResolveResult>()).toEqual({ message: moderationMessages.resolved.ban, closed: 1 });
    expectMessage(await t.call('POST', '/api/social/chat', author, { text: 'hi' }), 403, messages.banned);
    expect((await auditOf(author._id)).map((entry) => entry.action)).toEqual(['user.ban']);
    expect((await openReportsOf(message.id))[0]?.resolution).toBe('ban');
  });

  it('never tells a player who reported them', async () => {
    const { author, message } = await reported();
    expectMessage(await t.call('GET', '/api/admin/reports', author), 403, messages.adminRequired);
    const mine = await t.call('POST', `/api/social/chat/${message.id}/report`, author, { reason: 'spam' });
    expectMessage(mine, 400, moderationMessages.cannotReportOwn);
  });
});
