import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { createdResponses, MessageBody, okResponses } from '../../../contract/common';
import {
  CreateLeaderboardEntryBody,
  LeaderboardCategoryParams,
  LeaderboardEntry,
  LeaderboardEntryParams,
  LeaderboardResponse,
  leaderboardMessages,
  UpdateFromTransactionsResponse,
  UpdateLeaderboardEntryBody,
} from '../../../contract/leaderboard';
import { adminRoute, routeFor } from '../../http/route-for';
import { adminCall, answerCreated, answerMessage, forUser } from '../route-handlers';
import type { LeaderboardService } from './service';

export interface LeaderboardRoutesOptions {
  leaderboard: LeaderboardService;
}

export const leaderboardRoutes: FastifyPluginAsyncTypebox<LeaderboardRoutesOptions> = async (
  app,
  { leaderboard },
) => {
  app.get('/leaderboard', { schema: { response: okResponses(LeaderboardResponse) } }, async () =>
    leaderboard.board(),
  );

  app.post(
    '/leaderboard',
    routeFor('admin', createdResponses(LeaderboardEntry), { body: CreateLeaderboardEntryBody }),
    answerCreated(forUser((userId, { body }) => leaderboard.create(userId, body))),
  );

  app.put(
    '/leaderboard/:id',
    adminCall(
      LeaderboardEntry,
      {
        params: LeaderboardEntryParams,
        body: UpdateLeaderboardEntryBody,
      },
      (userId, { params, body }) => leaderboard.update(userId, params.id, body.value),
    ),
  );

  app.delete(
    '/leaderboard/:id',
    adminRoute(MessageBody, { params: LeaderboardEntryParams }),
    answerMessage(leaderboardMessages.deleted, (userId, { params }) => leaderboard.remove(userId, params.id)),
  );

  app.post(
    '/leaderboard/update-from-transactions',
    adminCall(UpdateFromTransactionsResponse, (userId) => leaderboard.updateFromTransactions(userId)),
  );

  app.delete(
    '/leaderboard/clear/:category',
    adminRoute(MessageBody, { params: LeaderboardCategoryParams }),
    answerMessage(leaderboardMessages.cleared, (userId, { params }) =>
      leaderboard.clear(userId, params.category),
    ),
  );
};
