import type { FastifyInstance } from 'fastify';
import type { WalletService } from '../../core/money/wallet-service';
import type { RecordsConsumer } from '../../core/wager/records-feed';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { Notifier } from '../notifications/service';
import { createLevelsConsumer } from './levels-consumer';
import { createMissionsConsumer } from './missions-consumer';
import { createMissionsRepository } from './missions-repository';
import { createMissionsService } from './missions-service';
import { createRewardsRepository } from './repository';
import { rewardsRoutes } from './routes';
import { createRewardsService } from './service';

export interface RewardsDomainDeps {
  uow: UnitOfWork;
  wallet: WalletService;
  notifier: Notifier;
  /** Folds the finished bets not folded yet (the wager fold's runOnce), before a player's rewards are read. */
  foldFirst: () => Promise<unknown>;
}

/**
 * Rewards for coming back: the daily reward with its streak, the daily missions, levels with XP and
 * rakeback. Returns the wager fold's consumer that keeps XP, rakeback and the missions' progress.
 */
export async function rewardsDomain(
  app: FastifyInstance,
  deps: RewardsDomainDeps,
): Promise<{ wagerConsumer: RecordsConsumer }> {
  const missionsRepository = createMissionsRepository();
  const missions = createMissionsService(deps.uow, missionsRepository, deps.wallet);
  const rewards = createRewardsService(deps.uow, createRewardsRepository(), deps.wallet, missions);
  await app.register(rewardsRoutes, { prefix: '/api', rewards, missions, foldFirst: deps.foldFirst });
  const levels = createLevelsConsumer(deps.wallet, deps.notifier);
  const missionProgress = createMissionsConsumer(missionsRepository);
  return {
    // Levels and rakeback, then the missions' progress, in the fold's transaction.
    wagerConsumer: async (trx, records) => {
      const then = await levels(trx, records);
      await missionProgress(trx, records);
      return then;
    },
  };
}
