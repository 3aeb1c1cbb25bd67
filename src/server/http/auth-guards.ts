import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import { messages } from '../../contract/messages';
import type { UserRow } from '../db/schema';
import { AppError, forbidden, notAuthorized } from './errors';
import { bearerToken } from './tokens';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, set by the guard of a route with `config.access`. */
    user: UserRow | null;
    authToken: string | null;
  }
  interface FastifyContextConfig {
    /**
     * Who may call the route: a signed-in player, or an admin. A route without it is public, and
     * route-access.test.ts lists every public /api route by name.
     */
    access?: RouteAccess;
    /** What a call without a valid session is told (401), where the contract words it its own way. */
    signInMessage?: string;
  }
}

/** A route's `config.access`: the guard applyRouteAccess puts first in its onRequest hooks. */
export type RouteAccess = 'user' | 'admin';

export interface AuthGuards {
  requireUser(request: FastifyRequest): Promise<void>;
  requireAdmin(request: FastifyRequest): Promise<void>;
}

/** Who a session token belongs to (the accounts service); throws the refusal for a bad one. */
export interface Authenticator {
  authenticate(token: string): Promise<UserRow>;
}

/** The two guards routes use: a bearer-token check, and the same plus admin rights. */
export function createAuthGuards(accounts: Authenticator): AuthGuards {
  async function requireUser(request: FastifyRequest): Promise<void> {
    const token = bearerToken(request.headers.authorization);
    if (!token) throw notAuthorized();
    request.user = await accounts.authenticate(token);
    request.authToken = token;
  }
  return {
    requireUser,
    async requireAdmin(request) {
      await requireUser(request);
      if (request.user?.isAdmin !== 1) throw forbidden(messages.adminRequired);
    },
  };
}

/** The signed-in user of a route with `config.access` ('user' or 'admin'). */
export function signedInUser(request: FastifyRequest): UserRow {
  if (!request.user) throw notAuthorized();
  return request.user;
}

/**
 * The one way a route is guarded: `config: { access: 'user' }` (or 'admin') in its options. On the
 * root instance, before any route: each route that names its access gets the guard as its first
 * onRequest hook (after the app-wide hooks: security headers, rate limits), ahead of its own; a
 * public route gets no hook at all.
 */
export function applyRouteAccess(app: FastifyInstance, guards: AuthGuards): void {
  app.addHook('onRoute', (route) => {
    const { access, signInMessage } = route.config ?? {};
    if (!access) return;
    const guard = access === 'admin' ? guards.requireAdmin : guards.requireUser;
    const first = signInMessage ? refusedWith(guard, signInMessage) : guard;
    route.onRequest = [first as onRequestHookHandler, ...[route.onRequest ?? []].flat()];
  });
}

/** The guard, its 401 (no session, or a bad one) worded `message`; other refusals unchanged. */
function refusedWith(guard: (request: FastifyRequest) => Promise<void>, message: string) {
  return async (request: FastifyRequest): Promise<void> => {
    try {
      await guard(request);
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 401) throw notAuthorized(message);
      throw error;
    }
  };
}
