import { describe, expect, it } from 'vitest';
import {
  canWin,
  DICE_FLOATS,
  DICE_PREDICTIONS,
  type DicePrediction,
  diceMultiplier,
  dicePayout,
  isDicePrediction,
  isDiceTarget,
  rollFromFloat,
  rollWins,
  settleDice,
  winChance,
} from './dice';
import { fairFloats } from './fair';

// prediction, target, winning faces, multiplier, payout for bets 1, 3, 5, 7, 10
const ODDS: [DicePrediction, number, number, number, number[]][] = [
  ['over', 1, 5, 1.2, [1, 3, 6, 8, 12]],
  ['over', 2, 4, 1.5, [1, 4, 7, 10, 15]],
  ['over', 3, 3, 2, [2, 6, 10, 14, 20]],
  ['over', 4, 2, 3, [3, 9, 15, 21, 30]],
  ['over', 5, 1, 6, [6, 18, 30, 42, 60]],
  ['over', 6, 0, 0, [0, 0, 0, 0, 0]],
  ['under', 1, 0, 0, [0, 0, 0, 0, 0]],
  ['under', 2, 1, 6, [6, 18, 30, 42, 60]],
  ['under', 3, 2, 3, [3, 9, 15, 21, 30]],
  ['under', 4, 3, 2, [2, 6, 10, 14, 20]],
  ['under', 5, 4, 1.5, [1, 4, 7, 10, 15]],
  ['under', 6, 5, 1.2, [1, 3, 6, 8, 12]],
  ['exact', 1, 1, 6, [6, 18, 30, 42, 60]],
  ['exact', 2, 1, 6, [6, 18, 30, 42, 60]],
  ['exact', 3, 1, 6, [6, 18, 30, 42, 60]],
  ['exact', 4, 1, 6, [6, 18, 30, 42, 60]],
  ['exact', 5, 1, 6, [6, 18, 30, 42, 60]],
  ['exact', 6, 1, 6, [6, 18, 30, 42, 60]],
];
const BETS = [1, 3, 5, 7, 10];

describe('dice odds', () => {
  it('the table covers every prediction and target', () => {
    expect(DICE_PREDICTIONS).toEqual(['over', 'under', 'exact']);
    expect(ODDS).toHaveLength(DICE_PREDICTIONS.length * 6);
  });

  it.each(ODDS)('%s %i wins on %i faces at %d x', (prediction, target, faces, multiplier, payouts) => {
    expect(winChance(prediction, target)).toBe(faces / 6);
    expect(canWin(prediction, target)).toBe(faces > 0);
    expect(diceMultiplier(prediction, target)).toBe(multiplier);
    expect(BETS.map((bet) => dicePayout(bet, prediction, target))).toEqual(payouts);
  });

  it('winning faces are exactly the rolls that win', () => {
    for (const [prediction, target, faces] of ODDS) {
      const winners = [1, 2, 3, 4, 5, 6].filter((roll) => rollWins(prediction, target, roll));
      expect(winners).toHaveLength(faces);
    }
  });

  it('the multiplier repays the odds exactly before flooring', () => {
    for (const [prediction, target, faces] of ODDS) {
      if (faces > 0)
        expect(winChance(prediction, target) * diceMultiplier(prediction, target)).toBeCloseTo(1, 12);
    }
  });

  it('floors payouts to whole Fun Funds', () => {
    expect(dicePayout(10, 'over', 1)).toBe(12);
    expect(dicePayout(7, 'under', 3)).toBe(21);
    expect(dicePayout(5, 'over', 4)).toBe(15);
    expect(dicePayout(7, 'over', 1)).toBe(8);
    expect(dicePayout(5, 'under', 5)).toBe(7);
    expect(dicePayout(1000, 'over', 2)).toBe(1500);
    expect(dicePayout(999, 'over', 1)).toBe(1198);
  });

  it('over 6, under 1 and targets outside 1-6 cannot win', () => {
    for (const [prediction, target] of [
      ['over', 6],
      ['under', 1],
      ['exact', 0],
      ['exact', 7],
      ['under', 7],
      ['over', 2.5],
    ] as [DicePrediction, number][]) {
      expect(canWin(prediction, target)).toBe(false);
      expect(winChance(prediction, target)).toBe(0);
      expect(dicePayout(100, prediction, target)).toBe(0);
      expect(diceMultiplier(prediction, target)).toBe(0);
      for (let face = 0; face < 6; face += 1) {
        const result = settleDice(100, prediction, target, [(face + 0.5) / 6]);
        expect(result.won).toBe(false);
        expect(result.winAmount).toBe(0);
      }
    }
  });

  it('guards the inputs of a bet', () => {
    expect(DICE_PREDICTIONS.every(isDicePrediction)).toBe(true);
    expect([undefined, 'Over', 'exactly', 3].some(isDicePrediction)).toBe(false);
    expect([1, 2, 3, 4, 5, 6].every(isDiceTarget)).toBe(true);
    expect([0, 7, 2.5, '3', Number.NaN, null].some(isDiceTarget)).toBe(false);
  });
});

describe('dice rolls', () => {
  it.each([
    [0, 1],
    [0.1, 1],
    [1 / 6 - 1e-9, 1],
    [1 / 6, 2],
    [2 / 6 - 1e-9, 2],
    [2 / 6, 3],
    [0.5, 4],
    [4 / 6 - 1e-9, 4],
    [4 / 6, 5],
    [5 / 6 - 1e-9, 5],
    [5 / 6, 6],
    [0.999, 6],
    [1 - 2 ** -32, 6],
  ])('float %d rolls %i', (float, roll) => {
    expect(rollFromFloat(float)).toBe(roll);
  });

  it('every face is equally likely', () => {
    const counts = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 6000; i += 1) {
      const roll = rollFromFloat(i / 6000);
      counts[roll - 1] = (counts[roll - 1] as number) + 1;
    }
    expect(counts).toEqual([1000, 1000, 1000, 1000, 1000, 1000]);
  });

  it('takes one float of the fair stream (pinned: change only with a new fairness version)', () => {
    const floats = fairFloats(
      { serverSeed: 'server-seed-for-tests', clientSeed: 'my-client-seed', nonce: 7 },
      DICE_FLOATS,
    );
    expect(DICE_FLOATS).toBe(1);
    // The first float is 0.5207401458 (fair.test.ts), so the roll is 4.
    expect(settleDice(10, 'over', 3, floats)).toEqual({
      diceResult: 4,
      won: true,
      winAmount: 20,
      multiplier: 2,
      outcomeDescription: 'Rolled 4: over 3 wins',
    });
  });

  it('needs a float', () => {
    expect(() => settleDice(10, 'over', 3, [])).toThrow(RangeError);
  });
});

describe('settleDice', () => {
  const onFace = (roll: number) => [(roll - 0.5) / 6];

  it.each([
    [10, 'over', 3, 5, true, 20, 2, 'Rolled 5: over 3 wins'],
    [10, 'over', 3, 2, false, 0, 2, 'Rolled 2: over 3 loses'],
    [10, 'over', 3, 3, false, 0, 2, 'Rolled 3: over 3 loses'],
    [10, 'over', 1, 2, true, 12, 1.2, 'Rolled 2: over 1 wins'],
    [10, 'over', 1, 1, false, 0, 1.2, 'Rolled 1: over 1 loses'],
    [5, 'over', 4, 6, true, 15, 3, 'Rolled 6: over 4 wins'],
    [7, 'over', 5, 6, true, 42, 6, 'Rolled 6: over 5 wins'],
    [7, 'under', 3, 1, true, 21, 3, 'Rolled 1: under 3 wins'],
    [7, 'under', 3, 2, true, 21, 3, 'Rolled 2: under 3 wins'],
    [7, 'under', 3, 3, false, 0, 3, 'Rolled 3: under 3 loses'],
    [10, 'under', 6, 5, true, 12, 1.2, 'Rolled 5: under 6 wins'],
    [10, 'under', 6, 6, false, 0, 1.2, 'Rolled 6: under 6 loses'],
    [5, 'exact', 4, 4, true, 30, 6, 'Rolled 4: exactly 4 wins'],
    [5, 'exact', 4, 6, false, 0, 6, 'Rolled 6: exactly 4 loses'],
    [5, 'exact', 1, 1, true, 30, 6, 'Rolled 1: exactly 1 wins'],
    [10, 'over', 6, 6, false, 0, 0, 'Rolled 6: over 6 loses'],
    [10, 'under', 1, 1, false, 0, 0, 'Rolled 1: under 1 loses'],
  ] as [number, DicePrediction, number, number, boolean, number, number, string][])(
    'bet %i %s %i, roll %i',
    (bet, prediction, target, roll, won, winAmount, multiplier, outcomeDescription) => {
      expect(settleDice(bet, prediction, target, onFace(roll))).toEqual({
        diceResult: roll,
        won,
        winAmount,
        multiplier,
        outcomeDescription,
      });
    },
  );
});
