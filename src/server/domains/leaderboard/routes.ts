import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses, MessageBody } from '../../../contract/common';
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

  app.get(
    '/leaderboard',
    { schema: { response: { 200: LeaderboardResponse, ...errorResponses } } },
    async () => leaderboard.board(),
  );

  app.post(
    '/leaderboard',
    {
      ...admin,
      schema: { body: CreateLeaderboardEntryBody, response: { 201: LeaderboardEntry, ...errorResponses } },
    },
    async (request, reply) =>
      reply.status(201).send(await leaderboard.create(signedInUser(request).id, request.body)),
  );

  app.put(
    '/leaderboard/:id',
    {
      ...admin,
      schema: {
        params: LeaderboardEntryParams,
        body: UpdateLeaderboardEntryBody,
        response: { 200: LeaderboardEntry, ...errorResponses },
      },
    },
    async (request) => leaderboard.update(signedInUser(request).id, request.params.id, request.body.value),
  );

  app.delete(
    '/leaderboard/:id',
    {
      ...admin,
      schema: { params: LeaderboardEntryParams, response: { 200: MessageBody, ...errorResponses } },
    },
    async (request) => {
      await leaderboard.remove(signedInUser(request).id, request.params.id);
      return { message: leaderboardMessages.deleted };
    },
  );

  app.post(
    '/leaderboard/update-from-transactions',
    { ...admin, schema: { response: { 200: UpdateFromTransactionsResponse, ...errorResponses } } },
    async (request) => leaderboard.updateFromTransactions(signedInUser(request).id),
  );

  app.delete(
    '/leaderboard/clear/:category',
    {
      ...admin,
      schema: { params: LeaderboardCategoryParams, response: { 200: MessageBody, ...errorResponses } },
    },
    async (request) => {
      await leaderboard.clear(signedInUser(request).id, request.params.category);
      return { message: leaderboardMessages.cleared };
    },
  );
};
