import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { okResponses } from '../../../contract/common';
import {
  CrashBetAnswer,
  CrashBetBody,
  CrashCashoutAnswer,
  CrashFinishedRound,
  CrashRoundParams,
  CrashState,
  CrashWinsAnswer,
} from '../../../contract/crash';
import { userCall } from '../route-handlers';
import type { CrashService } from './service';

export const crashRoutes: FastifyPluginAsyncTypebox<{ crash: CrashService }> = async (app, { crash }) => {
  // Open to guests: anyone may watch the round and check a finished one.
  app.get('/games/crash', { schema: { response: okResponses(CrashState) } }, () => crash.state());
  app.get('/games/crash/wins', { schema: { response: okResponses(CrashWinsAnswer) } }, () =>
    crash.recentWins(),
  );
  app.get(
    '/games/crash/rounds/:id',
    { schema: { params: CrashRoundParams, response: okResponses(CrashFinishedRound) } },
    ({ params }) => crash.finishedRound(params.id),
  );

  app.post(
    '/games/crash/bet',
    userCall(CrashBetAnswer, { body: CrashBetBody }, (userId, { body }) =>
      crash.placeBet(userId, body.betAmount, body.autoCashout, body.roundId),
    ),
  );
  app.post(
    '/games/crash/cashout',
    userCall(CrashCashoutAnswer, (userId) => crash.cashout(userId)),
  );
};
