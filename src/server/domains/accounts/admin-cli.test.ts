import { describe, expect, it } from 'vitest';
import type { PublicUser } from '../../../contract/accounts';
import { bearer, testDialects, useTestApp } from '../../testing/test-app';
import { ADMIN_CLI_USAGE, runAdminCommand } from './admin-cli';

describe.each(testDialects())('admin command line on %s', (dialect) => {
  const t = useTestApp(dialect);

  const grantsOf = (userId: number) =>
    t.database.db
      .selectFrom('adminGrants')
      .select(['source', 'isAdmin', 'emailLower'])
      .where('userId', '=', userId)
      .orderBy('id')
      .execute();

  it('grants and revokes by e-mail or username, records each change, and the API sees it', async () => {
    const user = await t.register({ email: 'Future.Admin@example.com' });
    const isAdmin = async () =>
      (await t.app.inject({ url: '/api/users/me', headers: bearer(user) })).json<PublicUser>().isAdmin;
    expect(await isAdmin()).toBe(false);

    const granted = await runAdminCommand(t.database.db, ['grant', 'future.admin@EXAMPLE.com']);
    expect(granted).toEqual({
      exitCode: 0,
      output: `${user.username} <Future.Admin@example.com> is now an admin.`,
      changedUserId: user._id,
    });
    expect(await isAdmin()).toBe(true);
    expect((await runAdminCommand(t.database.db, ['list'])).output).toContain(user.username);

    const revoked = await runAdminCommand(t.database.db, ['revoke', user.username.toUpperCase()]);
    expect(revoked).toEqual({
      exitCode: 0,
      output: `${user.username} <Future.Admin@example.com> is no longer an admin.`,
      changedUserId: user._id,
    });
    expect(await isAdmin()).toBe(false);
    expect(await grantsOf(user._id)).toEqual([
      { source: 'command line', isAdmin: 1, emailLower: null },
      { source: 'command line', isAdmin: 0, emailLower: null },
    ]);
  });

  it('keeps promote and demote as their aliases, and changes nothing that is already so', async () => {
    const user = await t.register();
    const label = `${user.username} <${user.email}>`;
    expect(await runAdminCommand(t.database.db, ['promote', user.email])).toMatchObject({
      exitCode: 0,
      changedUserId: user._id,
    });
    expect(await runAdminCommand(t.database.db, ['grant', user.username])).toEqual({
      exitCode: 0,
      output: `${label} is already an admin.`,
    });
    expect(await runAdminCommand(t.database.db, ['demote', user.username])).toMatchObject({
      exitCode: 0,
      output: `${label} is no longer an admin.`,
      changedUserId: user._id,
    });
    expect(await runAdminCommand(t.database.db, ['revoke', user.email])).toEqual({
      exitCode: 0,
      output: `${label} is not an admin.`,
    });
    expect(await grantsOf(user._id)).toHaveLength(2);
  });

  it('says so when no account matches, and shows usage for anything else', async () => {
    expect(await runAdminCommand(t.database.db, ['grant', 'ghost@example.com'])).toEqual({
      exitCode: 1,
      output: 'No account has the username or e-mail ghost@example.com.',
    });
    expect((await runAdminCommand(t.database.db, ['revoke', 'no_such_player'])).exitCode).toBe(1);
    expect(await runAdminCommand(t.database.db, [])).toEqual({ exitCode: 2, output: ADMIN_CLI_USAGE });
    for (const args of [['grant'], ['promote', ' '], ['toString', 'someone'], ['grant', 'a', 'b']]) {
      expect((await runAdminCommand(t.database.db, args)).exitCode).toBe(2);
    }
  });
});
