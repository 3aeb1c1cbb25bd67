import fc from 'fast-check';
import { describe, it } from 'vitest';
import {
  DICE_FLOATS,
  DICE_PREDICTIONS,
  DICE_SIDES,
  diceMaxMultiplier,
  rollFromFloat,
} from '../../../games/dice';
import {
  type Answer,
  answerOf,
  expectNothingRevealed,
  expectUntouched,
  forceNextDraw,
  hostileStakes,
  poorPlayer,
  richAndPoor,
} from '../../testing/refusal-kit';
import { testDialects, useTestApp } from '../../testing/test-app';

// Issue 33: probing faces with a stake too large to be paid revealed the next roll. Each bet is sent
// once under every possible roll; a refusal must read the same under all six and cost nothing.

const bets = fc
  .tuple(fc.constantFrom(...DICE_PREDICTIONS), fc.integer({ min: 1, max: DICE_SIDES }))
  .chain(([prediction, targetNumber]) =>
    fc.record({
      prediction: fc.constant(prediction),
      targetNumber: fc.constant(targetNumber),
      betAmount: hostileStakes(diceMaxMultiplier(prediction, targetNumber)),
      poor: poorPlayer,
    }),
  );

describe.each(testDialects())('a refused dice bet reveals nothing on %s', (dialect) => {
  const t = useTestApp(dialect);

  it('answers a refused bet alike whatever the next roll, and takes no nonce or money', async () => {
    const [rich, poor] = await richAndPoor(t);
    await fc.assert(
      fc.asyncProperty(bets, async ({ poor: isPoor, ...body }) => {
        const user = isPoor ? poor : rich;
        const answers: Answer[] = [];
        for (let face = 1; face <= DICE_SIDES; face += 1) {
          const before = await forceNextDraw(
            t,
            user,
            DICE_FLOATS,
            ([float]) => rollFromFloat(float as number) === face,
          );
          const answer = answerOf(await t.call('POST', '/api/games/dice', user, body));
          answers.push(answer);
          await expectUntouched(t.database, user._id, before, answer);
        }
        expectNothingRevealed(body, answers);
      }),
      { numRuns: 20 },
    );
  });
});
