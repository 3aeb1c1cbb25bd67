import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { okResponses } from '../../../contract/common';
import {
  BetPrivacy,
  LiveBetsAnswer,
  LiveBetsQuery,
  PublicBet,
  PublicBetParams,
} from '../../../contract/live-bets';
import { userCall } from '../route-handlers';
import type { LiveBetsService } from './service';

export const liveBetsRoutes: FastifyPluginAsyncTypebox<{ liveBets: LiveBetsService }> = async (
  app,
  { liveBets },
) => {
  // Open to guests: the live table and every bet's page are public (hidden players as 'Hidden').
  app.get(
    '/bets/live',
    { schema: { querystring: LiveBetsQuery, response: okResponses(LiveBetsAnswer) } },
    ({ query }) => liveBets.live(query.tab ?? 'all'),
  );
  app.get(
    '/bets/privacy',
    userCall(BetPrivacy, (userId) => liveBets.privacy(userId)),
  );
  app.put(
    '/bets/privacy',
    userCall(BetPrivacy, { body: BetPrivacy }, (userId, { body }) =>
      liveBets.setPrivacy(userId, body.hidden),
    ),
  );
  app.get(
    '/bets/:id',
    { schema: { params: PublicBetParams, response: okResponses(PublicBet) } },
    ({ params }) => liveBets.bet(params.id),
  );
};
