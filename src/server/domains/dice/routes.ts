import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { okResponses } from '../../../contract/common';
import { DiceBody, DiceResult } from '../../../contract/dice';
import { type AuthGuards, signedInUser } from '../../http/auth-guards';
import { uncompressedRoute } from '../../http/compression';
import type { DiceService } from './service';

export const diceRoutes: FastifyPluginAsyncTypebox<{ dice: DiceService; guards: AuthGuards }> = async (
  app,
  { dice, guards },
) => {
  app.post(
    '/games/dice',
    {
      onRequest: guards.requireUser,
      ...uncompressedRoute,
      schema: { body: DiceBody, response: okResponses(DiceResult) },
    },
    async (request) => dice.play(signedInUser(request).id, request.body),
  );
};
