import { describe, expect, it } from 'vitest';
import { DICE_PREDICTIONS, DICE_SIDES, dicePayout } from './dice';
import { edgeWeighted, HOUSE_EDGES } from './house-edge';
import { MINES_TILES, minesMultiplier, minesWin } from './mines';

const dice = (betAmount: number, prediction: string, targetNumber: number, won: boolean) => ({
  game: 'dice',
  betAmount,
  payout: won ? dicePayout(betAmount, prediction as 'over', targetNumber) : 0,
  details: JSON.stringify({ prediction, targetNumber }),
});

describe('the edge-weighted wager', () => {
  it('is the stake × the edge for the games with a fixed edge, in whole hundredths of FF', () => {
    expect(edgeWeighted({ game: 'limbo', betAmount: 123, payout: 0, details: '{}' })).toBe(123);
    expect(edgeWeighted({ game: 'plinko', betAmount: 7, payout: 70, details: '{}' })).toBe(7);
    expect(edgeWeighted({ game: 'crash', betAmount: 1_000, payout: 0, details: '{}' })).toBe(1_000);
    // Slots: 1 − 0.98592… of the stake.
    expect(edgeWeighted({ game: 'slots', betAmount: 1_000, payout: 0, details: '{}' })).toBe(1_407);
    expect(edgeWeighted({ game: 'coinflip', betAmount: 1_000, payout: 0, details: '{}' })).toBe(0);
    expect(HOUSE_EDGES.map((edge) => edge.game).sort()).toEqual(
      ['blackjack', 'crash', 'dice', 'limbo', 'mines', 'plinko', 'slots'].sort(),
    );
  });

  it('weighs a dice roll by what the floor takes in expectation, won or lost alike', () => {
    for (const prediction of DICE_PREDICTIONS) {
      for (let target = 1; target <= DICE_SIDES; target += 1) {
        for (let stake = 1; stake <= 60; stake += 1) {
          const win = dicePayout(stake, prediction, target);
          const weight = edgeWeighted(dice(stake, prediction, target, true));
          expect(weight).toBe(edgeWeighted(dice(stake, prediction, target, false)));
          // Never above the edge paid: stake − P(win) × payout, with P = winning faces / 6.
          const chance = win > 0 ? winChance(prediction, target) : 0;
          const edge = stake - chance * win;
          expect(weight).toBeLessThanOrEqual(edge * 100 + 1e-9);
          expect(weight).toBeGreaterThan(edge * 100 - 1);
        }
      }
    }
    // An even 2× roll pays exactly: no edge, no weight. 1 FF at 1.2× is floored to 1 FF.
    expect(edgeWeighted(dice(10, 'over', 3, true))).toBe(0);
    expect(edgeWeighted(dice(1, 'over', 1, false))).toBe(16);
  });

  it('weighs mines rounds so that, whatever the plan, the weight in expectation is the edge paid', () => {
    for (const mines of [1, 3, 5, 10, 24]) {
      for (const stake of [1, 7, 100]) {
        for (let gems = 1; gems <= Math.min(8, MINES_TILES - mines); gems += 1) {
          // The plan: cash out after `gems` safe tiles. It survives with chance C(25−m, k) / C(25, k).
          let survive = 1;
          for (let i = 0; i < gems; i += 1) survive *= (MINES_TILES - mines - i) / (MINES_TILES - i);
          const payout = minesWin(stake, minesMultiplier(mines, gems));
          const won = {
            game: 'mines',
            betAmount: stake,
            payout,
            details: JSON.stringify({
              mineCount: mines,
              revealed: Array.from({ length: gems }, (_, i) => i),
              status: 'won',
            }),
          };
          const lost = {
            ...won,
            payout: 0,
            details: JSON.stringify({ mineCount: mines, revealed: [], status: 'lost' }),
          };
          const expected = survive * edgeWeighted(won) + (1 - survive) * edgeWeighted(lost);
          const edge = stake - survive * payout;
          expect(expected).toBeLessThanOrEqual(edge * 100 + 1e-6);
          expect(expected).toBeGreaterThan(edge * 100 - 1);
        }
      }
    }
  });

  it('weighs a blackjack hand on the stake dealt, a doubled one too', () => {
    const hand = (betAmount: number, doubled: boolean) => ({
      game: 'blackjack',
      betAmount,
      payout: 0,
      details: JSON.stringify({ result: 'lose', gameDetails: { wasDoubleDown: doubled } }),
    });
    expect(edgeWeighted(hand(1_000, false))).toBe(40);
    expect(edgeWeighted(hand(2_000, true))).toBe(40);
  });
});

function winChance(prediction: string, target: number): number {
  if (prediction === 'over') return (DICE_SIDES - target) / DICE_SIDES;
  if (prediction === 'under') return (target - 1) / DICE_SIDES;
  return 1 / DICE_SIDES;
}
