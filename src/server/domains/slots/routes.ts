import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { okResponses } from '../../../contract/common';
import { SlotsHistoryResponse } from '../../../contract/slots';
import { forUser } from '../route-handlers';
import type { SlotsService } from './service';

export const slotsRoutes: FastifyPluginAsyncTypebox<{ slots: SlotsService }> = async (app, { slots }) => {
  app.get(
    '/games/slots/history',
    { config: { access: 'user' }, schema: { response: okResponses(SlotsHistoryResponse) } },
    forUser(async (userId) => ({ history: await slots.history(userId) })),
  );
};
