import type { FastifyInstance } from 'fastify';
import type { AuthGuards } from '../../http/auth-guards';
import { walletRoutes } from './routes';
import type { WalletService } from './service';

/**
 * The wallet's own route (the player's ledger). Its service comes first of all (app.ts), since every
 * money move of the other domains, sign-up included, goes through it.
 */
export async function walletDomain(
  app: FastifyInstance,
  deps: { wallet: WalletService; guards: AuthGuards },
) {
  await app.register(walletRoutes, { prefix: '/api', ...deps });
}
