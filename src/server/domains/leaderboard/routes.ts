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
import type { AuthGuards } from '../../http/auth-guards';
import { answerCreated, answerMessage, forUser } from '../route-handlers';
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
    answerCreated(forUser((userId, { body }) => leaderboard.create(userId, body))),
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
    forUser((userId, { params, body }) => leaderboard.update(userId, params.id, body.value)),
  );

  app.delete(
    '/leaderboard/:id',
    { ...admin, schema: { params: LeaderboardEntryParams, response: okResponses(MessageBody) } },
    answerMessage(leaderboardMessages.deleted, (userId, { params }) => leaderboard.remove(userId, params.id)),
  );

  app.post(
    '/leaderboard/update-from-transactions',
    { ...admin, schema: { response: okResponses(UpdateFromTransactionsResponse) } },
    forUser((userId) => leaderboard.updateFromTransactions(userId)),
  );

  app.delete(
    '/leaderboard/clear/:category',
    { ...admin, schema: { params: LeaderboardCategoryParams, response: okResponses(MessageBody) } },
    answerMessage(leaderboardMessages.cleared, (userId, { params }) =>
      leaderboard.clear(userId, params.category),
    ),
  );
};
