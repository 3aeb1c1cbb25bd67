import type { EquippedItems, ShopItem } from './shop';
import { EQUIP_SLOTS } from './shop-texts';

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
 * A bet as the watchers hear it when placed: [betId, userId, username, profilePicture, betAmount,
 * autoCashout, looks]. `looks`, only when the player wears something, is the id of the item worn in
 * each of EQUIP_SLOTS (0 for none), each item given once in its message's `items`. A list, not an
 * object: a round's thousand bets go to every watcher, and the keys and the worn items written out in
 * full were most of their bytes.
 */
export type CrashBetEntry = [
  betId: number,
  userId: number,
  username: string,
  profilePicture: string | null,
  betAmount: number,
  autoCashout: number | null,
  looks?: number[],
];
/**
 * Bets that joined a round (betting phase), sent together: at most one message per CRASH_BATCH_MS
 * and instance, however many players bet. `items`: what any of them wears, each item once.
 */
export interface CrashBetsPlaced {
  roundId: number;
  bets: CrashBetEntry[];
  items: ShopItem[];
}

/** Bets just placed (open: nothing cashed out or paid yet) as the watchers hear them. */
export function betsPlaced(roundId: number, views: readonly CrashBetView[]): CrashBetsPlaced {
  const items = new Map<number, ShopItem>();
  const bets = views.map((view): CrashBetEntry => {
    const entry: CrashBetEntry = [
      view.betId,
      view.userId,
      view.username,
      view.profilePicture,
      view.betAmount,
      view.autoCashout,
    ];
    const worn = EQUIP_SLOTS.map((slot) => view.cosmetics[slot]);
    if (worn.some((item) => item !== null)) {
      for (const item of worn) if (item) items.set(item._id, item);
      entry.push(worn.map((item) => item?._id ?? 0));
    }
    return entry;
  });
  return { roundId, bets, items: [...items.values()] };
}

/** Two messages of a round's bets as one: every bet of both, each worn item once. */
export function mergeBetsPlaced(waiting: CrashBetsPlaced, next: CrashBetsPlaced): CrashBetsPlaced {
  const ids = new Set(waiting.items.map((item) => item._id));
  return {
    roundId: waiting.roundId,
    bets: [...waiting.bets, ...next.bets],
    items: [...waiting.items, ...next.items.filter((item) => !ids.has(item._id))],
  };
}

/** The bets a message of bets placed carries, as the round's list shows them. */
export function betViewsOf({ bets, items }: CrashBetsPlaced): CrashBetView[] {
  const byId = new Map(items.map((item) => [item._id, item]));
  return bets.map(([betId, userId, username, profilePicture, betAmount, autoCashout, looks]) => {
    const cosmetics = Object.fromEntries(
      EQUIP_SLOTS.map((slot, i) => [slot, byId.get(looks?.[i] ?? 0) ?? null]),
    ) as EquippedItems;
    return {
      betId,
      userId,
      username,
      profilePicture,
      cosmetics,
      betAmount,
      autoCashout,
      cashedOutAt: null,
      payout: null,
    };
  });
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
