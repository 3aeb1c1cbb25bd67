import type { FastifyInstance } from 'fastify';
import { createRoundStore } from '../../core/rounds/round-store';
import type { RoundGameDeps } from '../round-game-deps';
import { blackjackRoutes } from './routes';
import { createBlackjackService } from './service';

/** Blackjack: a game with turns, its round kept in game_rounds between the player's actions. */
export async function blackjackDomain(app: FastifyInstance, deps: RoundGameDeps) {
  const { uow, wallet, fairness } = deps;
  const blackjack = createBlackjackService(uow, createRoundStore('blackjack'), wallet, fairness);
  await app.register(blackjackRoutes, { prefix: '/api', blackjack });
}
