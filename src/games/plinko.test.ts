import { describe, expect, it } from 'vitest';
import {
  isPlinkoRisk,
  isPlinkoRows,
  PLINKO_MAX_ROWS,
  PLINKO_MIN_ROWS,
  PLINKO_RISKS,
  type PlinkoRisk,
  plinkoMaxMultiplier,
  plinkoMultipliers,
  plinkoOptionsProblem,
  plinkoPath,
  plinkoPayout,
  plinkoRule,
  plinkoTableHundredths,
  settlePlinko,
} from './plinko';

const ROWS = Array.from({ length: PLINKO_MAX_ROWS - PLINKO_MIN_ROWS + 1 }, (_, i) => PLINKO_MIN_ROWS + i);
const TABLES = ROWS.flatMap((rows) => PLINKO_RISKS.map((risk) => ({ rows, risk })));

function binomial(n: number, k: number): bigint {
  let result = 1n;
  for (let i = 0; i < k; i += 1) result = (result * BigInt(n - i)) / BigInt(i + 1);
  return result;
}

/** The floats that drop the ball along the bits of `pathBits`, top row as the lowest bit. */
function floatsOf(pathBits: number, rows: number): number[] {
  return Array.from({ length: rows }, (_, row) => ((pathBits >> row) & 1 ? 0.75 : 0.25));
}

describe('plinko tables', () => {
  it('has one table for each of the 27 rows × risk', () => {
    expect(TABLES).toHaveLength(27);
  });

  it.each(TABLES)(
    '$rows rows, $risk risk: returns exactly 99 % (sum of C(n, k) × M_k = 99 × 2^n)',
    ({ rows, risk }) => {
      const table = plinkoTableHundredths(rows, risk);
      expect(table).toHaveLength(rows + 1);
      expect(table.every((m) => Number.isInteger(m) && m > 0)).toBe(true);
      const returned = table.reduce((sum, m, k) => sum + binomial(rows, k) * BigInt(m), 0n);
      // As a fraction: returned / (100 × 2^n) = 99 / 100, with nothing rounded.
      expect(returned).toBe(99n * 2n ** BigInt(rows));
    },
  );

  it.each(TABLES)(
    '$rows rows, $risk risk: symmetric, smallest in the middle, rising to the edges',
    ({ rows, risk }) => {
      const table = plinkoTableHundredths(rows, risk);
      expect([...table].reverse()).toEqual(table);
      const middle = Math.floor(rows / 2);
      for (let k = 0; k < middle; k += 1) expect(table[k]).toBeGreaterThanOrEqual(table[k + 1] as number);
      expect(table[middle]).toBe(Math.min(...table));
      expect(table[0]).toBeGreaterThan(table[1] as number);
      expect(plinkoMaxMultiplier(rows, risk)).toBe(Math.max(...table) / 100);
    },
  );

  it('rises with risk at the edges and shows the tables players expect', () => {
    for (const rows of ROWS) {
      const edges = PLINKO_RISKS.map((risk) => plinkoMaxMultiplier(rows, risk));
      expect(edges[0]).toBeLessThan(edges[1] as number);
      expect(edges[1]).toBeLessThan(edges[2] as number);
    }
    expect(plinkoMultipliers(8, 'low')).toEqual([5.62, 2.1, 1.1, 1, 0.5, 1, 1.1, 2.1, 5.62]);
    expect(plinkoMaxMultiplier(16, 'high')).toBe(1000);
    expect(plinkoMultipliers(16, 'high')[8]).toBe(0.2);
  });

  it('has no table for rows or a risk outside the game', () => {
    expect(() => plinkoMultipliers(7, 'low')).toThrow(RangeError);
    expect(() => plinkoMultipliers(17, 'high')).toThrow(RangeError);
    expect(() => plinkoMultipliers(8, 'wild' as PlinkoRisk)).toThrow(RangeError);
  });
});

describe('plinko drops', () => {
  it('goes left below 0.5 and right from 0.5, one float per row', () => {
    expect(plinkoPath([0, 0.4999999997671694, 0.5, 0.9999999997671694, 0.25, 0.75, 0.1, 0.9], 8)).toEqual([
      0, 0, 1, 1, 0, 1, 0, 1,
    ]);
    expect(plinkoPath([0.6, 0.6, 0.6, 0.6, 0.6, 0.6, 0.6, 0.6, 0.1], 8)).toEqual([1, 1, 1, 1, 1, 1, 1, 1]);
    expect(() => plinkoPath([0.5, 0.5], 8)).toThrow(RangeError);
  });

  it.each(ROWS)('%i rows: every one of the 2^n paths lands on its count of rights, binomially', (rows) => {
    const counts = new Array<number>(rows + 1).fill(0);
    for (let bits = 0; bits < 2 ** rows; bits += 1) {
      const { slot, path } = settlePlinko(1, rows, 'medium', floatsOf(bits, rows));
      if (slot !== path.filter((step) => step === 1).length) throw new Error(`slot ${slot} for ${path}`);
      counts[slot] = (counts[slot] as number) + 1;
    }
    expect(counts.map(BigInt)).toEqual(Array.from({ length: rows + 1 }, (_, k) => binomial(rows, k)));
  });

  it('pays floor(bet × multiplier), exact up to the largest stake the engine lets through', () => {
    for (const { rows, risk } of TABLES) {
      const largest = Math.floor((1e12 * 100 + 99) / Math.round(plinkoMaxMultiplier(rows, risk) * 100));
      for (const m of plinkoTableHundredths(rows, risk)) {
        const bets = [1, 3, 10, 99, 12_345, largest - 1, largest];
        const wrong = bets.filter((bet) => BigInt(plinkoPayout(bet, m)) !== (BigInt(bet) * BigInt(m)) / 100n);
        expect(wrong).toEqual([]);
      }
    }
    expect(plinkoPayout(10, 20)).toBe(2);
    expect(plinkoPayout(7, 562)).toBe(39);
  });
});

describe('plinko rule', () => {
  it('draws one float per row and states the edge as its largest multiplier', () => {
    expect(plinkoRule.game).toBe('plinko');
    expect(plinkoRule.theoreticalRtp).toBe(0.99);
    for (const { rows, risk } of TABLES) {
      expect(plinkoRule.floatCount({ rows, risk })).toBe(rows);
      expect(plinkoRule.maxMultiplier({ rows, risk })).toBe(plinkoMaxMultiplier(rows, risk));
    }
  });

  it('decides a drop: payout, ledger type, words and details', () => {
    // Three rights out of sixteen: slot 3, 9x on high risk.
    const floats = [0.9, 0.9, 0.9, ...new Array<number>(13).fill(0.1)];
    const win = plinkoRule.decide(10, { rows: 16, risk: 'high' }, floats);
    expect(win).toEqual({
      payout: 90,
      won: true,
      description: 'Plinko 16 rows high: slot 3, 9x, 90 FF back',
      details: { rows: 16, risk: 'high', path: win.outcome.path, slot: 3, multiplier: 9 },
      outcome: { path: [1, 1, 1, ...new Array<number>(13).fill(0)], slot: 3, multiplier: 9, payout: 90 },
    });
    const back = plinkoRule.decide(10, { rows: 8, risk: 'low' }, [0.9, 0.9, 0.9, 0.9, 0.1, 0.1, 0.1, 0.1]);
    expect(back.description).toBe('Plinko 8 rows low: slot 4, 0.5x, 5 FF back');
    expect(back.won).toBe(false);
    expect(back.payout).toBe(5);
    // Exactly the stake back is not a win for the ledger.
    const even = plinkoRule.decide(10, { rows: 8, risk: 'low' }, [0.9, 0.9, 0.9, 0.1, 0.1, 0.1, 0.1, 0.1]);
    expect(even.outcome.multiplier).toBe(1);
    expect(even.won).toBe(false);
  });

  it('checks options as the route does', () => {
    expect(isPlinkoRows(8)).toBe(true);
    expect(isPlinkoRows(16)).toBe(true);
    for (const rows of [7, 17, 8.5, '8', null, Number.NaN]) expect(isPlinkoRows(rows)).toBe(false);
    expect(PLINKO_RISKS.every(isPlinkoRisk)).toBe(true);
    expect(isPlinkoRisk('extreme')).toBe(false);
    expect(plinkoOptionsProblem({ rows: 12, risk: 'medium' })).toBeNull();
    expect(plinkoOptionsProblem({ rows: 20, risk: 'medium' })).toBe('rows');
    expect(plinkoOptionsProblem({ rows: 12, risk: 'LOW' })).toBe('risk');
  });
});
