import { describe, expect, it } from 'vitest';
import type { PublicUser } from '../../../contract/accounts';
import { bearer, useTestApp } from '../../testing/test-app';
import { ADMIN_CLI_USAGE, runAdminCommand } from './admin-cli';

describe('admin command line', () => {
  const t = useTestApp('sqlite');

  it('promotes and demotes an account by e-mail, and the API sees it at once', async () => {
    const user = await t.register({ email: 'Future.Admin@example.com' });
    const isAdmin = async () =>
      (await t.app.inject({ url: '/api/users/me', headers: bearer(user) })).json<PublicUser>().isAdmin;
    expect(await isAdmin()).toBe(false);

    const promoted = await runAdminCommand(t.database.db, ['promote', 'future.admin@EXAMPLE.com']);
    expect(promoted).toEqual({
      exitCode: 0,
      output: `${user.username} <Future.Admin@example.com> is now an admin.`,
      changedUserId: user._id,
    });
    expect(await isAdmin()).toBe(true);
    expect((await runAdminCommand(t.database.db, ['list'])).output).toContain(user.username);

    expect((await runAdminCommand(t.database.db, ['demote', 'future.admin@example.com'])).exitCode).toBe(0);
    expect(await isAdmin()).toBe(false);
  });

  it('says so when no account has the e-mail, and shows usage for anything else', async () => {
    expect(await runAdminCommand(t.database.db, ['promote', 'ghost@example.com'])).toEqual({
      exitCode: 1,
      output: 'No account has the e-mail ghost@example.com.',
    });
    expect(await runAdminCommand(t.database.db, [])).toEqual({ exitCode: 2, output: ADMIN_CLI_USAGE });
    expect((await runAdminCommand(t.database.db, ['promote'])).exitCode).toBe(2);
  });
});
