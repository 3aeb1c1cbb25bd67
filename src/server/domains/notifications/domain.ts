import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { Realtime } from '../../realtime/socket-server';
import { createNotificationsRepository } from './repository';
import { notificationsRoutes } from './routes';
import { createNotificationsService, type Notifier } from './service';

export interface NotificationsDomainDeps {
  db: Kysely<DB>;
  uow: UnitOfWork;
  realtime: Realtime;
}

/** The players' inboxes; returns the notifier that the domains which tell players things are given. */
export async function notificationsDomain(
  app: FastifyInstance,
  deps: NotificationsDomainDeps,
): Promise<Notifier> {
  const notifications = createNotificationsService(
    deps.uow,
    createNotificationsRepository(deps.db),
    deps.realtime.io,
  );
  await app.register(notificationsRoutes, { prefix: '/api', notifications });
  return notifications;
}
