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
import { type AuthGuards, signedInUser } from '../../http/auth-guards';
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

  app.get('/fairness', { schema: { response: okResponses(ActiveSeedPair) } }, async (request) =>
    fairness.activePair(signedInUser(request).id),
  );

  app.put(
    '/fairness/client-seed',
    { schema: { body: ClientSeedBody, response: okResponses(ActiveSeedPair) } },
    async (request) => fairness.setClientSeed(signedInUser(request).id, request.body.clientSeed),
  );

  app.post(
    '/fairness/rotate',
    { schema: { body: RotateBody, response: okResponses(RotateResponse) } },
    async (request) => fairness.rotate(signedInUser(request).id, request.body.clientSeed),
  );

  app.get(
    '/fairness/seeds',
    { schema: { response: okResponses(RevealedSeedsResponse) } },
    async (request) => ({
      seeds: await fairness.revealedSeeds(signedInUser(request).id),
    }),
  );

  app.get(
    '/fairness/bets',
    { schema: { querystring: BetsQuery, response: okResponses(BetsResponse) } },
    async (request) => ({
      bets: await fairness.history(signedInUser(request).id, request.query.game, request.query.limit ?? 20),
    }),
  );

  app.get(
    '/fairness/bets/:id',
    { schema: { params: BetIdParams, response: okResponses(BetRecord) } },
    async (request) => fairness.bet(signedInUser(request).id, request.params.id),
  );

  app.get(
    '/games/history',
    { schema: { querystring: HistoryQuery, response: okResponses(HistoryRecords) } },
    async (request) => {
      const bets = await fairness.history(
        signedInUser(request).id,
        request.query.game,
        request.query.limit ?? 10,
      );
      return bets.map(toHistoryRecord);
    },
  );
};
