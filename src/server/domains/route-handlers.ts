import type { FastifyRequest } from 'fastify';
import type { MessageBody } from '../../contract/common';
import { signedInUser } from '../http/auth-guards';

/**
 * A handler for a call that answers nothing of its own: it runs `act` with the signed-in user's id,
 * then answers the contract's `message` for it.
 */
export function answerMessage<R extends FastifyRequest>(
  message: string,
  act: (userId: number, request: R) => Promise<unknown>,
) {
  return async (request: R): Promise<MessageBody> => {
    await act(signedInUser(request).id, request);
    return { message };
  };
}

/** A handler for a call that creates something: it answers 201 with what `act` returns. */
export function answerCreated<R extends FastifyRequest, T>(act: (request: R) => Promise<T>) {
  return async (request: R, reply: { code(statusCode: 201): unknown }): Promise<T> => {
    reply.code(201);
    return act(request);
  };
}
