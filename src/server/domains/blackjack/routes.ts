import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BlackjackBody, BlackjackCurrentResponse, BlackjackResponse } from '../../../contract/blackjack';
import { okResponses } from '../../../contract/common';
import { type AuthGuards, signedInUser } from '../../http/auth-guards';
import type { BlackjackService } from './service';

export const blackjackRoutes: FastifyPluginAsyncTypebox<{
  blackjack: BlackjackService;
  guards: AuthGuards;
}> = async (app, { blackjack, guards }) => {
  app.addHook('onRequest', guards.requireUser);

  app.post(
    '/games/blackjack',
    { schema: { body: BlackjackBody, response: okResponses(BlackjackResponse) } },
    async (request) => {
      const userId = signedInUser(request).id;
      const move = request.body;
      return move.action === 'deal'
        ? blackjack.deal(userId, move.betAmount)
        : blackjack.act(userId, { type: move.action });
    },
  );

  app.get(
    '/games/blackjack',
    { schema: { response: okResponses(BlackjackCurrentResponse) } },
    async (request) => ({ round: await blackjack.current(signedInUser(request).id) }),
  );
};
