import type { FastifyInstance } from 'fastify';
import type { RoundGameDeps } from '../rounds/round-game-deps';
import { createRoundStore } from '../rounds/round-store';
import { minesRoutes } from './routes';
import { createMinesService } from './service';

/** Mines: a game with turns, its round kept in game_rounds between the player's actions. */
export async function minesDomain(app: FastifyInstance, deps: RoundGameDeps) {
  const { uow, wallet, fairness, guards } = deps;
  const mines = createMinesService(uow, createRoundStore('mines'), wallet, fairness);
  await app.register(minesRoutes, { prefix: '/api', mines, guards });
}
