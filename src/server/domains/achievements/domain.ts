import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { RecordsConsumer } from '../../core/wager/records-feed';
import type { DB } from '../../db/schema';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { Notifier } from '../notifications/service';
import type { ShopService } from '../shop/service';
import { achievementsConsumer } from './records-consumer';
import { createAchievementsRepository } from './repository';
import { achievementsRoutes } from './routes';
import { type CosmeticsOf, createAchievementsService } from './service';
import { createAchievementsSweep } from './sweep';
import { SWEEP_SOURCES } from './sweep-sources';

declare module 'fastify' {
  interface FastifyInstance {
    /** One pass of the achievements' sweep now (tests; the timer runs it on its own). */
    sweepAchievements(): Promise<number>;
  }
}

/** How often the sweep looks for new daily claims, friendships, shop items and race prizes. */
const SWEEP_EVERY_MS = 10_000;

export interface AchievementsDomainDeps {
  db: Kysely<DB>;
  uow: UnitOfWork;
  notifier: Notifier;
  shop: Pick<ShopService, 'equippedOf' | 'equip'>;
}

export interface AchievementsDomain {
  /** The wager fold's consumer that grants the bet achievements. */
  consumer: RecordsConsumer;
  /** The cosmetics every name is drawn with: the shop's, with the worn achievement badge. */
  cosmeticsOf: CosmeticsOf;
}

/** Achievements and their badges: the fold's consumer, the sweep of the other sources, the routes. */
export async function achievementsDomain(
  app: FastifyInstance,
  deps: AchievementsDomainDeps,
): Promise<AchievementsDomain> {
  const { uow, notifier, shop } = deps;
  const repository = createAchievementsRepository(deps.db);
  const achievements = createAchievementsService({
    uow,
    repository,
    shopCosmeticsOf: shop.equippedOf,
    takeOffShopBadge: (userId) => shop.equip(userId, 'badge', null),
  });
  const sweep = createAchievementsSweep(uow, repository, notifier, SWEEP_SOURCES, app.log);
  app.decorate('sweepAchievements', () => sweep.run());
  app.addHook('onReady', async () => {
    sweep.start(SWEEP_EVERY_MS);
  });
  app.addHook('preClose', () => sweep.stop());
  await app.register(achievementsRoutes, { prefix: '/api', achievements });
  return { consumer: achievementsConsumer(repository, notifier), cosmeticsOf: achievements.cosmeticsOf };
}
