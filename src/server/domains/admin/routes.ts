import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PublicUser } from '../../../contract/accounts';
import {
  AddFundsBody,
  AddFundsResponse,
  AuditPage,
  AuditQuery,
  SetAdminBody,
  SetBanBody,
  UserIdParams,
  UsersPage,
  UsersQuery,
} from '../../../contract/admin';
import { okResponses } from '../../../contract/common';
import { signedInUser } from '../../http/auth-guards';
import type { AdminService } from './service';

export interface AdminRoutesOptions {
  admin: AdminService;
}

/** Every route here is for admins only (403 'Admin access required' for everyone else). */
export const adminRoutes: FastifyPluginAsyncTypebox<AdminRoutesOptions> = async (app, { admin }) => {
  app.get(
    '/users',
    { config: { access: 'admin' }, schema: { querystring: UsersQuery, response: okResponses(UsersPage) } },
    async (request) => {
      const { search, limit = 20, ...at } = request.query;
      return admin.listUsers(search, limit, at);
    },
  );

  app.patch(
    '/users/:id/admin',
    {
      config: { access: 'admin' },
      schema: { params: UserIdParams, body: SetAdminBody, response: okResponses(PublicUser) },
    },
    async (request) => admin.setAdmin(signedInUser(request), request.params.id, request.body.isAdmin),
  );

  app.patch(
    '/users/:id/ban',
    {
      config: { access: 'admin' },
      schema: { params: UserIdParams, body: SetBanBody, response: okResponses(PublicUser) },
    },
    async (request) => admin.setBan(signedInUser(request), request.params.id, request.body.isBanned),
  );

  app.post(
    '/funds/add',
    { config: { access: 'admin' }, schema: { body: AddFundsBody, response: okResponses(AddFundsResponse) } },
    async (request) => admin.addFunds(signedInUser(request), request.body),
  );

  app.get(
    '/admin/audit',
    { config: { access: 'admin' }, schema: { querystring: AuditQuery, response: okResponses(AuditPage) } },
    async (request) => {
      const { limit = 25, ...at } = request.query;
      return admin.auditLog(limit, at);
    },
  );
};
