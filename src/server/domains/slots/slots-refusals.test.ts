import fc from 'fast-check';
import { SLOT_BET_STEPS, SLOT_FLOATS_PER_SPIN, settleSpin, slotsMaxMultiplier } from '../../../games/slots';
import { describeRefusalsRevealNothing, hostileStakes, poorPlayer } from '../../testing/refusal-kit';

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

describeRefusalsRevealNothing('spin', {
  url: '/api/games/slots',
  bets: spins,
  floatCount: () => SLOT_FLOATS_PER_SPIN,
  outcomes: OUTCOMES.map((wanted) => (floats: number[]) => wanted(settleSpin(1, floats).win)),
});
