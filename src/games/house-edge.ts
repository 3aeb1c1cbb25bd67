import { DICE_SIDES, type DicePrediction, dicePayout } from './dice';
import { MINES_TILES } from './mines';
import { SLOTS_THEORETICAL_RTP } from './slots';

// The house edge of each game, in one place, and a finished bet's edge-weighted wager: what XP,
// rakeback, races and missions count (DECISIONS.md §10). The rule for every game: the weight of a
// bet never exceeds the edge the player pays on it in expectation, so no game is a cheaper way up
// than another (docs/rewards.md, "The house edge of each game").

/** Edge-weighted wager is counted in hundredths of a Fun Fund, a whole number. */
export const HUNDREDTHS = 100;

/**
 * The edge of blackjack as dealt here (one 52-card deck per round, dealer stands on all 17s, 3:2,
 * double on the first two cards, no splits, no peek, a dealer blackjack only beats a total below 21)
 * under the best play, hit, stand or double by the exact cards seen: 0.043 % of the stake dealt
 * (blackjack-edge.test.ts computes it exactly). Worse play pays more, but a figure above the best
 * play's would make blackjack a cheaper way up, so a hand weighs 0.04 % of its stake before any
 * double.
 */
export const BLACKJACK_BEST_PLAY_EDGE = 0.0004;

/** How a game's edge is counted, for the docs and the Fairness page's neighbours. */
export interface HouseEdge {
  game: string;
  /** The edge as a fraction of the stake; null where it is counted per bet (see `rule`). */
  edge: number | null;
  rule: string;
}

/** A game whose edge is a fixed share of every stake: limbo, plinko, crash (1 %), slots (1 − RTP). */
const FIXED_EDGES: Record<string, number> = {
  limbo: 0.01,
  plinko: 0.01,
  crash: 0.01,
  slots: 1 - SLOTS_THEORETICAL_RTP,
};

export const HOUSE_EDGES: readonly HouseEdge[] = [
  ...Object.entries(FIXED_EDGES).map(([game, edge]) => ({ game, edge, rule: 'a fixed share of the stake' })),
  {
    game: 'blackjack',
    edge: BLACKJACK_BEST_PLAY_EDGE,
    rule: 'its best play’s edge, on the stake dealt (before a double)',
  },
  {
    game: 'dice',
    edge: null,
    rule: 'even odds before the payout is floored: the edge of each bet is what the floor takes, in expectation',
  },
  {
    game: 'mines',
    edge: null,
    rule: 'exact odds before flooring: the edge of a round is what the floors took from its cash-out (none when a mine ends it)',
  },
];

/** A finished bet as the records keep it. */
export interface WageredBet {
  game: string;
  betAmount: number;
  payout: number;
  /** The game's outcome as stored (JSON). */
  details: string;
}

function parse(details: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(details);
    return value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * Dice pays 6 ÷ winning faces, floored to whole FF: with k faces of 6 winning, the expected return of
 * a stake s is k/6 × floor(6s/k), and the edge s − that (0 where 6s/k is whole, as an even 2× bet).
 */
function diceEdge(betAmount: number, details: Record<string, unknown>): number {
  const prediction = details.prediction as DicePrediction;
  const target = Number(details.targetNumber);
  const win = dicePayout(betAmount, prediction, target);
  const faces = win > 0 ? winningFacesOf(prediction, target) : 0;
  // In hundredths: 100 × (s − k × win / 6) = 100 × (6s − k × win) / 6, floored.
  return Math.floor((HUNDREDTHS * (DICE_SIDES * betAmount - faces * win)) / DICE_SIDES);
}

function winningFacesOf(prediction: DicePrediction, target: number): number {
  if (prediction === 'over') return DICE_SIDES - target;
  if (prediction === 'under') return target - 1;
  return 1;
}

/**
 * Mines pays the exact odds of the tiles revealed, floored to two decimals and then to whole FF. The
 * fair value of a round (stake × the exact odds so far, 0 once a mine is hit) is a martingale, so
 * whatever the player's plan the edge in expectation is what the floors take at the cash-out: the
 * round's weight is stake × exact odds − payout when cashed out, 0 when a mine ended it.
 */
function minesEdge(betAmount: number, payout: number, details: Record<string, unknown>): number {
  if (details.status !== 'won') return 0;
  const mines = Number(details.mineCount);
  const revealed = Array.isArray(details.revealed) ? details.revealed.length : 0;
  let numerator = BigInt(betAmount * HUNDREDTHS);
  let denominator = 1n;
  for (let i = 0; i < revealed; i += 1) {
    numerator *= BigInt(MINES_TILES - i);
    denominator *= BigInt(MINES_TILES - mines - i);
  }
  const fair = numerator / denominator; // hundredths, floored
  const weight = Number(fair) - payout * HUNDREDTHS;
  return weight > 0 ? weight : 0;
}

/** A blackjack hand's record keeps the stake at risk (doubled after a double down): the edge is on the stake dealt. */
function blackjackEdge(betAmount: number, details: Record<string, unknown>): number {
  const game = details.gameDetails as { wasDoubleDown?: unknown } | undefined;
  const dealt = game?.wasDoubleDown === true ? betAmount / 2 : betAmount;
  return Math.floor(dealt * HUNDREDTHS * BLACKJACK_BEST_PLAY_EDGE + 1e-9);
}

/**
 * A finished bet's edge-weighted wager in hundredths of FF (a whole number, never negative): the
 * stake × the game's edge, or for dice and mines the edge the bet paid in expectation, for
 * blackjack the best play's edge on the stake dealt. A game not
 * in the table (coinflip is player against player) weighs nothing.
 */
export function edgeWeighted(bet: WageredBet): number {
  const { game, betAmount, payout } = bet;
  if (!(betAmount > 0)) return 0;
  const fixed = FIXED_EDGES[game];
  if (fixed !== undefined) return Math.floor(betAmount * HUNDREDTHS * fixed + 1e-9);
  if (game === 'dice') return Math.max(0, diceEdge(betAmount, parse(bet.details)));
  if (game === 'mines') return minesEdge(betAmount, payout, parse(bet.details));
  if (game === 'blackjack') return blackjackEdge(betAmount, parse(bet.details));
  return 0;
}
