import type { TSchema } from 'typebox';
import { okResponses } from '../../contract/common';
import type { RouteAccess } from './auth-guards';

/** The schemas of what a call sends: its body, its path parameters and its query. */
export interface RequestSchemas {
  body?: TSchema;
  params?: TSchema;
  querystring?: TSchema;
}

/**
 * The options of a route that only `access` may call ('user' or 'admin': applyRouteAccess puts the
 * guard first), answering with `responses` (the contract's okResponses or createdResponses) and
 * checking the call against `request`'s schemas. Fastify types the handler's request from them as it
 * would from the same object written out.
 */
export function routeFor<R, const S extends RequestSchemas = Record<never, never>>(
  access: RouteAccess,
  responses: R,
  request?: S,
): { config: { access: RouteAccess }; schema: S & { response: R } } {
  return { config: { access }, schema: { ...(request as S), response: responses } };
}

/** The options of a route for the signed-in user that answers `answer` (200): routeFor's common case. */
export const userRoute = <A extends TSchema, const S extends RequestSchemas = Record<never, never>>(
  answer: A,
  request?: S,
) => routeFor('user', okResponses(answer), request);

/** The options of a route for the admins that answers `answer` (200). */
export const adminRoute = <A extends TSchema, const S extends RequestSchemas = Record<never, never>>(
  answer: A,
  request?: S,
) => routeFor('admin', okResponses(answer), request);
