import type { FastifyInstance } from 'fastify';
import type { WalletService } from '../../core/money/wallet-service';
import type { UnitOfWork } from '../../db/unit-of-work';
import { createRewardsRepository } from './repository';
import { rewardsRoutes } from './routes';
import { createRewardsService } from './service';

export interface RewardsDomainDeps {
  uow: UnitOfWork;
  wallet: WalletService;
}

/** Rewards for coming back: the daily reward with its streak (rakeback, levels, missions to come). */
export async function rewardsDomain(app: FastifyInstance, deps: RewardsDomainDeps): Promise<void> {
  const rewards = createRewardsService(deps.uow, createRewardsRepository(), deps.wallet);
  await app.register(rewardsRoutes, { prefix: '/api', rewards });
}
