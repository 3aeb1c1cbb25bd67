import type { EquippedItems } from './shop';

// The crash contract's texts and plain types, without the validator, so the web app can load them.
// One live round for everyone: a betting phase, then the multiplier rises from 1.00x until the round's
// crash point (fixed in advance by the published hash chain, src/games/crash-chain.ts), then a short
// pause with the result.

/** betting: bets are taken until `startsAt`; running: the multiplier rises; crashed: the result shows. */
export const CRASH_PHASES = ['betting', 'running', 'crashed'] as const;
export type CrashPhase = (typeof CRASH_PHASES)[number];

/** How long bets are taken before a round starts. */
export const CRASH_BETTING_MS = 6000;
/** How long the crash point shows before the next betting phase. */
export const CRASH_PAUSE_MS = 3000;
/** Ticks a second, at most: one broadcast per tick per instance; the page draws the curve in between. */
export const CRASH_TICKS_PER_SECOND = 10;
/**
 * Bets and cash-outs wait this long at most on an instance to go out together (a little longer than
 * a tick's interval, so that on the driving instance the next tick takes the cash-outs first).
 */
export const CRASH_BATCH_MS = 150;
/** How many finished rounds GET /api/games/crash lists, newest first. */
export const CRASH_HISTORY_LENGTH = 20;

export const crashMessages = {
  notBetting: 'Bets are closed until the next round',
  alreadyBet: 'You already have a bet in this round',
  noBet: 'You have no bet in this round',
  notRunning: 'The round is not running',
  alreadyCashedOut: 'You already cashed out',
  crashed: 'Too late: the round crashed',
  autoCashoutBelowMin: 'Auto cash-out must be at least 1.01',
  autoCashoutAboveMax: 'Auto cash-out must be at most 1,000,000',
  autoCashoutDecimals: 'Auto cash-out can have at most two decimals',
  autoCashoutNotANumber: 'Auto cash-out must be a number',
  roundNotFound: 'Round not found',
  roundNotFinished: 'This round has not finished yet',
  betFailed: 'Failed to place the bet. Please try again.',
  cashoutFailed: 'Failed to cash out. Please try again.',
} as const;

/** A player's bet in the round, as everyone watching sees it. */
export interface CrashBetView {
  betId: number;
  userId: number;
  username: string;
  profilePicture: string | null;
  cosmetics: EquippedItems;
  betAmount: number;
  /** The multiplier the bet cashes out at by itself, or null. */
  autoCashout: number | null;
  /** The multiplier it was cashed out at, or null while open (and when lost). */
  cashedOutAt: number | null;
  /** What it paid: null while open, 0 when lost at the crash. */
  payout: number | null;
}

/** A finished round in the history chips. */
export interface CrashHistoryItem {
  id: number;
  crashPoint: number;
  /** The round hash, revealed when the round ended. */
  hash: string;
}

/** The round as anyone (a guest too) sees it now. */
export interface CrashRoundView {
  id: number;
  phase: CrashPhase;
  /** ISO 8601: when betting ends and the multiplier starts (phase 'betting'). */
  startsAt?: string;
  /** ISO 8601: when the multiplier started (phases 'running' and 'crashed'). */
  startedAt?: string;
  /** The multiplier now (running) or the crash point (crashed). */
  multiplier?: number;
  /** Once crashed: the round hash and the crash point, revealed. */
  hash?: string;
  crashPoint?: number;
  bets: CrashBetView[];
}

/** The published end of the chain: the last hash and the salt every crash point is drawn with. */
export interface CrashChainInfo {
  terminalHash: string;
  salt: string;
}

// Socket events (socket-events.ts), to every socket (guests too) of every instance:
/** A new round opened for bets. */
export type CrashRoundOpened = CrashRoundView;
/** The round started: the multiplier is 1.00x at `startedAt`. */
export interface CrashRoundStarted {
  id: number;
  startedAt: string;
}
/** One bet cashed out (by its player or automatically). */
export interface CrashCashout {
  betId: number;
  userId: number;
  cashedOutAt: number;
  payout: number;
}
/**
 * A cash-out as the watchers hear it: [betId, userId, cashedOutAt, payout]. A list, not an object: a
 * round's cash-outs go to every watcher (hundreds a second to thousands of sockets, riding on the
 * ticks), and the keys were two thirds of their bytes.
 */
export type CrashCashoutEntry = [betId: number, userId: number, cashedOutAt: number, payout: number];
export const cashoutEntry = (cashout: CrashCashout): CrashCashoutEntry => [
  cashout.betId,
  cashout.userId,
  cashout.cashedOutAt,
  cashout.payout,
];
export const cashoutOfEntry = ([betId, userId, cashedOutAt, payout]: CrashCashoutEntry): CrashCashout => ({
  betId,
  userId,
  cashedOutAt,
  payout,
});
/**
 * At most CRASH_TICKS_PER_SECOND a second while running: the multiplier at the server's `elapsedMs`,
 * with the cash-outs the driving instance settled or took since its previous message, if any (one
 * message a tick for everyone: the cash-outs ride on it rather than costing each watcher another).
 */
export interface CrashTick {
  id: number;
  elapsedMs: number;
  multiplier: number;
  cashouts?: CrashCashoutEntry[];
}
/**
 * Bets that joined a round (betting phase), sent together: at most one message per CRASH_BATCH_MS
 * and instance, however many players bet.
 */
export interface CrashBetsPlaced {
  roundId: number;
  bets: CrashBetView[];
}
/**
 * Cash-outs of a round that no tick carried (those taken by an instance that does not drive the
 * round, or just before its crash), sent together: at most one message per CRASH_BATCH_MS and instance.
 */
export interface CrashCashedOut {
  roundId: number;
  cashouts: CrashCashoutEntry[];
}
/** The round crashed: its point and hash revealed, every open bet lost. */
export interface CrashRoundCrashed {
  id: number;
  crashPoint: number;
  hash: string;
  elapsedMs: number;
}

/** How many wins the Social Hub's wins feed shows. */
export const CRASH_WINS_LENGTH = 20;
/** A winning cash-out (payout above the bet), as the Social Hub's wins feed shows it. */
export type CrashWin = CrashBetView & { roundId: number };
/** At each crash, to every signed-in socket: the round's winning cash-outs, the biggest payout first. */
export interface CrashWins {
  roundId: number;
  wins: CrashWin[];
}
