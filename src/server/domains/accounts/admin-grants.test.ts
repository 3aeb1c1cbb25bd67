import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { PublicUser } from '../../../contract/accounts';
import { messages } from '../../../contract/messages';
import { buildApp } from '../../app';
import type { AppConfig } from '../../config';
import {
  callAs,
  createTestDatabase,
  expectMessage,
  registerUser,
  type TestDatabase,
  testConfig,
  testDialects,
} from '../../testing/test-app';
import { runAdminCommand } from './admin-cli';

const BOSS = 'boss@example.com';
const CHIEF = 'chief@example.com';

describe.each(testDialects())('ADMIN_EMAILS on %s', (dialect) => {
  // Each test has a database of its own (they all register the listed addresses) and restarts on it.
  let testDb: TestDatabase | undefined;
  const open: FastifyInstance[] = [];
  afterEach(async () => {
    for (const app of open.splice(0)) await app.close();
    await testDb?.close();
    testDb = undefined;
  });
  const db = () => (testDb as TestDatabase).database.db;

  /** Starts (or restarts) the app on the test's database; the previous one is closed first. */
  async function start(overrides: Partial<AppConfig> = {}) {
    for (const app of open.splice(0)) await app.close();
    testDb ??= await createTestDatabase(dialect);
    const app = await buildApp(testConfig({ adminEmails: [BOSS, CHIEF], ...overrides }), {
      database: testDb.database,
      logger: false,
    });
    open.push(app);
    return app;
  }
  const isAdmin = async (app: FastifyInstance, session: { token: string }) =>
    (await callAs(app, 'GET', '/api/users/me', session)).json<PublicUser>().isAdmin;
  const grantsOf = (email: string) =>
    db().selectFrom('adminGrants').selectAll().where('emailLower', '=', email).execute();
  const changeProfile = (app: FastifyInstance, session: { token: string }, payload: object) =>
    callAs(app, 'PUT', '/api/users/profile', session, { currentPassword: 'secret123', ...payload });

  it('gives admin to the account that registered the address, once, and never to the next holder', async () => {
    const app = await start();
    const boss = await registerUser(app, { email: 'Boss@Example.com' });
    expect(boss.isAdmin).toBe(true);
    expect(await grantsOf(BOSS)).toEqual([
      expect.objectContaining({ userId: boss._id, source: 'ADMIN_EMAILS', isAdmin: 1 }),
    ]);

    // The admin moves away; whoever registers the freed address is a player, now and after a restart.
    expect((await changeProfile(app, boss, { email: 'boss.moved@example.com' })).statusCode).toBe(200);
    const heir = await registerUser(app, { email: BOSS });
    expect(heir.isAdmin).toBe(false);
    const restarted = await start();
    expect(await isAdmin(restarted, heir)).toBe(false);
    expect(await isAdmin(restarted, boss)).toBe(true);
    expect(await grantsOf(BOSS)).toHaveLength(1);
  });

  it('refuses a profile change to a listed address, whatever its case', async () => {
    const app = await start();
    const player = await registerUser(app);
    for (const email of [CHIEF, 'Chief@EXAMPLE.com']) {
      expectMessage(await changeProfile(app, player, { email }), 400, messages.emailReserved);
    }
    const restarted = await start();
    expect(await isAdmin(restarted, player)).toBe(false);
    // The holder may still change the case of their own address.
    const boss = await registerUser(restarted, { email: BOSS });
    const recased = await changeProfile(restarted, boss, { email: 'BOSS@example.com' });
    expect(recased.json()).toMatchObject({ email: 'BOSS@example.com', isAdmin: true });
  });

  it('grants an existing holder once at start-up; a demoted admin stays demoted after restarts', async () => {
    const before = await start({ adminEmails: [] });
    const boss = await registerUser(before, { email: BOSS });
    const chief = await registerUser(before, { email: CHIEF });
    expect(boss.isAdmin).toBe(false);

    // The first start with the list (as on the first deploy of grants on an old database).
    const first = await start();
    expect(await isAdmin(first, boss)).toBe(true);
    expect(await isAdmin(first, chief)).toBe(true);
    expect(await grantsOf(BOSS)).toEqual([expect.objectContaining({ userId: boss._id })]);

    // Demoted through the admin panel by the other admin, and through the command line.
    const panel = await callAs(first, 'PATCH', `/api/users/${boss._id}/admin`, chief, { isAdmin: false });
    expect(panel.statusCode).toBe(200);
    expect((await runAdminCommand(db(), ['revoke', CHIEF])).exitCode).toBe(0);

    const second = await start();
    expect(await isAdmin(second, boss)).toBe(false);
    expect(await isAdmin(second, chief)).toBe(false);
    await start();
    expect(await grantsOf(BOSS)).toHaveLength(1);
    expect(await grantsOf(CHIEF)).toHaveLength(1);
  });

  it('lets the command line decide before the first start with the list', async () => {
    const before = await start({ adminEmails: [] });
    const boss = await registerUser(before, { email: BOSS });
    expect((await runAdminCommand(db(), ['grant', boss.username])).exitCode).toBe(0);
    expect((await runAdminCommand(db(), ['revoke', boss.username])).exitCode).toBe(0);

    const app = await start();
    expect(await isAdmin(app, boss)).toBe(false);
    // The address is used up all the same: moving away and back, or a new holder, gives nothing.
    expect((await changeProfile(app, boss, { email: 'elsewhere@example.com' })).statusCode).toBe(200);
    const heir = await registerUser(app, { email: BOSS });
    expect(heir.isAdmin).toBe(false);
    expect(await isAdmin(await start(), heir)).toBe(false);
  });
});
