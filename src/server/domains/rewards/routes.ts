import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  DailyClaimResponse,
  MissionClaimResponse,
  MissionParams,
  RakebackClaimResponse,
  RewardsResponse,
} from '../../../contract/rewards';
import { userCall } from '../route-handlers';
import type { MissionsService } from './missions-service';
import type { RewardsService } from './service';

export const rewardsRoutes: FastifyPluginAsyncTypebox<{
  rewards: RewardsService;
  missions: MissionsService;
  /** The wager fold's pass: a player's rewards and claims count their bets up to this moment. */
  foldFirst: () => Promise<unknown>;
}> = async (app, { rewards, missions, foldFirst }) => {
  app.get(
    '/rewards',
    userCall(RewardsResponse, async (userId) => {
      await foldFirst();
      return rewards.rewards(userId);
    }),
  );

  app.post(
    '/rewards/daily/claim',
    userCall(DailyClaimResponse, async (userId) => {
      await foldFirst();
      return rewards.claimDaily(userId);
    }),
  );

  app.post(
    '/rewards/rakeback/claim',
    userCall(RakebackClaimResponse, async (userId) => {
      await foldFirst();
      return rewards.claimRakeback(userId);
    }),
  );

  app.post(
    '/rewards/missions/:id/claim',
    userCall(MissionClaimResponse, { params: MissionParams }, async (userId, { params }) => {
      await foldFirst();
      return missions.claim(userId, params.id);
    }),
  );
};
