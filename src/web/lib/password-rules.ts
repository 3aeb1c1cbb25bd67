import { PASSWORD_MIN } from '../../contract/accounts-texts';
import { messages } from '../../contract/messages';

export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';

/** SPEC.md section 5, after the all-fields check: the two entries match, then the length. */
export function newPasswordProblem(password: string, confirmation: string): string | null {
  if (password !== confirmation) return PASSWORDS_DO_NOT_MATCH;
  if (password.length < PASSWORD_MIN) return messages.passwordTooShort;
  return null;
}
