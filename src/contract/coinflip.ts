import type { CoinflipPlayer, CoinSide } from '../games/coinflip';

// What coinflip sends over the socket (SPEC.md sections 3 and 7); the events are in socket-events.ts.

export type CoinflipStatus = 'waiting' | 'active' | 'completed';

/**
 * A live coinflip session. `active` means an opponent has joined and the coin is in the air: the result
 * is fixed (and paid) but only revealed, with the server seed, once the session is `completed`.
 */
export interface CoinflipSession {
  id: number;
  /** The creator's username. */
  creator: string;
  creatorId: number;
  /** The opponent's username, the bot's label, or null while waiting. */
  opponent: string | null;
  opponentId: number | null;
  opponentIsBot: boolean;
  amount: number;
  status: CoinflipStatus;
  /** The creator's side; the opponent has the other one. */
  choice: CoinSide;
  /** SHA-256 of the server seed, published when the session is created. */
  serverSeedHash: string;
  createdAt: string;
  joinedAt: string | null;
  /** Set once completed. */
  result: CoinSide | null;
  /** The winner's user id or 'bot'; set once completed. */
  winner: CoinflipPlayer | null;
  /** Revealed once completed, so that anyone can recompute the flip. */
  serverSeed: string | null;
}

/**
 * The outcome of a session, sent to both players when the flip animation ends. The flip is
 * HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}:0`): its first 4 bytes as a float, heads below 0.5;
 * clientSeed is `${creatorId}:${opponentId or 'bot'}`.
 */
export interface CoinflipResult {
  sessionId: number;
  winner: CoinflipPlayer;
  /** The winner's username or the bot's label. */
  winnerName: string;
  result: CoinSide;
  amount: number;
  /** What the winner received: twice the stake. */
  payout: number;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  session: CoinflipSession;
}

/** The label of the house's bot wherever a player name is shown. */
export const COINFLIP_BOT_NAME = 'Bot';

/** Server-side cooldowns per user (SPEC.md section 9), in milliseconds. */
export const COINFLIP_ACTION_COOLDOWN_MS = 500;
export const COINFLIP_CANCEL_COOLDOWN_MS = 300;

export const coinflipMessages = {
  minimumBet: 'Minimum bet amount is 5 Fun Funds',
  notEnoughFunds: "You don't have enough Fun Funds",
  notEnoughFundsToJoin: "You don't have enough Fun Funds to join this game",
  sessionNotFound: 'Session not found',
  activeGame: 'You already have an active game. Please finish or cancel it before creating a new one.',
  notConnected: 'Connection to server not established. Please refresh the page.',
  processing: 'Processing your request...',
  botOnlyWaiting: 'Can only call bot to a waiting game',
  noSession: 'Connection to server not established or no active session.',
  botCallTimedOut: 'Bot call timed out. Please try again.',
  choiceInvalid: 'Choice must be heads or tails',
  ownSession: 'You cannot join your own game',
  notWaiting: 'This game has already started',
  botOwnSessionOnly: 'You can only call the bot to your own game',
  cancelOwnSessionOnly: 'You can only cancel your own game',
  cancelOnlyWaiting: 'Only a waiting game can be cancelled',
  cooldown: 'Please wait a moment before your next action',
} as const;
