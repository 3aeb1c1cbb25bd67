import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type {
  FastifyRequest,
  FastifySchema,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
} from 'fastify';
import type { MessageBody } from '../../contract/common';
import { signedInUser } from '../http/auth-guards';

/**
 * The request of a route whose schemas are `S`, its body, params and query typed from them. The
 * handlers below take this rather than a whole Fastify request type, which Fastify could infer for
 * them only on a route with a hook of its own (not one behind a plugin-wide guard).
 */
type SchemaRequest<S extends FastifySchema> = FastifyRequest<
  RouteGenericInterface,
  RawServerDefault,
  RawRequestDefaultExpression,
  S,
  TypeBoxTypeProvider
>;

/** A handler for a call of the signed-in user (a route behind requireUser): it runs `act` with their id. */
export function forUser<S extends FastifySchema, T>(
  act: (userId: number, request: SchemaRequest<S>) => Promise<T>,
) {
  return async (request: SchemaRequest<S>): Promise<T> => act(signedInUser(request).id, request);
}

/**
 * A handler for a call that answers nothing of its own: it runs `act` with the signed-in user's id,
 * then answers the contract's `message` for it.
 */
export function answerMessage<S extends FastifySchema>(
  message: string,
  act: (userId: number, request: SchemaRequest<S>) => Promise<unknown>,
) {
  return forUser(async (userId, request: SchemaRequest<S>): Promise<MessageBody> => {
    await act(userId, request);
    return { message };
  });
}

/** A handler for a call that creates something: it answers 201 with what `act` returns. */
export function answerCreated<S extends FastifySchema, T>(act: (request: SchemaRequest<S>) => Promise<T>) {
  return async (request: SchemaRequest<S>, reply: { code(statusCode: 201): unknown }): Promise<T> => {
    reply.code(201);
    return act(request);
  };
}
