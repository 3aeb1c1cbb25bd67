import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { okResponses } from '../../../contract/common';
import { RtpResponse } from '../../../contract/fairness';
import type { RtpService } from './rtp-service';

/** The measured returns are public: no guard, so guests see them too. */
export const rtpRoutes: FastifyPluginAsyncTypebox<{ rtp: RtpService }> = async (app, { rtp }) => {
  app.get('/fairness/rtp', { schema: { response: okResponses(RtpResponse) } }, () => rtp.rtp());
};
