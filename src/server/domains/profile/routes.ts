import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { okResponses } from '../../../contract/common';
import { GamingStats } from '../../../contract/profile';
import type { AuthGuards } from '../../http/auth-guards';
import { forUser } from '../route-handlers';
import type { ProfileService } from './service';

export const profileRoutes: FastifyPluginAsyncTypebox<{
  profile: ProfileService;
  guards: AuthGuards;
}> = async (app, { profile, guards }) => {
  app.get(
    '/users/stats',
    { onRequest: guards.requireUser, schema: { response: okResponses(GamingStats) } },
    forUser((userId) => profile.gamingStats(userId)),
  );
};
