import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { codeOfMessage } from '../../contract/message-codes';
import { messages } from '../../contract/messages';
import { requestMessages } from '../../contract/request-texts';
import { AppError, errorBody, RetryLaterError } from './errors';
import { type SchemaError, schemaCheckMessage } from './validation-message';

// Fastify's own client errors, in words a player can read.
const fastifyCodeMessages: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: messages.bodyTooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: requestMessages.unsupportedMediaType,
  FST_ERR_CTP_EMPTY_JSON_BODY: requestMessages.emptyJsonBody,
  FST_ERR_CTP_INVALID_JSON_BODY: requestMessages.invalidJson,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: requestMessages.contentLengthMismatch,
  FST_ERR_ROUTE_MISSING_CONTENT_TYPE: requestMessages.missingContentType,
  FST_ERR_ROUTE_MISSING_CONTENT: requestMessages.missingBody,
};

/**
 * A path parameter declared with `IdParams(message)` (src/contract/common.ts): an id that no row can
 * have names nothing, so it answers like an id that names no row.
 */
function notFoundMessageOf(request: FastifyRequest): string | undefined {
  const params = request.routeOptions.schema?.params as { notFoundMessage?: unknown } | undefined;
  return typeof params?.notFoundMessage === 'string' ? params.notFoundMessage : undefined;
}

/**
 * Every error leaves as `{ message, code }` (`code` for a contract message, see errorBody) with a fitting
 * status, never a stack trace or SQL text.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation) {
      const notFoundMessage = error.validationContext === 'params' ? notFoundMessageOf(request) : undefined;
      if (notFoundMessage) return reply.status(404).send(errorBody(notFoundMessage));
      const first = error.validation[0] as SchemaError | undefined;
      if (!first) return reply.status(400).send(errorBody(requestMessages.notValid));
      // A refusal whose words are a contract message ("Risk must be low, medium or high") keeps that
      // message's code; any other is filled in from the field and the rule (request.schemaCheck).
      const refusal = schemaCheckMessage(first, error.validationContext);
      const ownCode = codeOfMessage(refusal.message) !== undefined;
      return reply.status(400).send(errorBody(refusal.message, ownCode ? undefined : refusal));
    }
    if (error instanceof RetryLaterError) reply.header('retry-after', error.retryAfterSeconds);
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send(errorBody(error.message, error.filled));
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send(errorBody(error.message || messages.tooManyRequests));
    }
    if (status >= 400 && status < 500) {
      const known = error.code ? fastifyCodeMessages[error.code] : undefined;
      if (!known && error instanceof SyntaxError) {
        return reply.status(400).send(errorBody(requestMessages.invalidJson));
      }
      return reply.status(status).send(errorBody(known ?? requestMessages.notValid));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(errorBody(messages.internal));
  });
}
