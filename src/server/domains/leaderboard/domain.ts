import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { UnitOfWork } from '../../db/unit-of-work';
import { createLeaderboardRepository } from './repository';
import { leaderboardRoutes } from './routes';
import { type CosmeticsOf, createLeaderboardService, type LeaderboardAdminDeps } from './service';

export interface LeaderboardDomainDeps extends LeaderboardAdminDeps {
  db: Kysely<DB>;
  uow: UnitOfWork;
  cosmeticsOf: CosmeticsOf;
}

/**
 * The two boards and their admin edits. The lists follow every ledger row through the wallet's
 * listener (feed.ts); a database that has none gets them computed from the ledger at start-up.
 */
export async function leaderboardDomain(app: FastifyInstance, deps: LeaderboardDomainDeps) {
  const { db, uow, cosmeticsOf, audit, userExists } = deps;
  const leaderboard = createLeaderboardService(uow, createLeaderboardRepository(db), cosmeticsOf, {
    audit,
    userExists,
  });
  app.addHook('onReady', async () => {
    await leaderboard.fillIfEmpty();
  });
  await app.register(leaderboardRoutes, { prefix: '/api', leaderboard });
}
