import type { FastifyInstance } from 'fastify';
import type { AuthGuards } from '../../http/auth-guards';
import type { InstantBets } from '../bets/instant-bet';
import type { FairnessService } from '../fairness/service';
import { slotsRoutes } from './routes';
import { createSlotsService } from './service';

export interface SlotsDomainDeps {
  instantBets: InstantBets;
  fairness: FairnessService;
  guards: AuthGuards;
}

/** Slots: an instant bet, settled by domains/bets. */
export async function slotsDomain(app: FastifyInstance, deps: SlotsDomainDeps) {
  const slots = createSlotsService(deps.instantBets, deps.fairness);
  await app.register(slotsRoutes, { prefix: '/api', slots, guards: deps.guards });
}
