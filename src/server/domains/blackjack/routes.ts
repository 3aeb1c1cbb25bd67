import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BlackjackBody, BlackjackCurrentResponse, BlackjackResponse } from '../../../contract/blackjack';
import { okResponses } from '../../../contract/common';
import { forUser } from '../route-handlers';
import type { BlackjackService } from './service';

export const blackjackRoutes: FastifyPluginAsyncTypebox<{
  blackjack: BlackjackService;
}> = async (app, { blackjack }) => {
  app.post(
    '/games/blackjack',
    { config: { access: 'user' }, schema: { body: BlackjackBody, response: okResponses(BlackjackResponse) } },
    forUser((userId, { body: move }) =>
      move.action === 'deal'
        ? blackjack.deal(userId, move.betAmount)
        : blackjack.act(userId, { type: move.action }),
    ),
  );

  app.get(
    '/games/blackjack',
    { config: { access: 'user' }, schema: { response: okResponses(BlackjackCurrentResponse) } },
    forUser(async (userId) => ({ round: await blackjack.current(userId) })),
  );
};
