import { type Static, Type } from 'typebox';
import { ByAction, StringEnum } from './common';
import { recordedBetFields, seedFields } from './fairness';

export * from './blackjack-texts';

/** A move; a deal's bet stays optional here so that the service refuses a missing one in SPEC.md's words. */
export const BlackjackBody = ByAction({
  deal: { betAmount: Type.Optional(Type.Integer()) },
  hit: {},
  stand: {},
  double: {},
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
  ...seedFields,
});
export type BlackjackRound = Static<typeof BlackjackRound>;

export const BlackjackResponse = Type.Object({
  round: BlackjackRound,
  newBalance: Type.Integer(),
  betId: Type.Union([Type.Integer(), Type.Null()]),
});
export type BlackjackResponse = Static<typeof BlackjackResponse>;

export const BlackjackCurrentResponse = Type.Object({ round: Type.Union([BlackjackRound, Type.Null()]) });

/** A finished game in SPEC.md's history-record shape, with what it takes to verify it. */
export const HistoryRecord = Type.Object({
  ...recordedBetFields,
  result: Type.String(),
  win: Type.Boolean(),
  timestamp: Type.String(),
  gameDetails: Type.Record(Type.String(), Type.Unknown()),
});
export type HistoryRecord = Static<typeof HistoryRecord>;

/** `GET /api/games/history?game=&limit=`: the player's finished games, newest first. */
export const HistoryRecords = Type.Array(HistoryRecord);

export const HistoryQuery = Type.Object({
  game: Type.Optional(StringEnum(['dice', 'slots', 'mines', 'blackjack', 'coinflip'] as const)),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10 })),
});
