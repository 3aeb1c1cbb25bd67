import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  LoginBody,
  PublicUser,
  RegisterBody,
  ResetFundsResponse,
  Session,
  UpdateProfileBody,
} from '../../../contract/accounts';
import { createdResponses, MessageBody, okResponses } from '../../../contract/common';
import { forUser } from '../route-handlers';
import type { AccountsService } from './service';

export interface AccountsRoutesOptions {
  accounts: AccountsService;
  /** Login and register calls per IP per window (wrong passwords have a guard of their own). */
  authRateLimit: { max: number; timeWindow: number };
}

export const accountsRoutes: FastifyPluginAsyncTypebox<AccountsRoutesOptions> = async (app, options) => {
  const { accounts, authRateLimit } = options;

  app.post(
    '/auth/register',
    {
      schema: { body: RegisterBody, response: createdResponses(Session) },
      config: { rateLimit: authRateLimit },
    },
    async (request, reply) => reply.status(201).send(await accounts.register(request.body)),
  );

  app.post(
    '/auth/login',
    {
      schema: { body: LoginBody, response: okResponses(Session) },
      config: { rateLimit: authRateLimit },
    },
    async (request) => accounts.login(request.body, request.ip),
  );

  // The signed-in player's profile answers at two addresses, both in the contract.
  for (const url of ['/auth/profile', '/users/me']) {
    app.get(
      url,
      { config: { access: 'user' }, schema: { response: okResponses(PublicUser) } },
      forUser((userId) => accounts.profile(userId)),
    );
  }

  app.post(
    '/auth/logout',
    { config: { access: 'user' }, schema: { response: okResponses(MessageBody) } },
    async (request) => {
      if (request.authToken) await accounts.logout(request.authToken);
      return { message: 'Logged out' };
    },
  );

  app.put(
    '/users/profile',
    { config: { access: 'user' }, schema: { body: UpdateProfileBody, response: okResponses(PublicUser) } },
    forUser((userId, { body, authToken, ip }) => accounts.updateProfile(userId, body, authToken, ip)),
  );

  app.post(
    '/users/resetFunds',
    { config: { access: 'user' }, schema: { response: okResponses(ResetFundsResponse) } },
    forUser((userId) => accounts.resetFunds(userId)),
  );
};
