import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { AuthGuards } from '../../http/auth-guards';
import { createFairnessRepository } from './repository';
import { fairnessRoutes } from './routes';
import { createFairnessService, type FairnessService } from './service';

export interface FairnessDomainDeps {
  db: Kysely<DB>;
  uow: UnitOfWork;
  guards: AuthGuards;
  /** Told when a user's seed pair changes, so that what the bet path remembers of it goes. */
  seedChanged: (userId: number) => void;
}

/** Seed pairs and the record of every bet: the games draw from it, the Fairness page reads it. */
export async function fairnessDomain(
  app: FastifyInstance,
  deps: FairnessDomainDeps,
): Promise<FairnessService> {
  const { db, uow, guards, seedChanged } = deps;
  const fairness = createFairnessService(uow, createFairnessRepository(db), seedChanged);
  await app.register(fairnessRoutes, { prefix: '/api', fairness, guards });
  return fairness;
}
