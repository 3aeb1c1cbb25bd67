import {
  type GameOutcome,
  INSTANT_GAMES,
  type InstantGameName,
  type OptionsOf,
} from '../../../games/instant-games';
import { assertWinWithinMax } from '../money/max-win';
import { assertPositiveAmount } from '../money/wallet-service';
import type { InstantBets, InstantRule, PlacedInstantBet } from './instant-bet';

/**
 * The one way an instant game takes a bet: the stake is checked (a whole number, within the largest
 * amount, and its largest win at the game's largest multiplier for these options within the largest
 * amount) before anything is drawn, then the bet path settles it in one transaction with its ledger
 * row (DECISIONS.md section 2, "Decide last").
 */
export interface InstantEngine {
  play<G extends InstantGameName>(
    userId: number,
    stake: number,
    game: G,
    options: OptionsOf<G>,
  ): Promise<PlacedInstantBet<GameOutcome<G>>>;
}

export function createInstantEngine(bets: InstantBets): InstantEngine {
  return {
    play(userId, stake, game, options) {
      assertPositiveAmount(stake);
      // One rule per game; its options type follows the game, which the compiler cannot correlate.
      const rule = { game, options } as InstantRule;
      assertWinWithinMax(stake, (INSTANT_GAMES[game].maxMultiplier as (o: unknown) => number)(options));
      return bets.place({ userId, stake, rule }) as Promise<PlacedInstantBet<GameOutcome<typeof game>>>;
    },
  };
}
