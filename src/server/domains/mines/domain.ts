import type { FastifyInstance } from 'fastify';
import { createRoundStore } from '../../core/rounds/round-store';
import type { RoundGameDeps } from '../round-game-deps';
import { minesRoutes } from './routes';
import { createMinesService } from './service';

/** Mines: a game with turns, its round kept in game_rounds between the player's actions. */
export async function minesDomain(app: FastifyInstance, deps: RoundGameDeps) {
  const { uow, wallet, fairness } = deps;
  const mines = createMinesService(uow, createRoundStore('mines'), wallet, fairness);
  await app.register(minesRoutes, { prefix: '/api', mines });
}
