import type { FastifyRequest } from 'fastify';
import { messages } from '../../contract/messages';
import type { UserRow } from '../db/schema';
import type { AccountsService } from '../domains/accounts/service';
import { bearerToken } from '../domains/accounts/tokens';
import { forbidden, notAuthorized } from './errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, set by the requireUser guard. */
    user: UserRow | null;
    authToken: string | null;
  }
}

export interface AuthGuards {
  requireUser(request: FastifyRequest): Promise<void>;
  requireAdmin(request: FastifyRequest): Promise<void>;
}

/** The two guards routes use: a bearer-token check, and the same plus admin rights. */
export function createAuthGuards(accounts: AccountsService): AuthGuards {
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

/** The signed-in user of a route behind requireUser. */
export function signedInUser(request: FastifyRequest): UserRow {
  if (!request.user) throw notAuthorized();
  return request.user;
}
