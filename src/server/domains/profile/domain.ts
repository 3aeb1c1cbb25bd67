import type { FastifyInstance } from 'fastify';
import type { CoinflipService } from '../coinflip/service';
import type { FairnessService } from '../fairness/service';
import { profileRoutes } from './routes';
import { createProfileService } from './service';

export interface ProfileDomainDeps {
  fairness: FairnessService;
  coinflip: CoinflipService;
}

/** The profile's gaming stats, from what the fairness and coinflip domains count of a player. */
export async function profileDomain(app: FastifyInstance, deps: ProfileDomainDeps) {
  const { fairness, coinflip } = deps;
  const profile = createProfileService({
    betTallies: (userId) => fairness.tallies(userId),
    coinflipTally: (userId) => coinflip.tally(userId),
  });
  await app.register(profileRoutes, { prefix: '/api', profile });
}
