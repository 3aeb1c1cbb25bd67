import type { InstantGameRule } from './instant';
import { PLINKO_TABLES_HUNDREDTHS, type PlinkoRisk } from './plinko-tables';

export type { PlinkoRisk } from './plinko-tables';

// Plinko (DECISIONS.md section 10): a ball falls through `rows` rows of pegs; at each row one fair
// float sends it left (below 0.5) or right, and the slot it lands in is the number of rights. The
// slot's multiplier comes from the risk's table (plinko-tables.ts), whose return is exactly 99 %.

export const PLINKO_MIN_ROWS = 8;
export const PLINKO_MAX_ROWS = 16;
export const PLINKO_RISKS = ['low', 'medium', 'high'] as const satisfies readonly PlinkoRisk[];

/** 0 is a step to the left, 1 a step to the right. */
export type PlinkoStep = 0 | 1;

export interface PlinkoOptions {
  rows: number;
  risk: PlinkoRisk;
}

export interface PlinkoOutcome {
  /** One step per row, top row first. */
  path: PlinkoStep[];
  /** The number of steps to the right: 0 (left edge) to rows (right edge). */
  slot: number;
  /** The slot's multiplier, two decimals. */
  multiplier: number;
  /** What the player gets back, stake included: floor(bet × multiplier). */
  payout: number;
}

/** Which option a bet may not name; the contract words each one for the player. */
export type PlinkoOptionsProblem = 'rows' | 'risk';

export function isPlinkoRows(value: unknown): value is number {
  return (
    Number.isInteger(value) && (value as number) >= PLINKO_MIN_ROWS && (value as number) <= PLINKO_MAX_ROWS
  );
}

export function isPlinkoRisk(value: unknown): value is PlinkoRisk {
  return (PLINKO_RISKS as readonly unknown[]).includes(value);
}

/** What is wrong with a bet's options, or null when a bet may name them. */
export function plinkoOptionsProblem(options: { rows: unknown; risk: unknown }): PlinkoOptionsProblem | null {
  if (!isPlinkoRows(options.rows)) return 'rows';
  return isPlinkoRisk(options.risk) ? null : 'risk';
}

/** The table of `rows` × `risk` in whole hundredths, slot 0 first. */
export function plinkoTableHundredths(rows: number, risk: PlinkoRisk): readonly number[] {
  const table = isPlinkoRisk(risk) ? PLINKO_TABLES_HUNDREDTHS[risk][rows] : undefined;
  if (table === undefined) throw new RangeError(`no plinko table for ${rows} rows, ${risk} risk`);
  return table;
}

/** The multipliers of slots 0..rows (5.62, 2.1 …). */
export function plinkoMultipliers(rows: number, risk: PlinkoRisk): number[] {
  return plinkoTableHundredths(rows, risk).map((hundredths) => hundredths / 100);
}

/** The largest multiplier of a table: its edge slots. */
export function plinkoMaxMultiplier(rows: number, risk: PlinkoRisk): number {
  return (plinkoTableHundredths(rows, risk)[0] as number) / 100;
}

/** The ball's path from the first `rows` floats: left below 0.5, right from 0.5. */
export function plinkoPath(floats: readonly number[], rows: number): PlinkoStep[] {
  if (floats.length < rows)
    throw new RangeError(`a ${rows}-row drop needs ${rows} floats, got ${floats.length}`);
  const path: PlinkoStep[] = [];
  for (let row = 0; row < rows; row += 1) path.push((floats[row] as number) < 0.5 ? 0 : 1);
  return path;
}

/** floor(bet × hundredths / 100) in whole FF, exact: the product is a whole number below 2^53. */
export function plinkoPayout(bet: number, hundredths: number): number {
  const product = bet * hundredths;
  return (product - (product % 100)) / 100;
}

/** Settles one drop of `bet` from the first `rows` floats of its fair stream. */
export function settlePlinko(
  bet: number,
  rows: number,
  risk: PlinkoRisk,
  floats: readonly number[],
): PlinkoOutcome {
  const table = plinkoTableHundredths(rows, risk);
  const path = plinkoPath(floats, rows);
  let slot = 0;
  for (const step of path) slot += step;
  const hundredths = table[slot] as number;
  return { path, slot, multiplier: hundredths / 100, payout: plinkoPayout(bet, hundredths) };
}

/** "Plinko 16 rows high: slot 3, 0.4x, 4 FF back": the words a drop is recorded with. */
export function describePlinkoOutcome(rows: number, risk: PlinkoRisk, outcome: PlinkoOutcome): string {
  return `Plinko ${rows} rows ${risk}: slot ${outcome.slot}, ${outcome.multiplier}x, ${outcome.payout} FF back`;
}

export const plinkoRule: InstantGameRule<PlinkoOptions, PlinkoOutcome> = {
  game: 'plinko',
  floatCount: ({ rows }) => rows,
  maxMultiplier: ({ rows, risk }) => plinkoMaxMultiplier(rows, risk),
  decide(stake, { rows, risk }, floats) {
    const outcome = settlePlinko(stake, rows, risk, floats);
    return {
      payout: outcome.payout,
      // Below 1x a drop returns part of the stake: the ledger counts only a gain as a win.
      won: outcome.payout > stake,
      description: describePlinkoOutcome(rows, risk, outcome),
      details: { rows, risk, path: outcome.path, slot: outcome.slot, multiplier: outcome.multiplier },
      outcome,
    };
  },
  theoreticalRtp: 0.99,
};
