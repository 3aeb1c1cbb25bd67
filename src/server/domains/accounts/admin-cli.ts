import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { createAccountsRepository } from './repository';

export const ADMIN_CLI_USAGE = [
  'Usage: npm run admin -- <command>',
  '  promote EMAIL   make the account with this e-mail an admin',
  '  demote EMAIL    take admin rights away from that account',
  '  list            list the admins',
].join('\n');

export interface CliResult {
  exitCode: number;
  output: string;
  /** The account whose rights changed, so that running instances can be told (nothing if none did). */
  changedUserId?: number;
}

/** The admin command line: changes admin rights directly in the database. */
export async function runAdminCommand(db: Kysely<DB>, args: string[]): Promise<CliResult> {
  const [command, email] = args;
  const accounts = createAccountsRepository(db);

  if (command === 'list' && args.length === 1) {
    const admins = await db
      .selectFrom('users')
      .select(['username', 'email'])
      .where('isAdmin', '=', 1)
      .orderBy('id')
      .execute();
    const lines = admins.map((admin) => `${admin.username} <${admin.email}>`);
    return { exitCode: 0, output: lines.length > 0 ? lines.join('\n') : 'There are no admins yet.' };
  }
  if ((command === 'promote' || command === 'demote') && email && args.length === 2) {
    const user = await accounts.findByEmail(email.trim());
    if (!user) return { exitCode: 1, output: `No account has the e-mail ${email}.` };
    const makeAdmin = command === 'promote';
    await accounts.setAdmin(user.id, makeAdmin);
    return {
      exitCode: 0,
      output: makeAdmin
        ? `${user.username} <${user.email}> is now an admin.`
        : `${user.username} <${user.email}> is no longer an admin.`,
      changedUserId: user.id,
    };
  }
  return { exitCode: 2, output: ADMIN_CLI_USAGE };
}
