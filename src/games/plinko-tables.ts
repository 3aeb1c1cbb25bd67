// The plinko payout tables (DECISIONS.md section 10): for each risk and each number of rows n, the
// multiplier of slots 0..n in whole hundredths. Each table is symmetric, smallest in the middle and
// largest at the edges, and returns exactly 99 %: the sum over k of C(n, k) × table[k] is 99 × 2^n
// (plinko.test.ts checks it in BigInt). They follow the shape players know from other casinos; the
// few values that are not round (5.62, 2.98 …) are where the sum was made exact.

export type PlinkoRisk = 'low' | 'medium' | 'high';

/**
 * The left half of each table, slots 0 to ⌊n/2⌋ (the middle included), one line a number of rows n
 * and one column a risk. The right half mirrors it: slot k pays as slot n − k.
 */
// biome-ignore format: a table, one number of rows a line and one risk a column
const LEFT_HALVES: Readonly<Record<number, readonly [low: number[], medium: number[], high: number[]]>> = {
  //    low                                           medium                                           high
  8:  [[562, 210, 110, 100, 50],                      [1300, 298, 131, 70, 40],                        [2900, 399, 150, 30, 20]],
  9:  [[564, 200, 160, 100, 70],                      [1800, 400, 169, 90, 50],                        [4302, 698, 200, 60, 20]],
  10: [[888, 300, 140, 110, 100, 50],                 [2203, 500, 201, 140, 60, 40],                   [7598, 997, 300, 90, 30, 20]],
  11: [[836, 300, 190, 130, 100, 70],                 [2398, 598, 300, 180, 70, 50],                   [12001, 1400, 517, 140, 40, 20]],
  12: [[1000, 298, 161, 140, 110, 100, 50],           [3298, 1102, 400, 200, 110, 60, 30],             [17026, 2400, 806, 200, 70, 20, 20]],
  13: [[814, 400, 300, 190, 120, 90, 70],             [4298, 1302, 600, 300, 130, 70, 40],             [26034, 3700, 1095, 400, 100, 20, 20]],
  14: [[708, 400, 190, 140, 130, 110, 100, 50],       [5806, 1503, 700, 400, 190, 100, 50, 20],        [41996, 5600, 1802, 500, 190, 30, 20, 20]],
  15: [[1501, 799, 300, 200, 150, 110, 100, 70],      [8796, 1802, 1100, 500, 300, 130, 50, 30],       [62021, 8300, 2700, 799, 300, 50, 20, 20]],
  16: [[1594, 903, 200, 140, 140, 120, 110, 100, 50], [11014, 4123, 1000, 500, 300, 150, 100, 50, 30], [100000, 12972, 2595, 900, 401, 200, 20, 20, 20]],
};

/** The whole table of `rows` rows from its left half. */
function mirrored(leftHalf: readonly number[], rows: number): number[] {
  if (leftHalf.length !== Math.floor(rows / 2) + 1) throw new Error(`plinko: the half table of ${rows} rows`);
  return Array.from({ length: rows + 1 }, (_, slot) => leftHalf[Math.min(slot, rows - slot)] as number);
}

/** The tables of the risk in `column` (0 low, 1 medium, 2 high), by number of rows. */
function riskTables(column: 0 | 1 | 2): Readonly<Record<number, readonly number[]>> {
  return Object.fromEntries(
    Object.entries(LEFT_HALVES).map(([rows, halves]) => [rows, mirrored(halves[column], Number(rows))]),
  );
}

export const PLINKO_TABLES_HUNDREDTHS: Readonly<
  Record<PlinkoRisk, Readonly<Record<number, readonly number[]>>>
> = { low: riskTables(0), medium: riskTables(1), high: riskTables(2) };
