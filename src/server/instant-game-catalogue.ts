import type { InstantGameDeclaration } from './core/instant/instant-game-route';
import { diceGame } from './domains/dice/declaration';
import { limboGame } from './domains/limbo/declaration';
import { plinkoGame } from './domains/plinko/declaration';
import { slotsGame } from './domains/slots/declaration';

/** Every instant game's route declaration; each gets `POST /api/games/<game>`. */
export const INSTANT_GAME_DECLARATIONS: readonly InstantGameDeclaration[] = [
  diceGame,
  slotsGame,
  limboGame,
  plinkoGame,
] as unknown as readonly InstantGameDeclaration[];
