import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { okResponses } from '../../../contract/common';
import { SlotsBody, SlotsHistoryResponse, SlotsSpinResponse } from '../../../contract/slots';
import { type AuthGuards, signedInUser } from '../../http/auth-guards';
import type { SlotsService } from './service';

export const slotsRoutes: FastifyPluginAsyncTypebox<{ slots: SlotsService; guards: AuthGuards }> = async (
  app,
  { slots, guards },
) => {
  app.addHook('onRequest', guards.requireUser);

  app.post(
    '/games/slots',
    { schema: { body: SlotsBody, response: okResponses(SlotsSpinResponse) } },
    async (request) => slots.spin(signedInUser(request).id, request.body.betAmount),
  );

  app.get(
    '/games/slots/history',
    { schema: { response: okResponses(SlotsHistoryResponse) } },
    async (request) => ({
      history: await slots.history(signedInUser(request).id),
    }),
  );
};
