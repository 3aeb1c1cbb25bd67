import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  MyAchievements,
  PlayerParams,
  PublicAchievements,
  WearBadgeBody,
  WearBadgeResponse,
} from '../../../contract/achievements';
import { okResponses } from '../../../contract/common';
import { userCall } from '../route-handlers';
import type { AchievementsService } from './service';

export const achievementsRoutes: FastifyPluginAsyncTypebox<{ achievements: AchievementsService }> = async (
  app,
  { achievements },
) => {
  app.get(
    '/achievements',
    userCall(MyAchievements, (userId) => achievements.mine(userId)),
  );

  // Public: anyone's earned achievements, as their profile shows them.
  app.get(
    '/users/:id/achievements',
    { schema: { params: PlayerParams, response: okResponses(PublicAchievements) } },
    async (request) => achievements.ofPlayer(request.params.id),
  );

  app.post(
    '/achievements/badge',
    userCall(WearBadgeResponse, { body: WearBadgeBody }, (userId, { body }) =>
      achievements.wear(userId, body.code),
    ),
  );
};
