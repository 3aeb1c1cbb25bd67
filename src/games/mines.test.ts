import { describe, expect, it } from 'vitest';
import { fairFloats } from './fair';
import {
  MAX_MINES,
  MIN_MINES,
  MINE_PRESETS,
  MINES_FLOATS,
  MINES_TILES,
  type MinesAction,
  type MinesState,
  minesMultiplier,
  minesPublicView,
  minesWin,
  nextTileOdds,
  placeMines,
  reduceMines,
  startMines,
} from './mines';

/** Independent check: C(25, k) / C(25 - mines, k), the same product, floored to hundredths. */
function binomial(n: number, k: number): bigint {
  let result = 1n;
  for (let i = 0; i < k; i += 1) result = (result * BigInt(n - i)) / BigInt(i + 1);
  return result;
}
function expectedMultiplier(mines: number, k: number): number {
  const hundredths = (100n * binomial(25, k)) / binomial(25 - mines, k);
  return Number(hundredths) / 100;
}

const ZEROS = Array<number>(MINES_FLOATS).fill(0);
const HIGH = Array<number>(MINES_FLOATS).fill(0.999);

function playing(mines: number[], bet = 100): MinesState {
  return {
    status: 'playing',
    bet,
    mineCount: mines.length,
    mines,
    revealed: [],
    multiplier: 1,
    winAmount: 0,
  };
}

function play(state: MinesState, ...actions: MinesAction[]): MinesState {
  let current = state;
  for (const action of actions) {
    const result = reduceMines(current, action);
    if ('error' in result) throw new Error(result.error);
    current = result.state;
  }
  return current;
}

function errorOf(state: MinesState, action: MinesAction): string | undefined {
  const result = reduceMines(state, action);
  return 'error' in result ? result.error : undefined;
}

describe('constants', () => {
  it('match SPEC.md section 9', () => {
    expect([MINES_TILES, MIN_MINES, MAX_MINES, MINES_FLOATS]).toEqual([25, 1, 24, 24]);
    expect(MINE_PRESETS).toEqual([1, 3, 5, 10]);
  });
});

describe('minesMultiplier', () => {
  it.each([
    [1, 0, 1],
    [1, 1, 1.04], // 25/24 = 1.0416…
    [1, 2, 1.08], // 25/23 = 1.0869…
    [1, 24, 25],
    [3, 1, 1.13], // 25/22 = 1.1363…
    [3, 2, 1.29], // 25·24/(22·21) = 1.2987…
    [5, 1, 1.25], // 25/20 exactly
    [5, 5, 3.42], // 25·24·23·22·21/(20·19·18·17·16) = 3.4268…
    [10, 3, 5.05], // 25·24·23/(15·14·13) = 5.0549…
    [10, 1, 1.66], // 25/15 = 1.666…
    [20, 2, 30], // 25·24/(5·4) exactly
    [24, 1, 25],
  ])('%i mines after %i safe tiles is %f', (mines, k, expected) => {
    expect(minesMultiplier(mines, k)).toBe(expected);
    expect(minesMultiplier(mines, k)).toBe(expectedMultiplier(mines, k));
  });

  it('agrees with the exact fraction for every mine count and every k', () => {
    for (let mines = MIN_MINES; mines <= MAX_MINES; mines += 1) {
      for (let k = 0; k <= MINES_TILES - mines; k += 1) {
        expect(minesMultiplier(mines, k), `${mines} mines, k=${k}`).toBe(expectedMultiplier(mines, k));
      }
    }
  });

  it('ends at C(25, mines) when every safe tile is revealed', () => {
    expect(minesMultiplier(12, 13)).toBe(5_200_300);
    expect(minesMultiplier(13, 12)).toBe(5_200_300);
  });

  it('refuses impossible inputs', () => {
    expect(() => minesMultiplier(0, 1)).toThrow(RangeError);
    expect(() => minesMultiplier(25, 0)).toThrow(RangeError);
    expect(() => minesMultiplier(3, 23)).toThrow(RangeError);
    expect(() => minesMultiplier(3, -1)).toThrow(RangeError);
    expect(() => minesMultiplier(3, 1.5)).toThrow(RangeError);
  });
});

describe('nextTileOdds', () => {
  it.each([
    [1, 0, 24 / 25, 1.04],
    [3, 0, 22 / 25, 1.13],
    [5, 4, 16 / 21, 3.42],
    [24, 0, 1 / 25, 25],
  ])('%i mines after %i safe tiles', (mines, k, safe, next) => {
    const odds = nextTileOdds(mines, k);
    expect(odds.safeProbability).toBeCloseTo(safe, 12);
    expect(odds.mineProbability).toBeCloseTo(1 - safe, 12);
    expect(odds.nextMultiplier).toBe(next);
  });

  it('has no next tile once every safe tile is revealed', () => {
    expect(nextTileOdds(24, 1)).toEqual({ safeProbability: 0, mineProbability: 1, nextMultiplier: null });
  });
});

describe('minesWin', () => {
  it.each([
    [100, 1.04, 104],
    [10, 1.13, 11],
    [7, 1.29, 9], // 9.03
    [1, 1.04, 1],
    [3, 1.66, 4], // 4.98
    [100, 1.15, 115], // 100 × 1.15 is 114.99999999999999 in floats
    [1000, 1.1, 1100],
    [0, 25, 0],
    [999_999, 5_200_300, 5_200_294_799_700],
  ])('floor(%i × %f) = %i', (bet, multiplier, win) => {
    expect(minesWin(bet, multiplier)).toBe(win);
  });

  it('refuses fractional bets and multipliers with more than two decimals', () => {
    expect(() => minesWin(1.5, 1.04)).toThrow(RangeError);
    expect(() => minesWin(10, 1.041)).toThrow(RangeError);
  });
});

describe('placeMines', () => {
  it('is decided by the floats', () => {
    // All-zero floats rotate the tiles left by one: 1, 2, …, 24, 0.
    expect(placeMines(3, ZEROS)).toEqual([1, 2, 3]);
    expect(placeMines(24, ZEROS)).toEqual(Array.from({ length: 24 }, (_, i) => i + 1));
    // Floats near 1 swap every tile with itself.
    expect(placeMines(5, HIGH)).toEqual([0, 1, 2, 3, 4]);
  });

  it('gives mineCount distinct sorted tiles 0-24 for many seeds', () => {
    const seen = new Set<number>();
    for (let nonce = 0; nonce < 200; nonce += 1) {
      const floats = fairFloats({ serverSeed: 'mines-seed', clientSeed: 'client', nonce }, MINES_FLOATS);
      const mineCount = (nonce % MAX_MINES) + 1;
      const mines = placeMines(mineCount, floats);
      expect(mines).toHaveLength(mineCount);
      expect(new Set(mines).size).toBe(mineCount);
      expect(mines).toEqual([...mines].sort((a, b) => a - b));
      for (const tile of mines) {
        expect(Number.isInteger(tile) && tile >= 0 && tile < MINES_TILES).toBe(true);
        seen.add(tile);
      }
      expect(placeMines(mineCount, floats)).toEqual(mines);
    }
    expect(seen.size).toBe(MINES_TILES);
  });

  it('needs 24 floats and a valid mine count', () => {
    expect(() => placeMines(3, ZEROS.slice(0, 23))).toThrow(RangeError);
    expect(() => placeMines(0, ZEROS)).toThrow(RangeError);
  });
});

describe('startMines', () => {
  it('starts a game with the mines placed by the floats', () => {
    expect(startMines(50, 3, ZEROS)).toEqual({
      status: 'playing',
      bet: 50,
      mineCount: 3,
      mines: [1, 2, 3],
      revealed: [],
      multiplier: 1,
      winAmount: 0,
    });
  });

  it.each([
    [10, 0, 'Mine count must be between 1 and 24'],
    [10, 25, 'Mine count must be between 1 and 24'],
    [10, 2.5, 'Mine count must be between 1 and 24'],
    [10, Number.NaN, 'Mine count must be between 1 and 24'],
    [0, 3, 'Bet amount must be greater than 0'],
    [-5, 3, 'Bet amount must be greater than 0'],
    [Number.NaN, 3, 'Bet amount must be greater than 0'],
    [2.5, 3, 'Bet amount must be a whole number'],
  ])('bet %f with %f mines is refused', (bet, mines, error) => {
    expect(startMines(bet, mines, ZEROS)).toEqual({ error });
  });
});

describe('reduceMines', () => {
  const mines = [0, 1, 2];

  it('a safe tile stays playing and raises the multiplier', () => {
    const state = play(playing(mines), { type: 'reveal', tile: 10 });
    expect(state).toMatchObject({ status: 'playing', revealed: [10], multiplier: 1.13, winAmount: 0 });
    const next = play(state, { type: 'reveal', tile: 24 });
    expect(next).toMatchObject({ status: 'playing', revealed: [10, 24], multiplier: 1.29 });
  });

  it('a mine loses the bet', () => {
    const state = play(playing(mines), { type: 'reveal', tile: 10 }, { type: 'reveal', tile: 2 });
    expect(state).toMatchObject({ status: 'lost', revealed: [10], multiplier: 1.13, winAmount: 0 });
  });

  it('a mine on the first tile loses too', () => {
    expect(play(playing(mines), { type: 'reveal', tile: 0 })).toMatchObject({ status: 'lost', winAmount: 0 });
  });

  it('cash out pays floor(bet × multiplier)', () => {
    const state = play(playing(mines, 7), { type: 'reveal', tile: 5 }, { type: 'reveal', tile: 6 });
    expect(play(state, { type: 'cashout' })).toMatchObject({ status: 'won', multiplier: 1.29, winAmount: 9 });
  });

  it('cash out after one tile with one mine', () => {
    const state = play(playing([12], 100), { type: 'reveal', tile: 0 }, { type: 'cashout' });
    expect(state).toMatchObject({ status: 'won', multiplier: 1.04, winAmount: 104 });
  });

  it('the last safe tile cashes out by itself', () => {
    const all = Array.from({ length: 24 }, (_, i) => i);
    const state = play(playing(all, 10), { type: 'reveal', tile: 24 });
    expect(state).toMatchObject({ status: 'won', revealed: [24], multiplier: 25, winAmount: 250 });

    const many = Array.from({ length: 20 }, (_, i) => i + 5);
    let game = playing(many, 3);
    for (const tile of [0, 1, 2, 3]) game = play(game, { type: 'reveal', tile });
    expect(game.status).toBe('playing');
    game = play(game, { type: 'reveal', tile: 4 });
    // C(25, 5) = 53130 after all five safe tiles.
    expect(game).toMatchObject({ status: 'won', multiplier: 53_130, winAmount: 159_390 });
  });

  it.each([-1, 25, 1.5, Number.NaN, Number.POSITIVE_INFINITY])('tile %f is refused', (tile) => {
    expect(errorOf(playing(mines), { type: 'reveal', tile })).toBe(
      'Tile must be a whole number from 0 to 24',
    );
  });

  it('a revealed tile cannot be revealed again', () => {
    const state = play(playing(mines), { type: 'reveal', tile: 7 });
    expect(errorOf(state, { type: 'reveal', tile: 7 })).toBe('This tile is already revealed');
  });

  it('cash out needs a safe tile first', () => {
    expect(errorOf(playing(mines), { type: 'cashout' })).toBe('Reveal at least one tile before cashing out');
  });

  it('nothing happens after the game has ended', () => {
    const lost = play(playing(mines), { type: 'reveal', tile: 1 });
    const won = play(playing(mines), { type: 'reveal', tile: 5 }, { type: 'cashout' });
    for (const ended of [lost, won]) {
      expect(errorOf(ended, { type: 'reveal', tile: 9 })).toBe('No game in progress');
      expect(errorOf(ended, { type: 'cashout' })).toBe('No game in progress');
    }
  });

  it('never changes the state it is given', () => {
    const state = playing(mines);
    const copy = structuredClone(state);
    play(state, { type: 'reveal', tile: 9 });
    play(state, { type: 'reveal', tile: 0 });
    expect(state).toEqual(copy);
  });
});

describe('minesPublicView', () => {
  it('hides the mines only while playing', () => {
    const state = play(playing([3, 4]), { type: 'reveal', tile: 9 });
    expect(minesPublicView(state).mines).toEqual([]);
    expect(minesPublicView(play(state, { type: 'reveal', tile: 3 })).mines).toEqual([3, 4]);
  });
});
