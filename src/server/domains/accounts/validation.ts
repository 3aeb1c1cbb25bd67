import { PASSWORD_MAX, PASSWORD_MIN, USERNAME_PATTERN } from '../../../contract/accounts';
import { messages } from '../../../contract/messages';
import { badRequest } from '../../http/errors';

const usernamePattern = new RegExp(USERNAME_PATTERN);
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function checkUsername(username: string): void {
  if (!usernamePattern.test(username)) throw badRequest(messages.usernameInvalid);
}

export function checkEmail(email: string): void {
  if (email.length > 254 || !emailPattern.test(email)) throw badRequest(messages.emailInvalid);
}

export function checkPassword(password: string): void {
  if (password.length < PASSWORD_MIN) throw badRequest(messages.passwordTooShort);
  if (password.length > PASSWORD_MAX) throw badRequest(messages.passwordTooLong);
}
