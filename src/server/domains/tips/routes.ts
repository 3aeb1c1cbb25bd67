import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { RainAnswer, RainBody, TipAnswer, TipBody } from '../../../contract/tips';
import { signedInUser } from '../../http/auth-guards';
import { userRoute } from '../../http/route-for';
import type { TipsService } from './service';

/** Tips and chat rain (issue 37): each one call that moves the FF, answering the sender's balance. */
export const tipsRoutes: FastifyPluginAsyncTypebox<{ tips: TipsService }> = async (app, { tips }) => {
  app.post('/social/tips', userRoute(TipAnswer, { body: TipBody }), async (request) =>
    tips.tip(signedInUser(request), request.body),
  );
  app.post('/social/rain', userRoute(RainAnswer, { body: RainBody }), async (request) =>
    tips.rain(signedInUser(request), request.body),
  );
};
