import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { okResponses } from '../../../contract/common';
import { GamingStats } from '../../../contract/profile';
import { type AuthGuards, signedInUser } from '../../http/auth-guards';
import type { ProfileService } from './service';

export const profileRoutes: FastifyPluginAsyncTypebox<{
  profile: ProfileService;
  guards: AuthGuards;
}> = async (app, { profile, guards }) => {
  app.get(
    '/users/stats',
    { onRequest: guards.requireUser, schema: { response: okResponses(GamingStats) } },
    async (request) => profile.gamingStats(signedInUser(request).id),
  );
};
