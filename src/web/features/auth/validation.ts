import { messages } from '../../../contract/messages';
import { messageText } from '../../lib/i18n';
import { newPasswordProblem } from '../../lib/password-rules';

/** SPEC.md section 5: the login form needs both fields. */
export function validateLogin(email: string, password: string): string | null {
  return email.trim() && password ? null : messageText(messages.fillAllFields);
}

export interface RegisterFields {
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
}

/** SPEC.md section 5, checked in this order: all fields, matching passwords, length. */
export function validateRegister(fields: RegisterFields): string | null {
  if (!fields.username.trim() || !fields.email.trim() || !fields.password || !fields.confirmPassword) {
    return messageText(messages.fillAllFields);
  }
  return newPasswordProblem(fields.password, fields.confirmPassword);
}
