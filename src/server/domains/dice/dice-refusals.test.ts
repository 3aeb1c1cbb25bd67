import fc from 'fast-check';
import {
  DICE_FLOATS,
  DICE_PREDICTIONS,
  DICE_SIDES,
  diceMaxMultiplier,
  rollFromFloat,
} from '../../../games/dice';
import { describeRefusalsRevealNothing, probedBets } from '../../testing/refusal-kit';

// Issue 33: probing faces with a stake too large to be paid revealed the next roll. Each bet is sent
// once under every possible roll; a refusal must read the same under all six and cost nothing.

const bets = probedBets(
  fc.record({
    prediction: fc.constantFrom(...DICE_PREDICTIONS),
    targetNumber: fc.integer({ min: 1, max: DICE_SIDES }),
  }),
  ({ prediction, targetNumber }) => diceMaxMultiplier(prediction, targetNumber),
);

describeRefusalsRevealNothing('dice bet', {
  url: '/api/games/dice',
  bets,
  floatCount: () => DICE_FLOATS,
  outcomes: Array.from(
    { length: DICE_SIDES },
    (_, face) => (floats: number[]) => rollFromFloat(floats[0] as number) === face + 1,
  ),
});
