import { type Static, Type } from 'typebox';
import { IdParams } from './common';
import { fairnessMessages } from './fairness-texts';

export * from './fairness-texts';

/** The seed pair a bet is decided by, the server seed only as its hash, and the bet's nonce. */
export const seedFields = {
  serverSeedHash: Type.String(),
  clientSeed: Type.String(),
  nonce: Type.Integer(),
};

/** A past bet's seeds: the server seed too once its pair is rotated, null before. */
export const pastSeedFields = {
  ...seedFields,
  serverSeed: Type.Union([Type.String(), Type.Null()]),
};

/** A recorded bet as the Fairness page and the game history both show it: the history is made from the record. */
export const recordedBetFields = {
  _id: Type.Integer(),
  game: Type.String(),
  betAmount: Type.Integer(),
  profit: Type.Integer(),
  ...pastSeedFields,
};

/** The pair that decides the next bets. */
export const ActiveSeedPair = Type.Object(seedFields);
export type ActiveSeedPair = Static<typeof ActiveSeedPair>;

/** A rotated pair: its server seed is public now, so any bet made with it can be recomputed. */
export const RevealedSeedPair = Type.Object({
  serverSeed: Type.String(),
  // Its nonce is how many bets the pair decided (nonces 0 … nonce-1).
  ...seedFields,
  createdAt: Type.String(),
  revealedAt: Type.String(),
});
export type RevealedSeedPair = Static<typeof RevealedSeedPair>;

export const ClientSeedBody = Type.Object({
  clientSeed: Type.String({ maxLength: 200 }),
});
export type ClientSeedBody = Static<typeof ClientSeedBody>;

export const RotateBody = Type.Object({
  clientSeed: Type.Optional(Type.String({ maxLength: 200 })),
});

export const RotateResponse = Type.Object({
  previous: RevealedSeedPair,
  current: ActiveSeedPair,
});
export type RotateResponse = Static<typeof RotateResponse>;

export const RevealedSeedsResponse = Type.Object({ seeds: Type.Array(RevealedSeedPair) });
export type RevealedSeedsResponse = Static<typeof RevealedSeedsResponse>;

/** What every settled bet carries so that it can be verified. */
export const BetFairness = Type.Object({ betId: Type.Integer(), ...seedFields });
export type BetFairness = Static<typeof BetFairness>;

/**
 * What the answer of every original (limbo, plinko) carries besides its own outcome: the stake, what
 * came back (stake included, floored to whole FF), whether it was a win, the balance after the bet and
 * the bet's seeds.
 */
export const instantAnswerFields = {
  betAmount: Type.Integer(),
  payout: Type.Integer(),
  won: Type.Boolean(),
  balance: Type.Integer(),
  ...BetFairness.properties,
};

/** One past bet with everything needed to recompute it; serverSeed once the pair is rotated. */
export const BetRecord = Type.Object({
  ...recordedBetFields,
  payout: Type.Integer(),
  details: Type.Record(Type.String(), Type.Unknown()),
  createdAt: Type.String(),
});
export type BetRecord = Static<typeof BetRecord>;

/** `GET /api/fairness/bets?game=&limit=`: the player's finished bets, newest first. */
export const BetsQuery = Type.Object({
  game: Type.Optional(Type.String({ maxLength: 20 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
});
export type BetsQuery = Static<typeof BetsQuery>;

export const BetsResponse = Type.Object({ bets: Type.Array(BetRecord) });
export type BetsResponse = Static<typeof BetsResponse>;

export const BetIdParams = IdParams(fairnessMessages.betNotFound);

/** `GET /api/fairness/bets/:id?game=`: coinflip rounds are numbered apart from the other games' bets. */
export const BetQuery = Type.Object({ game: Type.Optional(Type.String({ maxLength: 20 })) });
export type BetQuery = Static<typeof BetQuery>;

/** The 95 % interval of a measured return: mean ± 1.96 × sd / √n; null under two bets. */
export const RtpInterval = Type.Union([
  Type.Object({ low: Type.Number(), high: Type.Number() }),
  Type.Null(),
]);
export type RtpInterval = Static<typeof RtpInterval>;

/** A game's bets over a period: their count and mean return (payout ÷ stake per bet), null without bets. */
const measuredFields = {
  measuredRtp: Type.Union([Type.Number(), Type.Null()]),
  bets: Type.Integer({ minimum: 0 }),
  interval: RtpInterval,
};

export const MeasuredRtp = Type.Object(measuredFields);
export type MeasuredRtp = Static<typeof MeasuredRtp>;

/** One game's theoretical return beside the return measured over every bet and over the last 24 h. */
export const GameRtp = Type.Object({
  game: Type.String(),
  /** As a fraction (0.99 = 99 %); null when it depends on how the player plays. */
  theoreticalRtp: Type.Union([Type.Number(), Type.Null()]),
  /** What the theoretical figure assumes, in words. */
  note: Type.Union([Type.String(), Type.Null()]),
  ...measuredFields,
  last24h: MeasuredRtp,
});
export type GameRtp = Static<typeof GameRtp>;

/** `GET /api/fairness/rtp` (open to guests): every game, refreshed every few seconds. */
export const RtpResponse = Type.Object({ games: Type.Array(GameRtp), updatedAt: Type.String() });
export type RtpResponse = Static<typeof RtpResponse>;
