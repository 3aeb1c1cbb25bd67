import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { WalletService } from '../../core/money/wallet-service';
import type { DB } from '../../db/schema';
import type { UnitOfWork } from '../../db/unit-of-work';
import { createShopRepository } from './repository';
import { shopRoutes } from './routes';
import { createShopService, type ShopService } from './service';

export interface ShopDomainDeps {
  db: Kysely<DB>;
  uow: UnitOfWork;
  wallet: WalletService;
}

/** The shop and the cosmetics players wear; the catalogue is written at start-up. */
export async function shopDomain(app: FastifyInstance, deps: ShopDomainDeps): Promise<ShopService> {
  const { db, uow, wallet } = deps;
  const shop = createShopService(uow, createShopRepository(db), wallet);
  app.addHook('onReady', async () => {
    await shop.seedCatalogue();
  });
  await app.register(shopRoutes, { prefix: '/api', shop });
  return shop;
}
