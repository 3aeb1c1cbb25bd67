import type { FilledMessage } from '../../contract/filled-messages';
import { codeOfMessage } from '../../contract/message-codes';
import { messages } from '../../contract/messages';

/** An error answer: the English `message`, its stable `code` when it has one, and a filled message's `values`. */
export interface ErrorAnswer {
  message: string;
  code?: string;
  values?: Record<string, string | number>;
}

/**
 * The body of every error answer (issue 39): `{ message, code }` for a contract message
 * (src/contract/message-codes.ts), so the web can show it in the player's language; `{ message, code,
 * values }` for a message filled in at run time (src/contract/filled-messages.ts); `{ message }` for
 * any other text.
 */
export function errorBody(message: string, filled?: FilledMessage): ErrorAnswer {
  if (filled) return { message, code: filled.code, values: filled.values };
  const code = codeOfMessage(message);
  return code ? { message, code } : { message };
}

/** An error whose message is meant for the player; the status says what kind it is. */
export class AppError extends Error {
  /** The message's code and values when it was filled in at run time. */
  readonly filled: FilledMessage | undefined;

  constructor(
    readonly statusCode: number,
    message: string | FilledMessage,
  ) {
    super(typeof message === 'string' ? message : message.message);
    this.name = 'AppError';
    this.filled = typeof message === 'string' ? undefined : message;
  }
}

export const badRequest = (message: string | FilledMessage) => new AppError(400, message);
export const notAuthorized = (message: string = messages.notAuthorized) => new AppError(401, message);
export const forbidden = (message: string | FilledMessage) => new AppError(403, message);
export const notFound = (message: string = messages.notFound) => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);
export const tooManyRequests = (message: string = messages.tooManyRequests) => new AppError(429, message);

/** A 429 that says when to come back: the answer carries `retry-after` in whole seconds. */
export class RetryLaterError extends AppError {
  readonly retryAfterSeconds: number;

  constructor(message: string, retryAfterMs: number) {
    super(429, message);
    this.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  }
}
