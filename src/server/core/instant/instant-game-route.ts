import type { Static, TSchema } from 'typebox';
import type { GameOutcome, InstantGameName, OptionsOf } from '../../../games/instant-games';
import type { PlacedInstantBet } from './instant-bet';

/**
 * An instant game's declaration, all the server needs beyond its pure rule (games/instant-games.ts):
 * the route's body (its stake is `betAmount`) and answer schemas, the player's options from the body (or a refusal, thrown as
 * a 400 before anything is drawn) and the answer from the settled bet. domains/instant-games
 * registers `POST /api/games/<game>` for each; the engine does the rest.
 */
export interface InstantGameDeclaration<
  G extends InstantGameName = InstantGameName,
  B extends TSchema = TSchema,
  A extends TSchema = TSchema,
> {
  game: G;
  body: B;
  answer: A;
  /** The bet's options; throws the game's own 400 for a choice its rules refuse. */
  options(body: Static<B>): OptionsOf<G>;
  respond(placed: PlacedInstantBet<GameOutcome<G>>, body: Static<B>): Static<A>;
}

/** Keeps a declaration's types tied together (its body, options and answer). */
export function declareInstantGame<G extends InstantGameName, B extends TSchema, A extends TSchema>(
  declaration: InstantGameDeclaration<G, B, A>,
): InstantGameDeclaration<G, B, A> {
  return declaration;
}
