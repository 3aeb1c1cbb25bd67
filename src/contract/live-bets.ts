import { type Static, Type } from 'typebox';
import { IdParams, StringEnum } from './common';
import { pastSeedFields } from './fairness';
import { LIVE_BET_TABS, liveBetsMessages } from './live-bets-texts';

export * from './live-bets-texts';

/** `GET /api/bets/live?tab=all|high|lucky` (open to guests); without a tab, all. */
export const LiveBetsQuery = Type.Object({ tab: Type.Optional(StringEnum(LIVE_BET_TABS)) });
export type LiveBetsQuery = Static<typeof LiveBetsQuery>;

const liveBetFields = {
  id: Type.Integer(),
  game: Type.String(),
  /** Null for a player hidden from public lists. */
  userId: Type.Union([Type.Integer(), Type.Null()]),
  /** 'Hidden' for a player hidden from public lists. */
  username: Type.String(),
  betAmount: Type.Integer(),
  payout: Type.Integer(),
  multiplier: Type.Number(),
  createdAt: Type.String(),
};

export const LiveBetSchema = Type.Object(liveBetFields);

/** The tab's last 50 bets, newest first. */
export const LiveBetsAnswer = Type.Object({ bets: Type.Array(LiveBetSchema) });
export type LiveBetsAnswer = Static<typeof LiveBetsAnswer>;

/** `GET /api/bets/:id`: a malformed id answers 404 like an unknown one. */
export const PublicBetParams = IdParams(liveBetsMessages.betNotFound);

/** A crash bet's round: its hash and crash point, once it crashed. */
export const PublicBetRound = Type.Object({
  roundId: Type.Integer(),
  hash: Type.Union([Type.String(), Type.Null()]),
  crashPoint: Type.Union([Type.Number(), Type.Null()]),
});

/**
 * A bet as anyone may see it (guests too). Its fields are the Fairness page's bet record's, so the
 * same verifier recomputes it: the server seed only once its pair is rotated, null before.
 */
export const PublicBet = Type.Object({
  _id: Type.Integer(),
  ...liveBetFields,
  profit: Type.Integer(),
  details: Type.Record(Type.String(), Type.Unknown()),
  ...pastSeedFields,
  /** Crash bets: the round they rode. */
  crash: Type.Union([PublicBetRound, Type.Null()]),
});
export type PublicBet = Static<typeof PublicBet>;

/** `GET|PUT /api/bets/privacy`: whether the player is hidden from the live table and bet pages. */
export const BetPrivacy = Type.Object({ hidden: Type.Boolean() });
export type BetPrivacy = Static<typeof BetPrivacy>;
