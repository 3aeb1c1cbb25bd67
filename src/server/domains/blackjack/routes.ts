import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BlackjackBody, BlackjackCurrentResponse, BlackjackResponse } from '../../../contract/blackjack';
import { errorResponses } from '../../../contract/common';
import { type AuthGuards, signedInUser } from '../../http/auth-guards';
import type { BlackjackService } from './service';

export const blackjackRoutes: FastifyPluginAsyncTypebox<{
  blackjack: BlackjackService;
  guards: AuthGuards;
}> = async (app, { blackjack, guards }) => {
  app.addHook('onRequest', guards.requireUser);

  app.post(
    '/games/blackjack',
    { schema: { body: BlackjackBody, response: { 200: BlackjackResponse, ...errorResponses } } },
    async (request) => {
      const userId = signedInUser(request).id;
      const { action, betAmount } = request.body;
      return action === 'deal' ? blackjack.deal(userId, betAmount) : blackjack.act(userId, { type: action });
    },
  );

  app.get(
    '/games/blackjack',
    { schema: { response: { 200: BlackjackCurrentResponse, ...errorResponses } } },
    async (request) => ({ round: await blackjack.current(signedInUser(request).id) }),
  );
};
