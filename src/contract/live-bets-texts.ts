// The live bets feed's and the public bet page's words, limits and plain types, without the
// validator, so the web app can load them.

/** The live table's tabs: every bet, the high rollers' and the lucky wins. */
export const LIVE_BET_TABS = ['all', 'high', 'lucky'] as const;
export type LiveBetTab = (typeof LIVE_BET_TABS)[number];

/** A bet of at least this many FF is a high roller's (the 'high' tab). The one place this is set. */
export const HIGH_ROLLER_MIN_BET = 1_000;
/** A bet that paid at least this multiple of its stake is a lucky win (the 'lucky' tab). */
export const LUCKY_MIN_MULTIPLIER = 10;
/** How many bets a tab shows (and `GET /api/bets/live` answers). */
export const LIVE_BETS_LIMIT = 50;
/** How often each instance pushes the new bets it read to its watching sockets: at most twice a second. */
export const LIVE_BETS_PUSH_MS = 500;

/** The name shown for a player who chose to be hidden from public lists (DECISIONS.md §10). */
export const HIDDEN_PLAYER = 'Hidden';

export const liveBetsMessages = {
  betNotFound: 'Bet not found',
} as const;

/** A finished bet as the live table shows it; a hidden player has `userId` null and 'Hidden' for a name. */
export interface LiveBet {
  id: number;
  game: string;
  userId: number | null;
  username: string;
  betAmount: number;
  payout: number;
  /** payout ÷ bet, floored to two decimals (0 for a lost bet). */
  multiplier: number;
  createdAt: string;
}

/** The socket's push: the bets an instance read since its last push, oldest first. */
export interface LiveBetsPush {
  bets: LiveBet[];
}

/** payout ÷ bet, floored to two decimals. */
export function multiplierOf(betAmount: number, payout: number): number {
  return betAmount > 0 ? Math.floor((payout / betAmount) * 100 + 1e-9) / 100 : 0;
}

export const isHighRoller = (bet: Pick<LiveBet, 'betAmount'>) => bet.betAmount >= HIGH_ROLLER_MIN_BET;
/** Decided on the whole FF amounts, not the floored multiplier: payout ≥ 10 × bet. */
export const isLuckyWin = (bet: Pick<LiveBet, 'betAmount' | 'payout'>) =>
  bet.betAmount > 0 && bet.payout >= bet.betAmount * LUCKY_MIN_MULTIPLIER;

/** Whether a bet belongs in a tab. */
export function inTab(tab: LiveBetTab, bet: Pick<LiveBet, 'betAmount' | 'payout'>): boolean {
  if (tab === 'high') return isHighRoller(bet);
  if (tab === 'lucky') return isLuckyWin(bet);
  return true;
}

/** The public page of a bet. */
export const betPagePath = (id: number) => `/bets/${id}`;
