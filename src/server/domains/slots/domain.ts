import type { FastifyInstance } from 'fastify';
import type { FairnessService } from '../fairness/service';
import { slotsRoutes } from './routes';
import { createSlotsService } from './service';

/** Slots' history (its spins are an instant game: declaration.ts, registered by domains/instant-games). */
export async function slotsDomain(app: FastifyInstance, deps: { fairness: FairnessService }) {
  const slots = createSlotsService(deps.fairness);
  await app.register(slotsRoutes, { prefix: '/api', slots });
}
