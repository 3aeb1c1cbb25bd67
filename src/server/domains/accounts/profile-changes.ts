import { isLocaleCode } from '../../../contract/accounts-texts';
import { messages } from '../../../contract/messages';
import type { UserRow } from '../../db/schema';
import { badRequest } from '../../http/errors';
import type { PasswordGuard } from './password-guard';
import { hashPassword, verifyPassword } from './passwords';
import { checkEmail, checkPassword, checkUsername } from './validation';

export type ProfileChanges = Partial<
  Pick<UserRow, 'username' | 'usernameLower' | 'email' | 'emailLower' | 'passwordHash' | 'locale'>
>;

export interface ProfileInput {
  username?: string;
  email?: string;
  currentPassword?: string;
  newPassword?: string;
  /** The player's language; the one change that needs no password. */
  locale?: string;
}

export interface ProfileCheck {
  guard: PasswordGuard;
  /** The address the change came from, counted by the guard with the account. */
  address: string;
  /** Whether an e-mail is reserved (an ADMIN_EMAILS address), so that no profile change takes it. */
  isReserved(email: string): boolean;
}

/**
 * What a profile update changes, every part checked. Username, e-mail and password all need the
 * current password: whoever holds a session alone (a left-open browser, a stolen token) must not
 * take the account over by moving its e-mail. Wrong guesses count with the login's. The language
 * needs none: it is no key to the account.
 */
export async function planProfileChanges(
  current: UserRow,
  input: ProfileInput,
  check: ProfileCheck,
): Promise<ProfileChanges> {
  if (input.locale !== undefined && !isLocaleCode(input.locale)) throw badRequest(messages.localeInvalid);
  const locale =
    input.locale !== undefined && input.locale !== current.locale ? { locale: input.locale } : {};
  return { ...(await planCredentialChanges(current, input, check)), ...locale };
}

/** The username, e-mail and password changes, each checked and behind the current password. */
async function planCredentialChanges(
  current: UserRow,
  input: ProfileInput,
  check: ProfileCheck,
): Promise<ProfileChanges> {
  const username = input.username?.trim();
  const email = input.email?.trim();
  const newPassword = input.newPassword || undefined;
  const changes: ProfileChanges = {};

  if (username !== undefined && username !== current.username) {
    if (!username) throw badRequest(messages.fillAllFields);
    checkUsername(username);
    changes.username = username;
    changes.usernameLower = username.toLowerCase();
  }
  if (email !== undefined && email !== current.email) {
    if (!email) throw badRequest(messages.fillAllFields);
    checkEmail(email);
    changes.email = email;
    changes.emailLower = email.toLowerCase();
  }
  if (newPassword !== undefined) checkPassword(newPassword);
  if (Object.keys(changes).length === 0 && newPassword === undefined) return changes;

  if (!input.currentPassword) {
    throw badRequest(
      newPassword === undefined
        ? messages.currentPasswordRequiredForProfile
        : messages.currentPasswordRequired,
    );
  }
  const attempt = { account: `user:${current.id}`, address: check.address };
  await check.guard.check(attempt);
  if (!(await verifyPassword(current.passwordHash, input.currentPassword))) {
    await check.guard.failed(attempt);
    throw badRequest(messages.currentPasswordWrong);
  }
  // A case change of one's own address takes nothing new.
  if (changes.emailLower !== undefined && changes.emailLower !== current.emailLower) {
    if (check.isReserved(changes.emailLower)) throw badRequest(messages.emailReserved);
  }
  if (newPassword !== undefined) changes.passwordHash = await hashPassword(newPassword);
  return changes;
}
