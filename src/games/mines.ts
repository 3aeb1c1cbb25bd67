import { shuffle } from './fair';

// Mines: a 5x5 grid hides `mineCount` mines, placed at the start from the fair floats (DECISIONS.md
// section 6). Each safe tile raises the multiplier; a mine loses the bet; cashing out pays
// floor(bet × multiplier).

export const MINES_TILES = 25;
export const MIN_MINES = 1;
export const MAX_MINES = 24;
export const MINE_PRESETS: readonly number[] = [1, 3, 5, 10];
/** Floats a Fisher-Yates shuffle of the 25 tiles consumes. */
export const MINES_FLOATS = MINES_TILES - 1;

export type MinesStatus = 'playing' | 'won' | 'lost';

export interface MinesState {
  status: MinesStatus;
  bet: number;
  mineCount: number;
  /** Mine tiles, sorted. Secret while the game is playing. */
  mines: number[];
  /** Safe tiles in reveal order. */
  revealed: number[];
  /** The multiplier earned so far (1 before the first safe tile; unchanged when a mine is hit). */
  multiplier: number;
  /** What the player gets back at the end, stake included: floor(bet × multiplier) when won, else 0. */
  winAmount: number;
}

export type MinesAction = { type: 'reveal'; tile: number } | { type: 'cashout' };

export type MinesResult = { state: MinesState } | { error: string };

export interface TileOdds {
  /** Chance that the next tile revealed is safe. */
  safeProbability: number;
  mineProbability: number;
  /** The multiplier after one more safe tile; null when every safe tile is already revealed. */
  nextMultiplier: number | null;
}

export const MINES_ERRORS = {
  mineCount: 'Mine count must be between 1 and 24',
  bet: 'Bet amount must be greater than 0',
  betWhole: 'Bet amount must be a whole number',
  tile: 'Tile must be a whole number from 0 to 24',
  alreadyRevealed: 'This tile is already revealed',
  notPlaying: 'No game in progress',
  cashoutTooEarly: 'Reveal at least one tile before cashing out',
} as const;

function isMineCount(mineCount: number): boolean {
  return Number.isInteger(mineCount) && mineCount >= MIN_MINES && mineCount <= MAX_MINES;
}

function checkMineCount(mineCount: number): void {
  if (!isMineCount(mineCount)) throw new RangeError(MINES_ERRORS.mineCount);
}

function checkSafeRevealed(mineCount: number, safeRevealed: number): void {
  if (!Number.isInteger(safeRevealed) || safeRevealed < 0 || safeRevealed > MINES_TILES - mineCount) {
    throw new RangeError(`safeRevealed must be a whole number from 0 to ${MINES_TILES - mineCount}`);
  }
}

/** The mine tiles: the first `mineCount` tiles of a Fisher-Yates shuffle of 0..24, sorted. */
export function placeMines(mineCount: number, floats: readonly number[]): number[] {
  checkMineCount(mineCount);
  const tiles = Array.from({ length: MINES_TILES }, (_, i) => i);
  return shuffle(tiles, floats)
    .slice(0, mineCount)
    .sort((a, b) => a - b);
}

/**
 * The product over i < k of (25 - i) / (25 - mines - i), floored to two decimals. The fraction is
 * kept exact in BigInt so that float error can never floor, say, 1.04 down to 1.03.
 */
export function minesMultiplier(mineCount: number, safeRevealed: number): number {
  checkMineCount(mineCount);
  checkSafeRevealed(mineCount, safeRevealed);
  let numerator = 1n;
  let denominator = 1n;
  for (let i = 0; i < safeRevealed; i += 1) {
    numerator *= BigInt(MINES_TILES - i);
    denominator *= BigInt(MINES_TILES - mineCount - i);
  }
  // A whole number of hundredths divided by 100 is the closest double to the two-decimal value.
  return Number((100n * numerator) / denominator) / 100;
}

/**
 * The largest multiplier a game with `mineCount` mines can reach: every safe tile revealed (the
 * multiplier only grows), which is C(25, mineCount), up to 5,200,300 for 12 or 13 mines.
 */
export function minesMaxMultiplier(mineCount: number): number {
  return minesMultiplier(mineCount, MINES_TILES - mineCount);
}

/** Odds for the next tile after `safeRevealed` safe tiles, computed from the remaining tiles. */
export function nextTileOdds(mineCount: number, safeRevealed: number): TileOdds {
  checkMineCount(mineCount);
  checkSafeRevealed(mineCount, safeRevealed);
  const hidden = MINES_TILES - safeRevealed;
  const safeLeft = hidden - mineCount;
  return {
    safeProbability: safeLeft / hidden,
    mineProbability: mineCount / hidden,
    nextMultiplier: safeLeft > 0 ? minesMultiplier(mineCount, safeRevealed + 1) : null,
  };
}

/** floor(bet × multiplier), worked in whole hundredths so that float error cannot lose a unit. */
export function minesWin(bet: number, multiplier: number): number {
  if (!Number.isInteger(bet) || bet < 0) throw new RangeError('bet must be a whole number of at least 0');
  const hundredths = Math.round(multiplier * 100);
  if (!Number.isFinite(multiplier) || hundredths < 0 || Math.abs(hundredths - multiplier * 100) > 1e-6) {
    throw new RangeError('multiplier must have at most two decimals');
  }
  return Number((BigInt(bet) * BigInt(hundredths)) / 100n);
}

/** A new game, mines placed from MINES_FLOATS fair floats. */
export function startMines(
  bet: number,
  mineCount: number,
  floats: readonly number[],
): MinesState | { error: string } {
  if (!isMineCount(mineCount)) return { error: MINES_ERRORS.mineCount };
  if (!(bet > 0)) return { error: MINES_ERRORS.bet };
  if (!Number.isInteger(bet)) return { error: MINES_ERRORS.betWhole };
  return {
    status: 'playing',
    bet,
    mineCount,
    mines: placeMines(mineCount, floats),
    revealed: [],
    multiplier: 1,
    winAmount: 0,
  };
}

function cashOut(state: MinesState): MinesState {
  return { ...state, status: 'won', winAmount: minesWin(state.bet, state.multiplier) };
}

export function reduceMines(state: MinesState, action: MinesAction): MinesResult {
  if (state.status !== 'playing') return { error: MINES_ERRORS.notPlaying };
  switch (action.type) {
    case 'reveal': {
      const { tile } = action;
      if (!Number.isInteger(tile) || tile < 0 || tile >= MINES_TILES) return { error: MINES_ERRORS.tile };
      if (state.revealed.includes(tile)) return { error: MINES_ERRORS.alreadyRevealed };
      if (state.mines.includes(tile)) return { state: { ...state, status: 'lost', winAmount: 0 } };
      const revealed = [...state.revealed, tile];
      const next: MinesState = {
        ...state,
        revealed,
        multiplier: minesMultiplier(state.mineCount, revealed.length),
      };
      // The last safe tile leaves nothing to risk, so the game cashes out by itself.
      return { state: revealed.length === MINES_TILES - state.mineCount ? cashOut(next) : next };
    }
    case 'cashout':
      if (state.revealed.length === 0) return { error: MINES_ERRORS.cashoutTooEarly };
      return { state: cashOut(state) };
  }
}

/** The state as a player may see it: the mines stay hidden while the game is playing. */
export function minesPublicView(state: MinesState): MinesState {
  return state.status === 'playing' ? { ...state, mines: [] } : state;
}
