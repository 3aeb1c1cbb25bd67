import type { FastifyError, FastifyInstance } from 'fastify';
import { messages } from '../../contract/messages';
import { AppError } from './errors';
import { describeSchemaError, type SchemaError } from './validation-message';

// Fastify's own client errors, in words a player can read.
const fastifyCodeMessages: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: messages.bodyTooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Content type is not supported; send JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body is empty; send a JSON object',
  FST_ERR_CTP_INVALID_JSON_BODY: 'Request body is not valid JSON',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Content length does not match the body',
};

/** Every error leaves as `{ message }` with a fitting status, never a stack trace or SQL text. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation) {
      const first = error.validation[0] as SchemaError | undefined;
      const message = first ? describeSchemaError(first, error.validationContext) : 'Request is not valid';
      return reply.status(400).send({ message });
    }
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send({ message: error.message });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send({ message: error.message || messages.tooManyRequests });
    }
    if (status >= 400 && status < 500) {
      const known = error.code ? fastifyCodeMessages[error.code] : undefined;
      if (!known && error instanceof SyntaxError) {
        return reply.status(400).send({ message: 'Request body is not valid JSON' });
      }
      return reply.status(status).send({ message: known ?? 'Request is not valid' });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: messages.internal });
  });
}
