import fc from 'fast-check';
import { describe, it } from 'vitest';
import { SLOT_BET_STEPS, SLOT_FLOATS_PER_SPIN, settleSpin, slotsMaxMultiplier } from '../../../games/slots';
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

// Issue 33 for slots: each spin is sent under a losing spin, a small win and a large one; a refusal
// must read the same under all of them and cost nothing.

/** What the spin's lines pay per unit of bet: none, a little, a lot. */
const OUTCOMES: ((factor: number) => boolean)[] = [
  (factor) => factor === 0,
  (factor) => factor > 0 && factor < 5,
  (factor) => factor >= 20,
];

const spins = fc.record({
  betAmount: fc.oneof(hostileStakes(slotsMaxMultiplier()), fc.constantFrom(...SLOT_BET_STEPS)),
  poor: poorPlayer,
});

describe.each(testDialects())('a refused spin reveals nothing on %s', (dialect) => {
  const t = useTestApp(dialect);

  it('answers a refused spin alike whatever the reels, and takes no nonce or money', async () => {
    const [rich, poor] = await richAndPoor(t);
    await fc.assert(
      fc.asyncProperty(spins, async ({ poor: isPoor, betAmount }) => {
        const user = isPoor ? poor : rich;
        const answers: Answer[] = [];
        for (const wanted of OUTCOMES) {
          const before = await forceNextDraw(t, user, SLOT_FLOATS_PER_SPIN, (floats) =>
            wanted(settleSpin(1, floats).win),
          );
          const answer = answerOf(await t.call('POST', '/api/games/slots', user, { betAmount }));
          answers.push(answer);
          await expectUntouched(t.database, user._id, before, answer);
        }
        expectNothingRevealed({ betAmount }, answers);
      }),
      { numRuns: 20 },
    );
  });
});
