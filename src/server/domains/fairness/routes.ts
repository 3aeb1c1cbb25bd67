import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HistoryQuery, HistoryRecords } from '../../../contract/blackjack';
import {
  ActiveSeedPair,
  BetIdParams,
  BetQuery,
  BetRecord,
  BetsQuery,
  BetsResponse,
  ClientSeedBody,
  RevealedSeedsResponse,
  RotateBody,
  RotateResponse,
} from '../../../contract/fairness';
import { userCall } from '../route-handlers';
import type { BetList } from './bet-list';
import { type FairnessService, toHistoryRecord } from './service';

export interface FairnessRoutesOptions {
  fairness: FairnessService;
  /** The Fairness page's bet list: the records and coinflip's rounds. */
  betList: BetList;
}

export const fairnessRoutes: FastifyPluginAsyncTypebox<FairnessRoutesOptions> = async (
  app,
  { fairness, betList },
) => {
  app.get(
    '/fairness',
    userCall(ActiveSeedPair, (userId) => fairness.activePair(userId)),
  );

  app.put(
    '/fairness/client-seed',
    userCall(ActiveSeedPair, { body: ClientSeedBody }, (userId, { body }) =>
      fairness.setClientSeed(userId, body.clientSeed),
    ),
  );

  app.post(
    '/fairness/rotate',
    userCall(RotateResponse, { body: RotateBody }, (userId, { body }) =>
      fairness.rotate(userId, body.clientSeed),
    ),
  );

  app.get(
    '/fairness/seeds',
    userCall(RevealedSeedsResponse, async (userId) => ({ seeds: await fairness.revealedSeeds(userId) })),
  );

  app.get(
    '/fairness/bets',
    userCall(BetsResponse, { querystring: BetsQuery }, async (userId, { query }) => ({
      bets: await betList.bets(userId, query.game, query.limit ?? 20),
    })),
  );

  app.get(
    '/fairness/bets/:id',
    userCall(BetRecord, { params: BetIdParams, querystring: BetQuery }, (userId, { params, query }) =>
      betList.bet(userId, params.id, query.game),
    ),
  );

  app.get(
    '/games/history',
    userCall(HistoryRecords, { querystring: HistoryQuery }, async (userId, { query }) => {
      const bets = await fairness.history(userId, query.game, query.limit ?? 10);
      return bets.map(toHistoryRecord);
    }),
  );
};
