import { PASSWORD_MIN } from '../../contract/accounts-texts';
import { messages } from '../../contract/messages';
import { messageText, translate } from './i18n';

/** SPEC.md section 5, after the all-fields check: the two entries match, then the length (in the player's language). */
export function newPasswordProblem(password: string, confirmation: string): string | null {
  if (password !== confirmation) return translate('common', 'password.mismatch');
  if (password.length < PASSWORD_MIN) return messageText(messages.passwordTooShort);
  return null;
}
