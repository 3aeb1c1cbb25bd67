import type { Kysely } from 'kysely';
import type { DB, UserRow } from '../../db/schema';
import { changeAdminFromCommandLine } from './admin-grants';
import { createAccountsRepository } from './repository';

export const ADMIN_CLI_USAGE = [
  'Usage: npm run admin -- <command>',
  '  grant USER    make this account an admin (USER: its username or e-mail)',
  '  revoke USER   take admin rights away from that account',
  '  promote USER  the same as grant',
  '  demote USER   the same as revoke',
  '  list          list the admins',
].join('\n');

export interface CliResult {
  exitCode: number;
  output: string;
  /** The account whose rights changed, so that running instances can be told (nothing if none did). */
  changedUserId?: number;
}

const GRANTS = new Map([
  ['grant', true],
  ['promote', true],
  ['revoke', false],
  ['demote', false],
]);

/**
 * The admin command line: changes admin rights directly in the database, and records each change
 * (table admin_grants). A right given here is the operator's choice: ADMIN_EMAILS never overrides it.
 */
export async function runAdminCommand(db: Kysely<DB>, args: string[]): Promise<CliResult> {
  const [command = '', who] = args;
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
  const makeAdmin = GRANTS.get(command);
  if (makeAdmin === undefined || !who?.trim() || args.length !== 2) {
    return { exitCode: 2, output: ADMIN_CLI_USAGE };
  }
  // A username cannot hold an @, so the two never name different accounts.
  const name = who.trim();
  const user: UserRow | undefined = name.includes('@')
    ? await accounts.findByEmail(name)
    : await accounts.findByUsername(name);
  if (!user) return { exitCode: 1, output: `No account has the username or e-mail ${name}.` };
  const label = `${user.username} <${user.email}>`;
  if ((user.isAdmin === 1) === makeAdmin) {
    return { exitCode: 0, output: makeAdmin ? `${label} is already an admin.` : `${label} is not an admin.` };
  }
  await db.transaction().execute((trx) => changeAdminFromCommandLine(trx, user.id, makeAdmin));
  return {
    exitCode: 0,
    output: makeAdmin ? `${label} is now an admin.` : `${label} is no longer an admin.`,
    changedUserId: user.id,
  };
}
