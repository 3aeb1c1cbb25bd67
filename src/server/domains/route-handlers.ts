import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type {
  FastifyRequest,
  FastifySchema,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
} from 'fastify';
import type { Static, TSchema } from 'typebox';
import { type MessageBody, okResponses } from '../../contract/common';
import { type RouteAccess, signedInUser } from '../http/auth-guards';
import { type RequestSchemas, routeFor } from '../http/route-for';

/**
 * The request of a route whose schemas are `S`, its body, params and query typed from them. The
 * handlers below take this rather than a whole Fastify request type, which Fastify could infer for
 * them only on a route with a hook of its own.
 */
type SchemaRequest<S extends FastifySchema> = FastifyRequest<
  RouteGenericInterface,
  RawServerDefault,
  RawRequestDefaultExpression,
  S,
  TypeBoxTypeProvider
>;

/** A handler for a call of the signed-in user (a route with `config.access`): it runs `act` with their id. */
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

/** What a user's call returns to the handler: the 200 answer, checked against `A`. */
type Act<S extends FastifySchema, A extends TSchema> = (
  userId: number,
  request: SchemaRequest<S>,
) => Promise<Static<A>>;

type NoRequest = Record<never, never>;

/** A route's options with its handler, for `app.get(path, call)` and the other shorthands. */
function call<S extends RequestSchemas, A extends TSchema>(
  access: RouteAccess,
  answer: A,
  request: S,
  act: Act<S, A>,
) {
  return { ...routeFor(access, okResponses(answer), request), handler: forUser(act) };
}

interface Calls {
  <A extends TSchema>(answer: A, act: Act<NoRequest, A>): ReturnType<typeof call<NoRequest, A>>;
  <A extends TSchema, const S extends RequestSchemas>(
    answer: A,
    request: S,
    act: Act<S, A>,
  ): ReturnType<typeof call<S, A>>;
}

function callsFor(access: RouteAccess): Calls {
  return ((
    answer: TSchema,
    ...rest: [Act<NoRequest, TSchema>] | [RequestSchemas, Act<RequestSchemas, TSchema>]
  ) =>
    rest.length === 1 ? call(access, answer, {}, rest[0]) : call(access, answer, rest[0], rest[1])) as Calls;
}

/**
 * A route only the signed-in user may call (`config.access` 'user', route-for.ts): its handler runs
 * `act` with their id and answers what it returns (200, the `answer` schema); `request`, when given,
 * holds the schemas of what the call sends.
 */
export const userCall = callsFor('user');

/** A route only the admins may call, the same way as userCall. */
export const adminCall = callsFor('admin');
