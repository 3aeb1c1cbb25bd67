import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '../../../contract/accounts';
import { type AddFundsResponse, type AuditPage, adminMessages } from '../../../contract/admin';
import { messages } from '../../../contract/messages';
import type { TransactionsResponse } from '../../../contract/wallet';
import { buildApp } from '../../app';
import { connectSocket, listenOnFreePort, type TestSocket } from '../../testing/socket-client';
import {
  createTestDatabase,
  registerUser,
  type TestDatabase,
  testConfig,
  testDialects,
  testRedisUrl,
} from '../../testing/test-app';
import { as, registerAdmin, TEST_ADMIN_EMAIL, useAdminTestApp } from './admin-test-kit';

function disconnected(client: TestSocket): Promise<string> {
  return new Promise((resolve) => client.socket.once('disconnect', (reason) => resolve(reason)));
}

describe.each(testDialects())('user management on %s', (dialect) => {
  const t = useAdminTestApp(dialect);

  it('refuses to let an admin ban or demote themselves', async () => {
    const ban = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${t.admin._id}/ban`,
      payload: { isBanned: true },
      ...as(t.admin),
    });
    expect(ban.statusCode).toBe(400);
    expect(ban.json()).toEqual({ message: adminMessages.cannotBanSelf });

    const demote = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${t.admin._id}/admin`,
      payload: { isAdmin: false },
      ...as(t.admin),
    });
    expect(demote.statusCode).toBe(400);
    expect(demote.json()).toEqual({ message: adminMessages.cannotDemoteSelf });

    const me = await t.app.inject({ method: 'GET', url: '/api/users/me', ...as(t.admin) });
    expect(me.json()).toMatchObject({ isAdmin: true, isBanned: false });
  });

  it('answers 404 for a user that does not exist', async () => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/999999/ban',
      payload: { isBanned: true },
      ...as(t.admin),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: messages.userNotFound });
  });

  it('a ban ends every session of the user at once, and a lifted ban lets them sign in again', async () => {
    const password = 'secret123';
    const victim = await t.register({ password });
    const secondLogin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: victim.email, password },
    });
    const secondSession = secondLogin.json<Session>();
    expect((await t.app.inject({ method: 'GET', url: '/api/users/me', ...as(victim) })).statusCode).toBe(200);

    const ban = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${victim._id}/ban`,
      payload: { isBanned: true },
      ...as(t.admin),
    });
    expect(ban.statusCode).toBe(200);
    expect(ban.json()).toMatchObject({ _id: victim._id, isBanned: true });

    // DECISIONS.md section 9: the banned sessions answer 403 with the ban's message, not 401.
    for (const session of [victim, secondSession]) {
      const me = await t.app.inject({ method: 'GET', url: '/api/users/me', ...as(session) });
      expect(me.statusCode).toBe(403);
      expect(me.json()).toEqual({ message: messages.banned });
    }
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: victim.email, password },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toEqual({ message: messages.banned });

    await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${victim._id}/ban`,
      payload: { isBanned: false },
      ...as(t.admin),
    });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: victim.email, password },
    });
    expect(again.statusCode).toBe(200);
    // The sessions from before the ban stay ended: only the new sign-in works.
    for (const session of [victim, secondSession]) {
      const me = await t.app.inject({ method: 'GET', url: '/api/users/me', ...as(session) });
      expect(me.statusCode).toBe(401);
    }
    const fresh = again.json<Session>();
    expect((await t.app.inject({ method: 'GET', url: '/api/users/me', ...as(fresh) })).statusCode).toBe(200);
  });

  it('adds funds as a positive whole number, with a ledger row that keeps the reason', async () => {
    const player = await t.register();
    for (const [amount, message] of [
      [0, adminMessages.amountPositive],
      [-5, adminMessages.amountPositive],
      [2.5, messages.amountWhole],
      ['abc', messages.amountWhole],
    ] as const) {
      const bad = await t.app.inject({
        method: 'POST',
        url: '/api/funds/add',
        payload: { userId: player._id, amount, reason: 'test' },
        ...as(t.admin),
      });
      expect(bad.statusCode, String(amount)).toBe(400);
      expect(bad.json()).toEqual({ message });
    }
    const noReason = await t.app.inject({
      method: 'POST',
      url: '/api/funds/add',
      payload: { userId: player._id, amount: 10, reason: '   ' },
      ...as(t.admin),
    });
    expect(noReason.json()).toEqual({ message: adminMessages.reasonRequired });

    const added = await t.app.inject({
      method: 'POST',
      url: '/api/funds/add',
      payload: { userId: player._id, amount: 250, reason: 'Tournament prize' },
      ...as(t.admin),
    });
    expect(added.statusCode).toBe(200);
    expect(added.json<AddFundsResponse>().funFunds).toBe(350);

    const ledger = await t.app.inject({
      method: 'GET',
      url: '/api/funds/transactions?limit=1',
      ...as(player),
    });
    const [row] = ledger.json<TransactionsResponse>().transactions;
    expect(row).toMatchObject({ type: 'admin', amount: 250, balanceAfter: 350 });
    expect(row?.description).toContain('Tournament prize');
    expect(await t.expectLedgerConsistent(player._id)).toBe(350);
  });

  it('keeps every admin action in the audit log, newest first, with who did what to whom', async () => {
    const player = await t.register();
    await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${player._id}/admin`,
      payload: { isAdmin: true },
      ...as(t.admin),
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/funds/add',
      payload: { userId: player._id, amount: 40, reason: 'Welcome back' },
      ...as(t.admin),
    });
    await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${player._id}/ban`,
      payload: { isBanned: true },
      ...as(t.admin),
    });
    const page = (
      await t.app.inject({ method: 'GET', url: '/api/admin/audit?limit=3', ...as(t.admin) })
    ).json<AuditPage>();
    expect(page.entries.map((entry) => entry.action)).toEqual(['user.ban', 'funds.add', 'user.promote']);
    for (const entry of page.entries) {
      expect(entry.actor).toEqual({ id: t.admin._id, username: t.admin.username });
      expect(entry.target).toEqual({ id: player._id, username: player.username });
      expect(Number.isNaN(Date.parse(entry.createdAt))).toBe(false);
    }
    expect(page.entries[1]?.details).toBe('Added 40 FF: Welcome back');
    expect(page).toMatchObject({ totalIs: 'exact', prevCursor: null });
    expect(page.total).toBeGreaterThanOrEqual(3);

    // Older entries by key: the page after the first two, and back again.
    const audit = async (query: string) =>
      (
        await t.app.inject({ method: 'GET', url: `/api/admin/audit?${query}`, ...as(t.admin) })
      ).json<AuditPage>();
    const newest = await audit('limit=2');
    const older = await audit(`limit=1&after=${newest.nextCursor}`);
    expect(older.entries.map((entry) => entry.action)).toEqual(['user.promote']);
    expect(older.prevCursor).toBe(String(older.entries[0]?.id));
    const back = await audit(`limit=2&before=${older.prevCursor}`);
    expect(back.entries).toEqual(newest.entries);
    expect(back).toMatchObject({ prevCursor: null, nextCursor: newest.nextCursor });
  });

  it("closes a banned user's sockets", async () => {
    const url = await listenOnFreePort(t.app);
    const victim = await t.register();
    const bystander = await t.register();
    const victimSocket = await connectSocket(url, victim.token);
    const bystanderSocket = await connectSocket(url, bystander.token);
    const gone = disconnected(victimSocket);
    let bystanderLeft = false;
    bystanderSocket.socket.once('disconnect', () => {
      bystanderLeft = true;
    });
    await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${victim._id}/ban`,
      payload: { isBanned: true },
      ...as(t.admin),
    });
    expect(await gone).toBe('io server disconnect');
    // A round trip on the bystander's socket proves it is still open after the ban went out.
    const sessions = new Promise((resolve) => bystanderSocket.socket.once('activeSessions', resolve));
    bystanderSocket.socket.emit('getActiveSessions');
    await sessions;
    expect(bystanderLeft).toBe(false);
    victimSocket.close();
    bystanderSocket.close();
  });
});

// Two instances share a PostgreSQL and a Redis: a ban on one closes the user's socket on the other.
const redisUrl = testRedisUrl();
const haveBoth = Boolean(process.env.TEST_DATABASE_URL && redisUrl);
describe.skipIf(!haveBoth)(
  haveBoth
    ? 'bans across two instances'
    : 'bans across two instances: skipped, set TEST_DATABASE_URL and REDIS_URL',
  () => {
    let testDb: TestDatabase;
    const apps: FastifyInstance[] = [];
    const urls: string[] = [];

    beforeAll(async () => {
      testDb = await createTestDatabase('postgres');
      const redisKeyPrefix = `test-${randomBytes(4).toString('hex')}`;
      for (let i = 0; i < 2; i += 1) {
        const config = testConfig({ redisUrl, redisKeyPrefix, adminEmails: [TEST_ADMIN_EMAIL] });
        const app = await buildApp(config, { database: testDb.database, logger: false });
        apps.push(app);
        urls.push(await listenOnFreePort(app));
      }
    });
    afterAll(async () => {
      for (const app of apps) await app.close();
      await testDb?.destroy();
    });

    it("a ban through instance A closes the user's socket on instance B", async () => {
      const [a, b] = apps as [FastifyInstance, FastifyInstance];
      const admin = await registerAdmin(a);
      const victim = await registerUser(b);
      const socket = await connectSocket(urls[1] as string, victim.token);
      const gone = disconnected(socket);
      const ban = await a.inject({
        method: 'PATCH',
        url: `/api/users/${victim._id}/ban`,
        payload: { isBanned: true },
        ...as(admin),
      });
      expect(ban.statusCode).toBe(200);
      expect(await gone).toBe('io server disconnect');
      // Instance B remembered the session from the socket's handshake; A's ban reached it too.
      const me = await b.inject({ method: 'GET', url: '/api/users/me', ...as(victim) });
      expect(me.statusCode).toBe(403);
      socket.close();
    });
  },
);
