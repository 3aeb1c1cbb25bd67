import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { messages } from '../../contract/messages';
import { errorBody } from './errors';

/** What Fastify's router and Node's HTTP parser refuse before any route runs, in words a player can read. */
export const frameworkMessages = {
  badUrl: 'Request address is not valid',
  urlTooLong: 'Request address is too long',
  badRequest: 'Request is not valid',
  headersTooLarge: 'Request headers are too large',
  timeout: 'Request took too long',
} as const;

const routerMessages: Record<string, string> = {
  FST_ERR_BAD_URL: frameworkMessages.badUrl,
  FST_ERR_MAX_PARAM_LENGTH: frameworkMessages.urlTooLong,
};

/**
 * Fastify's router answers a bad URL (`/api/%ZZ`) or an over-long path parameter with its own error
 * shape; this answers `{ message }` like every other error (DECISIONS.md 3).
 */
function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode ?? 500;
  if (status >= 500) {
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(errorBody(messages.internal));
  }
  return reply.status(status).send(errorBody(routerMessages[error.code] ?? frameworkMessages.badRequest));
}

/**
 * Node's HTTP parser rejects malformed requests (bad headers, oversized headers, slow clients) before
 * Fastify sees them; the answer is still `{ message }` with a fitting status, then the socket closes.
 */
function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, frameworkMessages.timeout]
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, frameworkMessages.headersTooLarge]
        : [400, frameworkMessages.badRequest];
  const body = JSON.stringify(errorBody(message));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/** Options for `Fastify({ ... })`. */
export const frameworkErrorOptions = { frameworkErrors, clientErrorHandler };
