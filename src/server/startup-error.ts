/**
 * A reason the server cannot start that the operator can fix (a service it cannot reach, a setting
 * that is wrong). main.ts prints its message alone, as one line without a stack, and exits.
 */
export class StartupError extends Error {
  override name = 'StartupError';
}
