import { createHmac } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { newDeck, shuffleDeck } from './cards';
import { chiSquareSurvival, chiSquareTest, mergeSmallBins } from './chi-square-kit';
import { coinflipClientSeed, flipCoin } from './coinflip';
import { DICE_SIDES, rollFromFloat } from './dice';
import { fairFloats, type Hmac, uniformIndex } from './fair';
import { FLOAT_STEPS, limboResultHundredths, limboWinningFloats } from './limbo';
import { MINES_TILES, placeMines } from './mines';
import { plinkoPath } from './plinko';
import { drawSymbol, REELS, ROWS, SLOT_SYMBOLS, SYMBOL_WEIGHTS } from './slots';

// Each game's outcomes over 10^6 seeded bets (one server seed, nonces 0 … 999,999) against their
// exact distribution, by Pearson's chi-square test. The floats of a nonce feed every game, as each
// game reads its bet's stream from the start; a p-value under 0.001 fails.

const DRAWS = 1_000_000;
const FLOATS_PER_BET = 51; // the most any game reads: a blackjack shuffle
const MINE_COUNT = 3;
const PLINKO_ROWS = 16;
const P_FLOOR = 0.001;
/** Limbo's result bins, as lower edges in hundredths: [1.00, 1.01), [1.01, 1.50) … [1,000,000, ∞). */
const LIMBO_EDGES = [100, 101, 150, 200, 300, 500, 1000, 2000, 10_000, 100_000, 1_000_000, 100_000_000];

const nativeHmac: Hmac = (key, message) => createHmac('sha256', key).update(message).digest();
const seedOf = (nonce: number) => ({ serverSeed: 'chi-square server seed', clientSeed: 'chi-square', nonce });
const coinSeedOf = (session: number) => ({
  serverSeed: `chi-square coinflip ${session}`,
  clientSeed: coinflipClientSeed(1, 'bot'),
  nonce: 0,
});

const zeros = (n: number) => new Array<number>(n).fill(0);
const tally = {
  dice: zeros(DICE_SIDES),
  slots: zeros(REELS * ROWS * SLOT_SYMBOLS.length),
  mines: zeros(MINES_TILES),
  blackjack: zeros(52),
  coinflip: zeros(2),
  limbo: zeros(LIMBO_EDGES.length),
  plinko: zeros(PLINKO_ROWS + 1),
};
const symbolIndex = new Map(SLOT_SYMBOLS.map((symbol, i) => [symbol, i]));

function limboBin(hundredths: number): number {
  let bin = 0;
  while (bin + 1 < LIMBO_EDGES.length && hundredths >= (LIMBO_EDGES[bin + 1] as number)) bin += 1;
  return bin;
}

/** The probability that a limbo result reaches `hundredths`, counted over the 2^32 floats. */
function limboReaches(hundredths: number): number {
  return hundredths <= 100 ? 1 : limboWinningFloats(hundredths) / FLOAT_STEPS;
}

const DECK = newDeck();
const deckOrder = new Uint8Array(DECK.length);

/**
 * The position in the fresh deck of the first card a shuffle deals: shuffleDeck's Fisher-Yates on
 * indices, without building 52 cards a bet (checked against shuffleDeck below).
 */
function firstCardIndex(floats: readonly number[]): number {
  for (let i = 0; i < DECK.length; i += 1) deckOrder[i] = i;
  for (let i = DECK.length - 1; i > 0; i -= 1) {
    const j = uniformIndex(floats[DECK.length - 1 - i] as number, i + 1);
    const swap = deckOrder[i] as number;
    deckOrder[i] = deckOrder[j] as number;
    deckOrder[j] = swap;
  }
  return deckOrder[0] as number;
}

const add = (counts: number[], i: number) => {
  counts[i] = (counts[i] as number) + 1;
};

beforeAll(() => {
  const started = performance.now();
  for (let nonce = 0; nonce < DRAWS; nonce += 1) {
    const floats = fairFloats(seedOf(nonce), FLOATS_PER_BET, nativeHmac);
    const first = floats[0] as number;
    add(tally.dice, rollFromFloat(first) - 1);
    add(tally.limbo, limboBin(limboResultHundredths(first)));
    for (let cell = 0; cell < REELS * ROWS; cell += 1) {
      const symbol = drawSymbol(floats[cell] as number);
      add(tally.slots, cell * SLOT_SYMBOLS.length + (symbolIndex.get(symbol) as number));
    }
    for (const tile of placeMines(MINE_COUNT, floats)) add(tally.mines, tile);
    add(tally.blackjack, firstCardIndex(floats));
    let slot = 0;
    for (const step of plinkoPath(floats, PLINKO_ROWS)) slot += step;
    add(tally.plinko, slot);
    const [coin] = fairFloats(coinSeedOf(nonce), 1, nativeHmac);
    add(tally.coinflip, (coin as number) < 0.5 ? 0 : 1);
  }
  // Printed, not asserted: a shared machine's timings are not a test (STYLE.md, benchmarks).
  console.info(
    `chi-square: ${DRAWS} bets of every game drawn in ${Math.round(performance.now() - started)} ms`,
  );
}, 240_000);

function expectFits(name: string, observed: number[], expected: number[], scale = 1, constraints = 1) {
  const result = chiSquareTest(observed, expected, { scale, constraints });
  const total = observed.reduce((sum, n) => sum + n, 0);
  expect(total).toBe(Math.round(expected.reduce((sum, n) => sum + n, 0)));
  expect(result.pValue, `${name}: ${JSON.stringify(result)}`).toBeGreaterThan(P_FLOOR);
}

describe('chi-square survival function', () => {
  it.each([
    [3.841458820694124, 1, 0.05],
    [6.634896601021214, 1, 0.01],
    [18.307038053275146, 10, 0.05],
    [124.342113404, 100, 0.05],
    [10.827566170662733, 1, 0.001],
    [200, 150, 0.0039732],
  ])('P(X ≥ %d) with %i degrees of freedom is %d', (x, df, p) => {
    expect(chiSquareSurvival(x, df)).toBeCloseTo(p, 4);
  });

  it('is e^(−x/2) with two degrees of freedom, and merges bins expecting fewer than 5', () => {
    for (const x of [0.1, 1, 5, 20, 60]) expect(chiSquareSurvival(x, 2)).toBeCloseTo(Math.exp(-x / 2), 12);
    expect(mergeSmallBins([1, 2, 10, 3, 1], [1, 4.5, 10, 3, 1])).toEqual({
      observed: [3, 14],
      expected: [5.5, 14],
    });
  });
});

describe(`each game's outcomes over ${DRAWS.toLocaleString('en')} seeded bets`, () => {
  it('dice: each face, as often as the floats that give it', () => {
    // Face f comes from the k with floor(6k / 2^32) = f: ceil((f + 1) 2^32 / 6) − ceil(f 2^32 / 6) of them.
    const start = (face: number) => Math.ceil((face * FLOAT_STEPS) / DICE_SIDES);
    const expected = tally.dice.map((_, f) => (DRAWS * (start(f + 1) - start(f))) / FLOAT_STEPS);
    expectFits('dice', tally.dice, expected);
  });

  it('slots: each cell draws each symbol by its weight', () => {
    const total = SLOT_SYMBOLS.reduce((sum, symbol) => sum + SYMBOL_WEIGHTS[symbol], 0);
    const expected = tally.slots.map((_, i) => {
      const symbol = SLOT_SYMBOLS[i % SLOT_SYMBOLS.length] as (typeof SLOT_SYMBOLS)[number];
      return (DRAWS * SYMBOL_WEIGHTS[symbol]) / total;
    });
    // Fifteen cells, each its own multinomial: one constraint per cell.
    expectFits('slots', tally.slots, expected, 1, REELS * ROWS);
  });

  it(`mines: with ${MINE_COUNT} mines, each tile as often as any other`, () => {
    const p = MINE_COUNT / MINES_TILES;
    const expected = tally.mines.map(() => DRAWS * p);
    // Three distinct tiles a game are not a multinomial draw: Pearson's sum is (1 − p) 25/24 × χ²(24).
    expectFits('mines', tally.mines, expected, ((1 - p) * MINES_TILES) / (MINES_TILES - 1));
  });

  it('blackjack: the first card dealt is each of the 52 alike', () => {
    for (let nonce = 0; nonce < 2000; nonce += 1) {
      const floats = fairFloats(seedOf(nonce), FLOATS_PER_BET, nativeHmac);
      expect(shuffleDeck(floats)[0]).toEqual(DECK[firstCardIndex(floats)]);
    }
    expectFits(
      'blackjack',
      tally.blackjack,
      tally.blackjack.map(() => DRAWS / 52),
    );
  });

  it('coinflip: heads and tails alike, and the flip is the game’s', () => {
    for (let session = 0; session < 300; session += 1) {
      const [coin] = fairFloats(coinSeedOf(session), 1, nativeHmac);
      const side = flipCoin({ serverSeed: coinSeedOf(session).serverSeed, creatorId: 1, opponent: 'bot' });
      expect(side).toBe((coin as number) < 0.5 ? 'heads' : 'tails');
    }
    expectFits('coinflip', tally.coinflip, [DRAWS / 2, DRAWS / 2]);
  });

  it('limbo: results fall in each range as the closed form counts', () => {
    const expected = LIMBO_EDGES.map((edge, i) => {
      const next = LIMBO_EDGES[i + 1];
      return DRAWS * (limboReaches(edge) - (next === undefined ? 0 : limboReaches(next)));
    });
    expectFits('limbo', tally.limbo, expected);
  });

  it(`plinko: ${PLINKO_ROWS} rows land on slot k with probability C(16, k) / 2^16`, () => {
    const binomial = [1];
    for (let k = 1; k <= PLINKO_ROWS; k += 1) {
      binomial.push(((binomial[k - 1] as number) * (PLINKO_ROWS - k + 1)) / k);
    }
    expectFits(
      'plinko',
      tally.plinko,
      binomial.map((c) => (DRAWS * c) / 2 ** PLINKO_ROWS),
    );
  });
});
