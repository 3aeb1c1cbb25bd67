import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { okResponses } from '../../../contract/common';
import { SlotsBody, SlotsHistoryResponse, SlotsSpinResponse } from '../../../contract/slots';
import type { AuthGuards } from '../../http/auth-guards';
import { uncompressedRoute } from '../../http/compression';
import { forUser } from '../route-handlers';
import type { SlotsService } from './service';

export const slotsRoutes: FastifyPluginAsyncTypebox<{ slots: SlotsService; guards: AuthGuards }> = async (
  app,
  { slots, guards },
) => {
  app.addHook('onRequest', guards.requireUser);

  app.post(
    '/games/slots',
    { ...uncompressedRoute, schema: { body: SlotsBody, response: okResponses(SlotsSpinResponse) } },
    forUser((userId, { body }) => slots.spin(userId, body.betAmount)),
  );

  app.get(
    '/games/slots/history',
    { schema: { response: okResponses(SlotsHistoryResponse) } },
    forUser(async (userId) => ({ history: await slots.history(userId) })),
  );
};
