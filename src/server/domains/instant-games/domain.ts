import type { FastifyInstance } from 'fastify';
import { okResponses } from '../../../contract/common';
import type { InstantEngine } from '../../core/instant/instant-engine';
import type { InstantGameDeclaration } from '../../core/instant/instant-game-route';
import { assertPositiveAmount } from '../../core/money/wallet-service';
import { signedInUser } from '../../http/auth-guards';
import { uncompressedRoute } from '../../http/compression';

/**
 * `POST /api/games/<game>` for every instant game, all alike: the body checked against the game's
 * schema, the stake, then the game's own refusals (before anything is drawn), then the engine.
 */
export async function instantGamesDomain(
  app: FastifyInstance,
  deps: { engine: InstantEngine },
  declarations: readonly InstantGameDeclaration[],
) {
  const { engine } = deps;
  await app.register(
    async (scope) => {
      for (const game of declarations) {
        scope.post(
          `/games/${game.game}`,
          {
            ...uncompressedRoute,
            config: { access: 'user' },
            schema: { body: game.body, response: okResponses(game.answer) },
          },
          async (request) => {
            const body = request.body as Parameters<typeof game.options>[0];
            const stake = (body as { betAmount: number }).betAmount;
            assertPositiveAmount(stake);
            const placed = await engine.play(signedInUser(request).id, stake, game.game, game.options(body));
            return game.respond(placed as never, body);
          },
        );
      }
    },
    { prefix: '/api' },
  );
}
