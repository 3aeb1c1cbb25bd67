import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HistoryQuery, HistoryRecords } from '../../../contract/blackjack';
import { okResponses } from '../../../contract/common';
import {
  ActiveSeedPair,
  BetIdParams,
  BetRecord,
  BetsQuery,
  BetsResponse,
  ClientSeedBody,
  RevealedSeedsResponse,
  RotateBody,
  RotateResponse,
} from '../../../contract/fairness';
import type { AuthGuards } from '../../http/auth-guards';
import { forUser } from '../route-handlers';
import { type FairnessService, toHistoryRecord } from './service';

export interface FairnessRoutesOptions {
  fairness: FairnessService;
  guards: AuthGuards;
}

export const fairnessRoutes: FastifyPluginAsyncTypebox<FairnessRoutesOptions> = async (
  app,
  { fairness, guards },
) => {
  app.addHook('onRequest', guards.requireUser);

  app.get(
    '/fairness',
    { schema: { response: okResponses(ActiveSeedPair) } },
    forUser((userId) => fairness.activePair(userId)),
  );

  app.put(
    '/fairness/client-seed',
    { schema: { body: ClientSeedBody, response: okResponses(ActiveSeedPair) } },
    forUser((userId, { body }) => fairness.setClientSeed(userId, body.clientSeed)),
  );

  app.post(
    '/fairness/rotate',
    { schema: { body: RotateBody, response: okResponses(RotateResponse) } },
    forUser((userId, { body }) => fairness.rotate(userId, body.clientSeed)),
  );

  app.get(
    '/fairness/seeds',
    { schema: { response: okResponses(RevealedSeedsResponse) } },
    forUser(async (userId) => ({ seeds: await fairness.revealedSeeds(userId) })),
  );

  app.get(
    '/fairness/bets',
    { schema: { querystring: BetsQuery, response: okResponses(BetsResponse) } },
    forUser(async (userId, { query }) => ({
      bets: await fairness.history(userId, query.game, query.limit ?? 20),
    })),
  );

  app.get(
    '/fairness/bets/:id',
    { schema: { params: BetIdParams, response: okResponses(BetRecord) } },
    forUser((userId, { params }) => fairness.bet(userId, params.id)),
  );

  app.get(
    '/games/history',
    { schema: { querystring: HistoryQuery, response: okResponses(HistoryRecords) } },
    forUser(async (userId, { query }) => {
      const bets = await fairness.history(userId, query.game, query.limit ?? 10);
      return bets.map(toHistoryRecord);
    }),
  );
};
