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
import { type AuthGuards, signedInUser } from '../../http/auth-guards';
import { answerCreated, answerMessage } from '../route-handlers';
import type { LeaderboardService } from './service';

export interface LeaderboardRoutesOptions {
  leaderboard: LeaderboardService;
  guards: AuthGuards;
}

export const leaderboardRoutes: FastifyPluginAsyncTypebox<LeaderboardRoutesOptions> = async (
  app,
  { leaderboard, guards },
) => {
  const admin = { onRequest: guards.requireAdmin };

  app.get('/leaderboard', { schema: { response: okResponses(LeaderboardResponse) } }, async () =>
    leaderboard.board(),
  );

  app.post(
    '/leaderboard',
    { ...admin, schema: { body: CreateLeaderboardEntryBody, response: createdResponses(LeaderboardEntry) } },
    answerCreated((request) => leaderboard.create(signedInUser(request).id, request.body)),
  );

  app.put(
    '/leaderboard/:id',
    {
      ...admin,
      schema: {
        params: LeaderboardEntryParams,
        body: UpdateLeaderboardEntryBody,
        response: okResponses(LeaderboardEntry),
      },
    },
    async (request) => leaderboard.update(signedInUser(request).id, request.params.id, request.body.value),
  );

  app.delete(
    '/leaderboard/:id',
    { ...admin, schema: { params: LeaderboardEntryParams, response: okResponses(MessageBody) } },
    answerMessage(leaderboardMessages.deleted, (userId, request) =>
      leaderboard.remove(userId, request.params.id),
    ),
  );

  app.post(
    '/leaderboard/update-from-transactions',
    { ...admin, schema: { response: okResponses(UpdateFromTransactionsResponse) } },
    async (request) => leaderboard.updateFromTransactions(signedInUser(request).id),
  );

  app.delete(
    '/leaderboard/clear/:category',
    { ...admin, schema: { params: LeaderboardCategoryParams, response: okResponses(MessageBody) } },
    answerMessage(leaderboardMessages.cleared, (userId, request) =>
      leaderboard.clear(userId, request.params.category),
    ),
  );
};
