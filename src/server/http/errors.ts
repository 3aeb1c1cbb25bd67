import { codeOfMessage } from '../../contract/message-codes';
import { messages } from '../../contract/messages';

/** An error answer: the English `message`, and its stable `code` when it is a contract message. */
export interface ErrorAnswer {
  message: string;
  code?: string;
}

/**
 * The body of every error answer (issue 39): `{ message, code }` for a contract message
 * (src/contract/message-codes.ts), so the web can show it in the player's language; `{ message }` for
 * a text filled in at run time.
 */
export function errorBody(message: string): ErrorAnswer {
  const code = codeOfMessage(message);
  return code ? { message, code } : { message };
}

/** An error whose message is meant for the player; the status says what kind it is. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string) => new AppError(400, message);
export const notAuthorized = (message: string = messages.notAuthorized) => new AppError(401, message);
export const forbidden = (message: string) => new AppError(403, message);
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
