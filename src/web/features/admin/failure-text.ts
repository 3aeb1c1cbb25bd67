import { errorText } from '../../lib/api';

/** SPEC.md's failure texts end in ': ' and get the server's message (or the error's) appended. */
export function failureText(prefix: string, error: unknown): string {
  return `${prefix}${errorText(error, error instanceof Error ? error.message : 'Unknown error')}`;
}
