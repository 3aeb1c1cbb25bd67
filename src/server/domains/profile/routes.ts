import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { okResponses } from '../../../contract/common';
import { GamingStats } from '../../../contract/profile';
import { forUser } from '../route-handlers';
import type { ProfileService } from './service';

export const profileRoutes: FastifyPluginAsyncTypebox<{
  profile: ProfileService;
}> = async (app, { profile }) => {
  app.get(
    '/users/stats',
    { config: { access: 'user' }, schema: { response: okResponses(GamingStats) } },
    forUser((userId) => profile.gamingStats(userId)),
  );
};
