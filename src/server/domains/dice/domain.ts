import type { FastifyInstance } from 'fastify';
import type { AuthGuards } from '../../http/auth-guards';
import type { InstantBets } from '../bets/instant-bet';
import { diceRoutes } from './routes';
import { createDiceService } from './service';

/** Dice: an instant bet, settled by domains/bets. */
export async function diceDomain(
  app: FastifyInstance,
  deps: { instantBets: InstantBets; guards: AuthGuards },
) {
  const dice = createDiceService(deps.instantBets);
  await app.register(diceRoutes, { prefix: '/api', dice, guards: deps.guards });
}
