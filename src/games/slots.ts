import { weightedIndex } from './fair';
import type { InstantGameRule } from './instant';

// Pirate Treasures: 5 reels by 3 rows, 9 paylines, rum is wild (SPEC.md section 9, DECISIONS.md
// section 6). Every cell is drawn on its own from the fair stream, so one line's symbols are
// independent and the return to player can be computed exactly (see slots.test.ts).

export const SLOT_SYMBOLS = [
  'rum',
  'ten',
  'J',
  'Q',
  'K',
  'A',
  'parrot',
  'skull',
  'treasure',
  'captain',
] as const;
export type SlotSymbol = (typeof SLOT_SYMBOLS)[number];

export const WILD = 'rum' satisfies SlotSymbol;

export const SYMBOL_WEIGHTS: Readonly<Record<SlotSymbol, number>> = {
  rum: 1,
  ten: 6,
  J: 6,
  Q: 6,
  K: 4,
  A: 4,
  parrot: 3,
  skull: 2,
  treasure: 1,
  captain: 1,
};

export type MatchCount = 3 | 4 | 5;

/** Win factors for 3, 4 and 5 matches, multiplied by the bet. */
export const PAYTABLE: Readonly<Record<SlotSymbol, Readonly<Record<MatchCount, number>>>> = {
  rum: { 3: 1, 4: 20, 5: 200 },
  ten: { 3: 1, 4: 5, 5: 20 },
  J: { 3: 1, 4: 5, 5: 20 },
  Q: { 3: 1, 4: 5, 5: 20 },
  K: { 3: 1, 4: 8, 5: 30 },
  A: { 3: 1, 4: 8, 5: 30 },
  parrot: { 3: 6, 4: 20, 5: 150 },
  skull: { 3: 6, 4: 20, 5: 150 },
  treasure: { 3: 8, 4: 80, 5: 400 },
  captain: { 3: 20, 4: 200, 5: 1000 },
};

export const REELS = 5;
export const ROWS = 3;
export const MIN_MATCH = 3;
export const SLOT_FLOATS_PER_SPIN = REELS * ROWS;
export const SLOT_BET_STEPS: readonly number[] = [10, 20, 50, 100, 200, 500, 1000];

/** The 9 paylines as the row on each reel; a line's id is its index + 1. */
export const PAYLINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 2, 2, 2, 1],
  [1, 0, 0, 0, 1],
];

/** `reels[reel][row]`, row 0 on top. */
export type Reels = SlotSymbol[][];

// Fifteen captains pay the best five-match on every line at once, so no spin pays more than this.
const LARGEST_SPIN_FACTOR =
  PAYLINES.length * Math.max(...SLOT_SYMBOLS.map((symbol) => PAYTABLE[symbol][REELS as MatchCount]));

/** The largest total of all lines one spin can pay, as a multiple of the bet (9 × 1000). */
export function slotsMaxMultiplier(): number {
  return LARGEST_SPIN_FACTOR;
}

export interface CellPosition {
  reel: number;
  row: number;
}

export interface LineWin {
  lineId: number;
  symbol: SlotSymbol;
  matchCount: number;
  /** The matching cells: the first `matchCount` cells of the line. */
  positions: CellPosition[];
  types: SlotSymbol[];
  winAmount: number;
}

export interface LineMatch {
  symbol: SlotSymbol;
  matchCount: number;
  /** Multiple of the bet the line pays. */
  factor: number;
}

export interface SpinResult {
  win: number;
  winResults: LineWin[];
}

export interface SpinSettlement extends SpinResult {
  reels: Reels;
}

const WEIGHT_LIST: readonly number[] = SLOT_SYMBOLS.map((symbol) => SYMBOL_WEIGHTS[symbol]);

/** The factor for `count` matches from the left; 0 below three. */
export function payFactor(symbol: SlotSymbol, count: number): number {
  return count >= MIN_MATCH ? PAYTABLE[symbol][Math.min(count, REELS) as MatchCount] : 0;
}

/**
 * What one line's symbols (leftmost first) pay. The line's symbol is its first non-rum symbol; its
 * run counts that symbol or rum from the leftmost reel. Three or more leading rums also pay rum's row,
 * and the line pays the larger of the two (on a tie, the longer symbol run is reported).
 */
export function matchLine(cells: readonly SlotSymbol[]): LineMatch | null {
  let leadingWilds = 0;
  while (leadingWilds < cells.length && cells[leadingWilds] === WILD) leadingWilds += 1;
  const symbol = cells[leadingWilds] ?? WILD;
  let count = leadingWilds;
  while (count < cells.length && (cells[count] === symbol || cells[count] === WILD)) count += 1;

  const symbolFactor = payFactor(symbol, count);
  const wildFactor = payFactor(WILD, leadingWilds);
  if (wildFactor > symbolFactor) return { symbol: WILD, matchCount: leadingWilds, factor: wildFactor };
  if (symbolFactor > 0) return { symbol, matchCount: count, factor: symbolFactor };
  return null;
}

export function drawSymbol(float: number): SlotSymbol {
  return SLOT_SYMBOLS[weightedIndex(float, WEIGHT_LIST)] as SlotSymbol;
}

/** Draws the 15 cells from 15 floats: reel 0 rows 0, 1, 2, then reel 1, and so on. */
export function drawReels(floats: readonly number[]): Reels {
  if (floats.length < SLOT_FLOATS_PER_SPIN) {
    throw new RangeError(`a spin needs ${SLOT_FLOATS_PER_SPIN} floats, got ${floats.length}`);
  }
  // Plain loops: Array.from with a length costs more than the draw on the bet path.
  const reels: SlotSymbol[][] = [];
  for (let reel = 0; reel < REELS; reel += 1) {
    const column: SlotSymbol[] = [];
    for (let row = 0; row < ROWS; row += 1) column.push(drawSymbol(floats[reel * ROWS + row] as number));
    reels.push(column);
  }
  return reels;
}

function symbolAt(reels: Reels, reel: number, row: number): SlotSymbol {
  const symbol = reels[reel]?.[row];
  if (symbol === undefined) throw new RangeError(`no cell at reel ${reel}, row ${row}`);
  return symbol;
}

/** The win of payline `lineIndex` (0-8) for a spin of `bet`, or null when it does not pay. */
export function evaluateLine(reels: Reels, lineIndex: number, bet: number): LineWin | null {
  const line = PAYLINES[lineIndex];
  if (line === undefined) throw new RangeError(`no payline at index ${lineIndex}`);
  const cells = line.map((row, reel) => symbolAt(reels, reel, row));
  const match = matchLine(cells);
  if (match === null) return null;
  return {
    lineId: lineIndex + 1,
    symbol: match.symbol,
    matchCount: match.matchCount,
    positions: line.slice(0, match.matchCount).map((row, reel) => ({ reel, row })),
    types: cells.slice(0, match.matchCount),
    winAmount: match.factor * bet,
  };
}

/** Every paying line of a spin, in line order, and their total. */
export function evaluateSpin(reels: Reels, bet: number): SpinResult {
  const winResults: LineWin[] = [];
  for (let lineIndex = 0; lineIndex < PAYLINES.length; lineIndex += 1) {
    const lineWin = evaluateLine(reels, lineIndex, bet);
    if (lineWin !== null) winResults.push(lineWin);
  }
  return { win: winResults.reduce((sum, lineWin) => sum + lineWin.winAmount, 0), winResults };
}

/** Settles one spin of `bet` from the first 15 floats of its fair stream. */
export function settleSpin(bet: number, floats: readonly number[]): SpinSettlement {
  const reels = drawReels(floats);
  const { win, winResults } = evaluateSpin(reels, bet);
  return { reels, win, winResults };
}

/**
 * The exact return of a spin: each of the 9 lines returns 4,977,314 / 45,435,424 of the bet, counted
 * over every weighted combination of its 5 cells (slots-rtp.test.ts enumerates them).
 */
export const SLOTS_THEORETICAL_RTP = (PAYLINES.length * 4_977_314) / 45_435_424;

/** Slots as an instant game: 15 floats, every payline evaluated. */
export const slotsRule: InstantGameRule<Record<string, never>, SpinSettlement> = {
  game: 'slots',
  theoreticalRtp: SLOTS_THEORETICAL_RTP,
  floatCount: () => SLOT_FLOATS_PER_SPIN,
  maxMultiplier: () => slotsMaxMultiplier(),
  decide(stake, _options, floats) {
    const spin = settleSpin(stake, floats);
    const lines = spin.winResults
      .map((line) => `line ${line.lineId}: ${line.matchCount} ${line.symbol}`)
      .join(', ');
    return {
      payout: spin.win,
      won: spin.win > 0,
      description: spin.win > 0 ? `Slots win of ${spin.win} FF (${lines})` : 'Slots spin, no winning line',
      details: { reels: spin.reels, winResults: spin.winResults },
      outcome: spin,
    };
  },
};
