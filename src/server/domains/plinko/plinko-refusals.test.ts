import fc from 'fast-check';
import {
  PLINKO_MAX_ROWS,
  PLINKO_MIN_ROWS,
  PLINKO_RISKS,
  plinkoMaxMultiplier,
  plinkoPath,
} from '../../../games/plinko';
import { describeRefusalsRevealNothing, probedBets } from '../../testing/refusal-kit';

// Issue 33 for plinko: each drop is sent landing in the middle, near an edge and on an edge; a refusal
// must read the same wherever the ball would land and cost nothing.
const bets = probedBets(
  fc.record({
    rows: fc.integer({ min: PLINKO_MIN_ROWS, max: PLINKO_MAX_ROWS }),
    risk: fc.constantFrom(...PLINKO_RISKS),
  }),
  ({ rows, risk }) => plinkoMaxMultiplier(rows, risk),
);
const rights = (floats: number[], rows: number) =>
  plinkoPath(floats, rows).reduce<number>((n, s) => n + s, 0);

describeRefusalsRevealNothing('plinko drop', {
  url: '/api/games/plinko',
  bets,
  floatCount: ({ rows }) => rows,
  outcomes: [
    (floats, { rows }) => Math.abs(2 * rights(floats, rows) - rows) <= 1,
    (floats, { rows }) => Math.abs(2 * rights(floats, rows) - rows) >= 4,
    // An edge at 16 rows is one drop in 32,768: the kit's seeds find it near the edge instead.
    (floats, { rows }) => Math.abs(2 * rights(floats, rows) - rows) >= Math.min(rows, 8),
  ],
});
