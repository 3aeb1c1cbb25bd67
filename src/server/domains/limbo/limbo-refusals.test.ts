import fc from 'fast-check';
import { LIMBO_FLOATS, limboResultHundredths, limboTargetHundredths } from '../../../games/limbo';
import { describeRefusalsRevealNothing, probedBets } from '../../testing/refusal-kit';

// Issue 33 for limbo: each bet is sent under a loss, a win at its target and a result far above it.
// Targets stay below 50 so that each outcome can be forced within the kit's 10,000 client seeds (a win
// at 1,000,000 is a one-in-a-million draw); hostile-input.test.ts sends the largest stakes at the top.
const targets = fc.oneof(
  fc.constantFrom(1.01, 2, 49.99),
  fc.integer({ min: 101, max: 4_999 }).map((hundredths) => hundredths / 100),
);
const bets = probedBets(fc.record({ target: targets }), ({ target }) => target);
const drawn = (floats: number[]) => limboResultHundredths(floats[0] as number);
const at = (target: number) => limboTargetHundredths(target);

describeRefusalsRevealNothing('limbo bet', {
  url: '/api/games/limbo',
  bets,
  floatCount: () => LIMBO_FLOATS,
  outcomes: [
    (floats, { target }) => drawn(floats) < at(target),
    (floats, { target }) => drawn(floats) >= at(target) && drawn(floats) < at(target) * 2,
    (floats, { target }) => drawn(floats) >= at(target) * 2,
  ],
});
