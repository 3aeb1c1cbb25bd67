import { type Static, Type } from 'typebox';
import { StringEnum } from './common';

export const BlackjackBody = Type.Object({
  action: StringEnum(['deal', 'hit', 'stand', 'double'] as const),
  betAmount: Type.Optional(Type.Integer()),
});
export type BlackjackBody = Static<typeof BlackjackBody>;

const Card = Type.Object({ suit: Type.String(), rank: Type.String(), value: Type.Integer() });
const DealerStep = Type.Object({ card: Card, total: Type.Integer(), soft: Type.Boolean() });

/** A round as the player may see it: the dealer's hole card is null until the dealer's turn. */
export const BlackjackRound = Type.Object({
  status: StringEnum(['playing', 'finished'] as const),
  result: Type.Union([StringEnum(['win', 'lose', 'push', 'blackjack'] as const), Type.Null()]),
  playerHand: Type.Array(Card),
  dealerHand: Type.Array(Type.Union([Card, Type.Null()])),
  playerScore: Type.Integer(),
  dealerScore: Type.Integer(),
  bet: Type.Integer(),
  originalBet: Type.Integer(),
  doubled: Type.Boolean(),
  canDouble: Type.Boolean(),
  dealerPlayed: Type.Boolean(),
  dealerSteps: Type.Array(DealerStep),
  profit: Type.Integer(),
  payout: Type.Integer(),
  serverSeedHash: Type.String(),
  clientSeed: Type.String(),
  nonce: Type.Integer(),
});
export type BlackjackRound = Static<typeof BlackjackRound>;

export const BlackjackResponse = Type.Object({
  round: BlackjackRound,
  newBalance: Type.Integer(),
  betId: Type.Union([Type.Integer(), Type.Null()]),
});
export type BlackjackResponse = Static<typeof BlackjackResponse>;

export const BlackjackCurrentResponse = Type.Object({ round: Type.Union([BlackjackRound, Type.Null()]) });

export const blackjackMessages = {
  insufficient: 'Insufficient funds!',
  insufficientDouble: 'Insufficient funds to double down!',
  betNotAStep: 'Bet must be one of 10, 20, 50, 100, 200, 500 or 1000',
  alreadyPlaying: 'Finish the round in progress before dealing a new one',
  betRequired: 'Bet amount is required',
} as const;

/** A finished game in SPEC.md's history-record shape, with what it takes to verify it. */
export const HistoryRecord = Type.Object({
  _id: Type.Integer(),
  game: Type.String(),
  betAmount: Type.Integer(),
  result: Type.String(),
  profit: Type.Integer(),
  win: Type.Boolean(),
  timestamp: Type.String(),
  gameDetails: Type.Record(Type.String(), Type.Unknown()),
  serverSeedHash: Type.String(),
  clientSeed: Type.String(),
  nonce: Type.Integer(),
  serverSeed: Type.Union([Type.String(), Type.Null()]),
});
export type HistoryRecord = Static<typeof HistoryRecord>;

export const HistoryQuery = Type.Object({
  game: Type.Optional(StringEnum(['dice', 'slots', 'mines', 'blackjack', 'coinflip'] as const)),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10 })),
});
