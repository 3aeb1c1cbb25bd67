import type { FastifyInstance } from 'fastify';
import type { WalletService } from '../../core/money/wallet-service';
import type { UnitOfWork } from '../../db/unit-of-work';
import { createMissionsRepository } from './missions-repository';
import { createMissionsService } from './missions-service';
import { createRewardsRepository } from './repository';
import { rewardsRoutes } from './routes';
import { createRewardsService } from './service';

export interface RewardsDomainDeps {
  uow: UnitOfWork;
  wallet: WalletService;
}

/** Rewards for coming back: the daily reward with its streak and the daily missions (rakeback, levels to come). */
export async function rewardsDomain(app: FastifyInstance, deps: RewardsDomainDeps): Promise<void> {
  const missions = createMissionsService(deps.uow, createMissionsRepository(), deps.wallet);
  const rewards = createRewardsService(deps.uow, createRewardsRepository(), deps.wallet, missions);
  await app.register(rewardsRoutes, { prefix: '/api', rewards, missions });
}
