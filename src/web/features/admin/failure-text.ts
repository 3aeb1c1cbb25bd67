import { errorText } from '../../lib/api';
import { messageText } from '../../lib/i18n';

/** SPEC.md's failure texts end in ': ' and get the server's message (or the error's) appended. */
export function failureText(prefix: string, error: unknown): string {
  const reason = errorText(error, error instanceof Error ? error.message : 'Unknown error');
  return `${messageText(prefix)}${messageText(reason)}`;
}
