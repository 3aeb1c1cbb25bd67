import { rtpNotes } from '../../../contract/fairness-texts';
import { COINFLIP_PAYOUT_FACTOR } from '../../../games/coinflip';
import { CRASH_THEORETICAL_RTP } from '../../../games/crash';
import { INSTANT_GAMES } from '../../../games/instant-games';

// Each game's theoretical return to player, in one place: the instant games state theirs on their
// rule; the games with turns and coinflip are stated here from their own rules (theoretical-rtp.test.ts
// checks every figure against them).

export interface TheoreticalRtp {
  game: string;
  /** As a fraction (0.99 = 99 %); null when it depends on how the player plays. */
  rtp: number | null;
  note: string | null;
}

/** The coin is fair (heads below one half of a fair float) and the winner gets the factor × stake. */
const COINFLIP_RTP = COINFLIP_PAYOUT_FACTOR / 2;

/**
 * Games with turns and the live games. Mines pays the exact odds of the tiles revealed (before its
 * multiplier is floored to two decimals); blackjack's return depends on the player's decisions; a
 * crash round reaches m× with probability 0.99 / m, so every cash-out point returns 99 %.
 */
const OTHER_GAMES: Record<string, number | null> = {
  mines: 1,
  blackjack: null,
  coinflip: COINFLIP_RTP,
  crash: CRASH_THEORETICAL_RTP,
};

/** The order the Fairness page lists them in; games not named here follow in registry order. */
const LISTED_FIRST = ['dice', 'slots', 'mines', 'blackjack', 'coinflip'];

function noteOf(game: string): string | null {
  return (rtpNotes as Record<string, string>)[game] ?? null;
}

function theoreticalOf(game: string): number | null {
  if (Object.hasOwn(INSTANT_GAMES, game)) {
    return INSTANT_GAMES[game as keyof typeof INSTANT_GAMES].theoreticalRtp;
  }
  return OTHER_GAMES[game] ?? null;
}

/** Every game the records name: the instant games' registry and the others, in the page's order. */
export const RTP_GAMES: readonly string[] = (() => {
  const all = [...Object.keys(INSTANT_GAMES), ...Object.keys(OTHER_GAMES)];
  const first = LISTED_FIRST.filter((game) => all.includes(game));
  return [...first, ...all.filter((game) => !first.includes(game))];
})();

export const THEORETICAL_RTP: readonly TheoreticalRtp[] = RTP_GAMES.map((game) => ({
  game,
  rtp: theoreticalOf(game),
  note: noteOf(game),
}));
