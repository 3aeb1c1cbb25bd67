import type { FastifyInstance } from 'fastify';
import type { WalletService } from '../../core/money/wallet-service';
import { walletRoutes } from './routes';

/**
 * The wallet's own route (the player's ledger). Its service comes first of all (app.ts), since every
 * money move of the other domains, sign-up included, goes through it.
 */
export async function walletDomain(app: FastifyInstance, deps: { wallet: WalletService }) {
  await app.register(walletRoutes, { prefix: '/api', ...deps });
}
