import { beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '../../../contract/accounts';
import type { AuditEntry } from '../../../contract/admin';
import { messages } from '../../../contract/messages';
import { ADMIN_CALLS, as, asAdmin, mostFfEntryOf, useAdminTestApp, userPatch } from '../../testing/admin-kit';
import { expectMessage, testDialects } from '../../testing/test-app';

describe.each(testDialects())('admin calls on %s', (dialect) => {
  const t = useAdminTestApp(dialect);
  let player: Session;
  let target: Session;
  let messageId: number;

  beforeAll(async () => {
    player = await t.register();
    target = await t.register();
    const posted = await t.call('POST', '/api/social/chat', target, { text: 'Spam, spam, spam' });
    messageId = posted.json<{ message: { id: number } }>().message.id;
  });

  describe.each(ADMIN_CALLS)('$name', (call) => {
    it('answers a guest 401, a player 403 and works for an admin', async () => {
      const entry = await mostFfEntryOf(t.app, target._id);
      const request = call.request({ userId: target._id, entryId: entry._id, messageId });

      const guest = await t.app.inject(request);
      expectMessage(guest, 401, messages.notAuthorized);

      const asPlayer = await t.app.inject({ ...request, ...as(player) });
      expectMessage(asPlayer, 403, messages.adminRequired);

      const asAdmin = await t.app.inject({ ...request, ...as(t.admin) });
      expect(asAdmin.statusCode, asAdmin.body).toBe(call.ok);
    });
  });

  it('a deleted chat message is in the audit log with its sender and text', async () => {
    const audit = await t.call('GET', '/api/admin/audit?limit=100', t.admin);
    const deletion = audit
      .json<{ entries: AuditEntry[] }>()
      .entries.find((entry) => entry.action === 'chat.delete');
    expect(deletion).toMatchObject({
      actor: { id: t.admin._id },
      target: { id: target._id },
      details: `Message #${messageId}: "Spam, spam, spam"`,
    });
  });

  it('a player made admin gets in, and loses it again when demoted', async () => {
    const promote = await asAdmin(t.app, t.admin, userPatch(player._id, { isAdmin: true }));
    expect(promote.statusCode).toBe(200);
    expect(promote.json()).toMatchObject({ _id: player._id, isAdmin: true });
    expect((await t.call('GET', '/api/users', player)).statusCode).toBe(200);

    await asAdmin(t.app, t.admin, userPatch(player._id, { isAdmin: false }));
    const after = await t.call('GET', '/api/users', player);
    expectMessage(after, 403, messages.adminRequired);
  });
});
