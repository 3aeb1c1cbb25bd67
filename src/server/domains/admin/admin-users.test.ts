import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '../../../contract/accounts';
import {
  ADMIN_REASON_MAX,
  type AddFundsResponse,
  type AuditPage,
  adminMessages,
} from '../../../contract/admin';
import { messages } from '../../../contract/messages';
import type { TransactionsResponse } from '../../../contract/wallet';
import { buildApp } from '../../app';
import {
  asAdmin,
  fundsAdd,
  registerAdmin,
  TEST_ADMIN_EMAIL,
  useAdminTestApp,
  userPatch,
} from '../../testing/admin-kit';
import { connectSocket, disconnectReason, listenOnFreePort, roundTrip } from '../../testing/socket-client';
import {
  callAs,
  createTestDatabase,
  expectMessage,
  registerUser,
  type TestDatabase,
  testConfig,
  testDialects,
  testRedisUrl,
} from '../../testing/test-app';

describe.each(testDialects())('user management on %s', (dialect) => {
  const t = useAdminTestApp(dialect);

  it('refuses to let an admin ban or demote themselves', async () => {
    const ban = await asAdmin(t.app, t.admin, userPatch(t.admin._id, { isBanned: true }));
    expectMessage(ban, 400, adminMessages.cannotBanSelf);

    const demote = await asAdmin(t.app, t.admin, userPatch(t.admin._id, { isAdmin: false }));
    expectMessage(demote, 400, adminMessages.cannotDemoteSelf);

    const me = await t.call('GET', '/api/users/me', t.admin);
    expect(me.json()).toMatchObject({ isAdmin: true, isBanned: false });
  });

  it('answers 404 for a user that does not exist', async () => {
    const response = await asAdmin(t.app, t.admin, userPatch(999999, { isBanned: true }));
    expectMessage(response, 404, messages.userNotFound);
  });

  it('a ban ends every session of the user at once, and a lifted ban lets them sign in again', async () => {
    const password = 'secret123';
    const victim = await t.register({ password });
    const signIn = () =>
      t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: victim.email, password } });
    const secondSession = (await signIn()).json<Session>();
    expect((await t.call('GET', '/api/users/me', victim)).statusCode).toBe(200);

    const ban = await asAdmin(t.app, t.admin, userPatch(victim._id, { isBanned: true }));
    expect(ban.statusCode).toBe(200);
    expect(ban.json()).toMatchObject({ _id: victim._id, isBanned: true });

    // DECISIONS.md section 9: the banned sessions answer 403 with the ban's message, not 401.
    for (const session of [victim, secondSession]) {
      const me = await t.call('GET', '/api/users/me', session);
      expectMessage(me, 403, messages.banned);
    }
    const login = await signIn();
    expectMessage(login, 403, messages.banned);

    await asAdmin(t.app, t.admin, userPatch(victim._id, { isBanned: false }));
    const again = await signIn();
    expect(again.statusCode).toBe(200);
    // The sessions from before the ban stay ended: only the new sign-in works.
    for (const session of [victim, secondSession]) {
      const me = await t.call('GET', '/api/users/me', session);
      expect(me.statusCode).toBe(401);
    }
    const fresh = again.json<Session>();
    expect((await t.call('GET', '/api/users/me', fresh)).statusCode).toBe(200);
  });

  it('adds funds as a positive whole number, with a ledger row that keeps the reason', async () => {
    const player = await t.register();
    for (const [amount, message] of [
      [0, adminMessages.amountPositive],
      [-5, adminMessages.amountPositive],
      [2.5, messages.amountWhole],
      ['abc', messages.amountWhole],
    ] as const) {
      const bad = await asAdmin(t.app, t.admin, fundsAdd(player._id, amount, 'test'));
      expect(bad.statusCode, String(amount)).toBe(400);
      expect(bad.json()).toMatchObject({ message });
    }
    const noReason = await asAdmin(t.app, t.admin, fundsAdd(player._id, 10, '   '));
    expect(noReason.json()).toMatchObject({ message: adminMessages.reasonRequired });
    // The longest reason passes the check; one character more is refused with its code, nothing paid.
    const tooLong = await asAdmin(t.app, t.admin, fundsAdd(player._id, 10, 'r'.repeat(ADMIN_REASON_MAX + 1)));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({ message: adminMessages.reasonTooLong, code: 'admin.reasonTooLong' });

    const added = await asAdmin(t.app, t.admin, fundsAdd(player._id, 250, 'Tournament prize'));
    expect(added.statusCode).toBe(200);
    expect(added.json<AddFundsResponse>().funFunds).toBe(350);

    const ledger = await t.call('GET', '/api/funds/transactions?limit=1', player);
    const [row] = ledger.json<TransactionsResponse>().transactions;
    expect(row).toMatchObject({ type: 'admin', amount: 250, balanceAfter: 350 });
    expect(row?.description).toContain('Tournament prize');
    expect(await t.expectLedgerConsistent(player._id)).toBe(350);
  });

  it('keeps every admin action in the audit log, newest first, with who did what to whom', async () => {
    const player = await t.register();
    await asAdmin(t.app, t.admin, userPatch(player._id, { isAdmin: true }));
    await asAdmin(t.app, t.admin, fundsAdd(player._id, 40, 'Welcome back'));
    await asAdmin(t.app, t.admin, userPatch(player._id, { isBanned: true }));
    const page = (await t.call('GET', '/api/admin/audit?limit=3', t.admin)).json<AuditPage>();
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
      (await t.call('GET', `/api/admin/audit?${query}`, t.admin)).json<AuditPage>();
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
    const gone = disconnectReason(victimSocket);
    await asAdmin(t.app, t.admin, userPatch(victim._id, { isBanned: true }));
    expect(await gone).toBe('io server disconnect');
    // A round trip on the bystander's socket proves it is still open after the ban went out.
    await roundTrip(bystanderSocket);
    expect(bystanderSocket.socket.connected).toBe(true);
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
      await testDb?.close();
    });

    it("a ban through instance A closes the user's socket on instance B", async () => {
      const [a, b] = apps as [FastifyInstance, FastifyInstance];
      const admin = await registerAdmin(a);
      const victim = await registerUser(b);
      const socket = await connectSocket(urls[1] as string, victim.token);
      const gone = disconnectReason(socket);
      const ban = await asAdmin(a, admin, userPatch(victim._id, { isBanned: true }));
      expect(ban.statusCode).toBe(200);
      expect(await gone).toBe('io server disconnect');
      // Instance B remembered the session from the socket's handshake; A's ban reached it too.
      const me = await callAs(b, 'GET', '/api/users/me', victim);
      expect(me.statusCode).toBe(403);
      socket.close();
    });
  },
);
