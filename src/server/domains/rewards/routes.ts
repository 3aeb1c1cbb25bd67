import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DailyClaimResponse, RewardsResponse } from '../../../contract/rewards';
import { userCall } from '../route-handlers';
import type { RewardsService } from './service';

export const rewardsRoutes: FastifyPluginAsyncTypebox<{ rewards: RewardsService }> = async (
  app,
  { rewards },
) => {
  app.get(
    '/rewards',
    userCall(RewardsResponse, (userId) => rewards.rewards(userId)),
  );

  app.post(
    '/rewards/daily/claim',
    userCall(DailyClaimResponse, (userId) => rewards.claimDaily(userId)),
  );
};
