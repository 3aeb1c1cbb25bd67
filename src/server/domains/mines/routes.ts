import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { okResponses } from '../../../contract/common';
import { MinesBody, MinesCurrentResponse, MinesResponse } from '../../../contract/mines';
import type { AuthGuards } from '../../http/auth-guards';
import { forUser } from '../route-handlers';
import type { MinesService } from './service';

export const minesRoutes: FastifyPluginAsyncTypebox<{ mines: MinesService; guards: AuthGuards }> = async (
  app,
  { mines, guards },
) => {
  app.addHook('onRequest', guards.requireUser);

  app.post(
    '/games/mines',
    { schema: { body: MinesBody, response: okResponses(MinesResponse) } },
    forUser(async (userId, { body: move }) => {
      if (move.action === 'start') return mines.start(userId, move.betAmount, move.difficulty);
      if (move.action === 'reveal') return mines.reveal(userId, move.selectedTile);
      return mines.cashout(userId);
    }),
  );

  app.get(
    '/games/mines',
    { schema: { response: okResponses(MinesCurrentResponse) } },
    forUser(async (userId) => ({ game: await mines.current(userId) })),
  );
};
