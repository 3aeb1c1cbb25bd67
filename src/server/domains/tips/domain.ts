import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { WalletService } from '../../core/money/wallet-service';
import type { RecordsConsumer } from '../../core/wager/records-feed';
import type { DB } from '../../db/schema';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { Realtime } from '../../realtime/socket-server';
import type { Notifier } from '../notifications/service';
import { type CosmeticsOf, createRainAnnouncer } from './rain-line';
import { createTipsRepository } from './repository';
import { tipsRoutes } from './routes';
import { createTipsService } from './service';
import { createWagerTotals } from './wager-totals';

export interface TipsDomainDeps {
  db: Kysely<DB>;
  uow: UnitOfWork;
  wallet: WalletService;
  notifier: Notifier;
  realtime: Realtime;
  cosmeticsOf: CosmeticsOf;
  /** Folds the finished bets not folded yet (the wager fold's runOnce). */
  foldFirst: () => Promise<unknown>;
}

/**
 * Tips between friends and rain on the chat (docs/tips.md). Returns the wager fold's consumer that
 * keeps each player's total stake and latest bet, which the sender limits and the rain read.
 */
export async function tipsDomain(
  app: FastifyInstance,
  deps: TipsDomainDeps,
): Promise<{ wagerConsumer: RecordsConsumer }> {
  const repository = createTipsRepository(deps.db);
  const tips = createTipsService({
    uow: deps.uow,
    wallet: deps.wallet,
    notifier: deps.notifier,
    repository,
    announceRain: createRainAnnouncer(deps.realtime.io, repository, deps.cosmeticsOf),
    foldFirst: deps.foldFirst,
    logger: app.log,
  });
  await app.register(tipsRoutes, { prefix: '/api', tips });
  return { wagerConsumer: createWagerTotals(repository) };
}
