import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../../contract/common';
import { DiceBody, DiceResult } from '../../../contract/dice';
import { type AuthGuards, signedInUser } from '../../http/auth-guards';
import type { DiceService } from './service';

export const diceRoutes: FastifyPluginAsyncTypebox<{ dice: DiceService; guards: AuthGuards }> = async (
  app,
  { dice, guards },
) => {
  app.post(
    '/games/dice',
    {
      onRequest: guards.requireUser,
      schema: { body: DiceBody, response: { 200: DiceResult, ...errorResponses } },
    },
    async (request) => dice.play(signedInUser(request).id, request.body),
  );
};
