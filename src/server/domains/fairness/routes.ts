import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HistoryQuery, HistoryRecords } from '../../../contract/blackjack';
import { errorResponses } from '../../../contract/common';
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

  app.get(
    '/fairness',
    { schema: { response: { 200: ActiveSeedPair, ...errorResponses } } },
    async (request) => fairness.activePair(signedInUser(request).id),
  );

  app.put(
    '/fairness/client-seed',
    { schema: { body: ClientSeedBody, response: { 200: ActiveSeedPair, ...errorResponses } } },
    async (request) => fairness.setClientSeed(signedInUser(request).id, request.body.clientSeed),
  );

  app.post(
    '/fairness/rotate',
    { schema: { body: RotateBody, response: { 200: RotateResponse, ...errorResponses } } },
    async (request) => fairness.rotate(signedInUser(request).id, request.body.clientSeed),
  );

  app.get(
    '/fairness/seeds',
    { schema: { response: { 200: RevealedSeedsResponse, ...errorResponses } } },
    async (request) => ({
      seeds: await fairness.revealedSeeds(signedInUser(request).id),
    }),
  );

  app.get(
    '/fairness/bets',
    {
      schema: {
        querystring: BetsQuery,
        response: { 200: BetsResponse, ...errorResponses },
      },
    },
    async (request) => ({
      bets: await fairness.history(signedInUser(request).id, request.query.game, request.query.limit ?? 20),
    }),
  );

  app.get(
    '/fairness/bets/:id',
    { schema: { params: BetIdParams, response: { 200: BetRecord, ...errorResponses } } },
    async (request) => fairness.bet(signedInUser(request).id, request.params.id),
  );

  app.get(
    '/games/history',
    {
      schema: { querystring: HistoryQuery, response: { 200: HistoryRecords, ...errorResponses } },
    },
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
