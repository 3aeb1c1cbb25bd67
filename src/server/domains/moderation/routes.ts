import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { createdResponses, MessageBody } from '../../../contract/common';
import {
  MuteBody,
  MutedUserParams,
  Mutes,
  moderationMessages,
  ReportBody,
  ReportIdParams,
  ReportQueue,
  ResolveBody,
  ResolveResult,
} from '../../../contract/moderation';
import { ChatMessageParams } from '../../../contract/social';
import { signedInUser } from '../../http/auth-guards';
import { adminRoute, routeFor, userRoute } from '../../http/route-for';
import { adminCall, answerCreated, answerMessage, userCall } from '../route-handlers';
import type { ModerationService } from './service';

export interface ModerationRouteOptions {
  moderation: ModerationService;
}

/** Reports and mutes for players, the report queue for admins (issue 37, docs/moderation.md). */
export const moderationRoutes: FastifyPluginAsyncTypebox<ModerationRouteOptions> = async (app, options) => {
  const { moderation } = options;

  app.post(
    '/social/chat/:id/report',
    routeFor('user', createdResponses(MessageBody), { params: ChatMessageParams, body: ReportBody }),
    answerCreated(async (request) => {
      await moderation.report(signedInUser(request).id, request.params.id, request.body);
      return { message: moderationMessages.reported };
    }),
  );

  app.get(
    '/social/mutes',
    userCall(Mutes, (userId) => moderation.mutes(userId)),
  );

  app.post(
    '/social/mutes',
    routeFor('user', createdResponses(MessageBody), { body: MuteBody }),
    answerCreated(async (request) => {
      await moderation.mute(signedInUser(request).id, request.body.userId);
      return { message: moderationMessages.muted };
    }),
  );

  app.delete(
    '/social/mutes/:userId',
    userRoute(MessageBody, { params: MutedUserParams }),
    answerMessage(moderationMessages.unmuted, (userId, { params }) =>
      moderation.unmute(userId, params.userId),
    ),
  );

  app.get('/admin/reports', adminRoute(ReportQueue), () => moderation.queue());

  app.post(
    '/admin/reports/:id/resolve',
    adminCall(ResolveResult, { params: ReportIdParams, body: ResolveBody }, async (_userId, request) =>
      moderation.resolve(signedInUser(request), request.params.id, request.body),
    ),
  );
};
