import { describe, expect, it } from 'vitest';
import { fairFloats } from './fair';
import {
  drawReels,
  evaluateLine,
  evaluateSpin,
  PAYLINES,
  PAYTABLE,
  payFactor,
  REELS,
  type Reels,
  ROWS,
  SLOT_BET_STEPS,
  SLOT_FLOATS_PER_SPIN,
  SLOT_SYMBOLS,
  type SlotSymbol,
  SYMBOL_WEIGHTS,
  settleSpin,
} from './slots';

/** Symbols written left to right, e.g. 'rum ten ten J Q'. */
function symbols(text: string): SlotSymbol[] {
  return text.split(' ').map((name) => {
    const symbol = SLOT_SYMBOLS.find((candidate) => candidate === name);
    if (symbol === undefined) throw new Error(`unknown symbol ${name}`);
    return symbol;
  });
}

/** A grid written as its top, middle and bottom rows, turned into reels[reel][row]. */
function fromRows(top: string, middle: string, bottom: string): Reels {
  const rows = [top, middle, bottom].map(symbols);
  return Array.from({ length: REELS }, (_, reel) => rows.map((row) => row[reel] as SlotSymbol));
}

// No line of this grid pays: its first three reels hold nine different symbols and no rum.
const NO_WIN = ['ten K skull ten K', 'J A treasure J A', 'Q parrot captain Q parrot'] as const;

const TOTAL_WEIGHT = SLOT_SYMBOLS.reduce((sum, symbol) => sum + SYMBOL_WEIGHTS[symbol], 0);

/** A float that draws `symbol`: the middle of its share of [0, 1). */
function floatFor(symbol: SlotSymbol): number {
  const before = SLOT_SYMBOLS.slice(0, SLOT_SYMBOLS.indexOf(symbol)).reduce(
    (sum, s) => sum + SYMBOL_WEIGHTS[s],
    0,
  );
  return (before + SYMBOL_WEIGHTS[symbol] / 2) / TOTAL_WEIGHT;
}

/**
 * The win of one line as evaluateLine reports it: the run starts on the first reel, `rows` gives its
 * row on each reel it covers (e.g. '012'), `types` the symbols standing there.
 */
function lineWin(lineId: number, symbol: SlotSymbol, rows: string, types: string, winAmount: number) {
  return {
    lineId,
    symbol,
    matchCount: rows.length,
    positions: [...rows].map((row, reel) => ({ reel, row: Number(row) })),
    types: symbols(types),
    winAmount,
  };
}

// SPEC.md section 9 and DECISIONS.md section 6: symbol, weight, and the pay for 3, 4 and 5 in a row.
const SPEC_SYMBOLS: [SlotSymbol, number, number, number, number][] = [
  ['rum', 1, 1, 20, 200],
  ['ten', 6, 1, 5, 20],
  ['J', 6, 1, 5, 20],
  ['Q', 6, 1, 5, 20],
  ['K', 4, 1, 8, 30],
  ['A', 4, 1, 8, 30],
  ['parrot', 3, 6, 20, 150],
  ['skull', 2, 6, 20, 150],
  ['treasure', 1, 8, 80, 400],
  ['captain', 1, 20, 200, 1000],
];
// Each payline as its row on reels 1 to 5 (0 top, 1 middle, 2 bottom).
const SPEC_PAYLINES = ['11111', '00000', '22222', '01210', '21012', '00122', '22100', '12221', '10001'];

describe('slot constants', () => {
  it('follow SPEC.md section 9 and DECISIONS.md section 6', () => {
    expect(SLOT_SYMBOLS).toEqual(SPEC_SYMBOLS.map(([symbol]) => symbol));
    expect(SLOT_SYMBOLS.map((symbol) => SYMBOL_WEIGHTS[symbol])).toEqual(
      SPEC_SYMBOLS.map(([, weight]) => weight),
    );
    expect(
      SLOT_SYMBOLS.map((symbol) => [PAYTABLE[symbol][3], PAYTABLE[symbol][4], PAYTABLE[symbol][5]]),
    ).toEqual(SPEC_SYMBOLS.map(([, , ...pays]) => pays));
    expect(PAYLINES.map((rows) => rows.join(''))).toEqual(SPEC_PAYLINES);
    expect([REELS, ROWS, SLOT_FLOATS_PER_SPIN]).toEqual([5, 3, 15]);
    expect(SLOT_BET_STEPS).toEqual([10, 20, 50, 100, 200, 500, 1000]);
  });

  it('pay nothing below three matches', () => {
    expect(payFactor('captain', 2)).toBe(0);
    expect(payFactor('rum', 0)).toBe(0);
    expect(payFactor('captain', 3)).toBe(20);
  });
});

describe('drawing the reels', () => {
  it('draws each symbol with its weight', () => {
    const counts = new Map<SlotSymbol, number>();
    for (let i = 0; i < TOTAL_WEIGHT * 100; i += 1) {
      const symbol = drawReels(Array(SLOT_FLOATS_PER_SPIN).fill((i + 0.5) / (TOTAL_WEIGHT * 100)))[0]?.[0];
      if (symbol !== undefined) counts.set(symbol, (counts.get(symbol) ?? 0) + 1);
    }
    expect(SLOT_SYMBOLS.map((symbol) => counts.get(symbol))).toEqual(
      SLOT_SYMBOLS.map((symbol) => SYMBOL_WEIGHTS[symbol] * 100),
    );
  });

  it('uses the floats reel by reel, top row first', () => {
    const floats = Array(SLOT_FLOATS_PER_SPIN).fill(floatFor('Q'));
    floats[1] = floatFor('captain');
    floats[3] = floatFor('rum');
    floats[14] = floatFor('treasure');
    expect(drawReels(floats)).toEqual([
      ['Q', 'captain', 'Q'],
      ['rum', 'Q', 'Q'],
      ['Q', 'Q', 'Q'],
      ['Q', 'Q', 'Q'],
      ['Q', 'Q', 'treasure'],
    ]);
  });

  it('turns a written grid back into the same floats', () => {
    const reels = fromRows('rum ten J Q K', 'A parrot skull treasure captain', 'captain rum K J ten');
    expect(drawReels(reels.flatMap((reel) => reel.map(floatFor)))).toEqual(reels);
  });

  it('needs 15 floats', () => {
    expect(() => drawReels(Array(14).fill(0.5))).toThrow(RangeError);
  });
});

describe('one payline', () => {
  // cells of line 1 (the middle row), then the win as [symbol, matchCount, factor] or null
  it.each([
    ['ten ten ten J Q', ['ten', 3, 1]],
    ['ten ten ten ten ten', ['ten', 5, 20]],
    ['K K K K J', ['K', 4, 8]],
    ['parrot parrot parrot ten ten', ['parrot', 3, 6]],
    ['treasure treasure treasure treasure J', ['treasure', 4, 80]],
    ['captain captain captain captain captain', ['captain', 5, 1000]],
    // rum in the middle of a run
    ['ten rum ten J J', ['ten', 3, 1]],
    ['ten rum rum ten ten', ['ten', 5, 20]],
    ['A A A A rum', ['A', 5, 30]],
    ['skull skull skull rum K', ['skull', 4, 20]],
    // rum leading into a symbol
    ['rum ten ten J Q', ['ten', 3, 1]],
    ['rum rum K K A', ['K', 4, 8]],
    ['rum K rum K rum', ['K', 5, 30]],
    ['rum rum J Q Q', ['J', 3, 1]],
    // three or more leading rums: the rum row against the symbol row
    ['rum rum rum rum rum', ['rum', 5, 200]],
    ['rum rum rum captain captain', ['captain', 5, 1000]],
    ['rum rum rum ten J', ['ten', 4, 5]],
    ['rum rum rum treasure J', ['treasure', 4, 80]],
    ['rum rum rum rum treasure', ['treasure', 5, 400]],
    // rum 4 pays 20 like ten 5: the longer run is reported
    ['rum rum rum rum ten', ['ten', 5, 20]],
    // runs of two, runs broken by another symbol, runs not starting at the leftmost reel
    ['ten ten J ten ten', null],
    ['captain captain skull captain captain', null],
    ['rum ten J J J', null],
    ['J ten ten ten ten', null],
    ['rum rum skull ten ten', ['skull', 3, 6]],
    ['ten rum J J J', null],
  ] as [string, [SlotSymbol, number, number] | null][])('%s pays %j', (line, expected) => {
    const reels = fromRows(NO_WIN[0], line, NO_WIN[2]);
    const win = evaluateLine(reels, 0, 10);
    if (expected === null) {
      expect(win).toBeNull();
      return;
    }
    const [symbol, matchCount, factor] = expected;
    const run = line.split(' ').slice(0, matchCount).join(' ');
    expect(win).toEqual(lineWin(1, symbol, '1'.repeat(matchCount), run, factor * 10));
  });

  it('follows its rows across the reels', () => {
    const reels = fromRows('K J ten A Q', 'ten rum J A A', 'J Q K ten ten');
    // line 4 is [0, 1, 2, 1, 0]: K rum K A Q
    expect(evaluateLine(reels, 3, 50)).toEqual(lineWin(4, 'K', '012', 'K rum K', 50));
  });

  it('refuses a line or a grid that does not exist', () => {
    const reels = fromRows(...NO_WIN);
    expect(() => evaluateLine(reels, 9, 10)).toThrow(RangeError);
    expect(() => evaluateLine(reels.slice(0, 4), 0, 10)).toThrow(RangeError);
  });
});

describe('a whole spin', () => {
  it('pays nothing when no line wins', () => {
    expect(evaluateSpin(fromRows(...NO_WIN), 10)).toEqual({ win: 0, winResults: [] });
  });

  it('pays every winning line, overlapping or not, and sums them', () => {
    const reels = fromRows('captain captain captain skull skull', 'rum J K Q ten', 'parrot parrot A A A');
    const { win, winResults } = evaluateSpin(reels, 20);
    expect(winResults).toEqual([
      lineWin(2, 'captain', '000', 'captain captain captain', 400),
      lineWin(9, 'captain', '100', 'rum captain captain', 400),
    ]);
    expect(win).toBe(800);
  });

  it('can pay all nine lines at once', () => {
    const reels = fromRows('ten ten ten J Q', 'ten ten ten ten K', 'ten ten ten A rum');
    const { win, winResults } = evaluateSpin(reels, 10);
    expect(winResults.map((line) => [line.lineId, line.symbol, line.matchCount, line.winAmount])).toEqual([
      [1, 'ten', 4, 50],
      [2, 'ten', 3, 10],
      [3, 'ten', 3, 10],
      [4, 'ten', 4, 50],
      [5, 'ten', 5, 200],
      [6, 'ten', 3, 10],
      [7, 'ten', 3, 10],
      [8, 'ten', 3, 10],
      [9, 'ten', 3, 10],
    ]);
    expect(win).toBe(360);
  });

  it('settles from the floats: all rum, all captain', () => {
    const rum = settleSpin(10, Array(SLOT_FLOATS_PER_SPIN).fill(0));
    expect(rum.reels).toEqual(Array(REELS).fill(['rum', 'rum', 'rum']));
    expect(rum.win).toBe(9 * 200 * 10);
    expect(rum.winResults.every((line) => line.symbol === 'rum' && line.matchCount === 5)).toBe(true);
    const captain = settleSpin(1000, Array(SLOT_FLOATS_PER_SPIN).fill(1 - 2 ** -32));
    expect(captain.win).toBe(9 * 1000 * 1000);
  });

  it('is pinned to the fair stream (change only with a new fairness version)', () => {
    const floats = fairFloats(
      { serverSeed: 'server-seed-for-tests', clientSeed: 'my-client-seed', nonce: 4 },
      SLOT_FLOATS_PER_SPIN,
    );
    expect(settleSpin(10, floats)).toEqual({
      reels: [
        ['K', 'ten', 'J'],
        ['ten', 'rum', 'ten'],
        ['skull', 'K', 'ten'],
        ['A', 'parrot', 'J'],
        ['skull', 'skull', 'K'],
      ],
      win: 10,
      winResults: [lineWin(8, 'ten', '122', 'ten ten ten', 10)],
    });
  });
});
