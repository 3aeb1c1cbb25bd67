import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  MarkReadBody,
  MarkReadResponse,
  NOTIFICATIONS_PAGE_DEFAULT,
  NotificationsPage,
  NotificationsQuery,
} from '../../../contract/notifications';
import { userCall } from '../route-handlers';
import type { NotificationsService } from './service';

export const notificationsRoutes: FastifyPluginAsyncTypebox<{ notifications: NotificationsService }> = async (
  app,
  { notifications },
) => {
  app.get(
    '/notifications',
    userCall(NotificationsPage, { querystring: NotificationsQuery }, (userId, { query }) =>
      notifications.page(userId, query.before, query.limit ?? NOTIFICATIONS_PAGE_DEFAULT),
    ),
  );

  app.post(
    '/notifications/read',
    userCall(MarkReadResponse, { body: MarkReadBody }, (userId, { body }) =>
      notifications.markRead(userId, body),
    ),
  );
};
