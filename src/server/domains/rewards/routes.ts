import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  DailyClaimResponse,
  MissionClaimResponse,
  MissionParams,
  RewardsResponse,
} from '../../../contract/rewards';
import { userCall } from '../route-handlers';
import type { MissionsService } from './missions-service';
import type { RewardsService } from './service';

export const rewardsRoutes: FastifyPluginAsyncTypebox<{
  rewards: RewardsService;
  missions: MissionsService;
}> = async (app, { rewards, missions }) => {
  app.get(
    '/rewards',
    userCall(RewardsResponse, (userId) => rewards.rewards(userId)),
  );

  app.post(
    '/rewards/daily/claim',
    userCall(DailyClaimResponse, (userId) => rewards.claimDaily(userId)),
  );

  app.post(
    '/rewards/missions/:id/claim',
    userCall(MissionClaimResponse, { params: MissionParams }, (userId, { params }) =>
      missions.claim(userId, params.id),
    ),
  );
};
