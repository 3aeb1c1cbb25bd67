import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { okResponses } from '../../../contract/common';
import { MinesBody, MinesCurrentResponse, MinesResponse } from '../../../contract/mines';
import { forUser } from '../route-handlers';
import type { MinesService } from './service';

export const minesRoutes: FastifyPluginAsyncTypebox<{ mines: MinesService }> = async (app, { mines }) => {
  app.post(
    '/games/mines',
    { config: { access: 'user' }, schema: { body: MinesBody, response: okResponses(MinesResponse) } },
    forUser(async (userId, { body: move }) => {
      if (move.action === 'start') return mines.start(userId, move.betAmount, move.difficulty);
      if (move.action === 'reveal') return mines.reveal(userId, move.selectedTile);
      return mines.cashout(userId);
    }),
  );

  app.get(
    '/games/mines',
    { config: { access: 'user' }, schema: { response: okResponses(MinesCurrentResponse) } },
    forUser(async (userId) => ({ game: await mines.current(userId) })),
  );
};
