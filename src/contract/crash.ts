import { type Static, Type } from 'typebox';
import { RowId } from './common';
import { EquippedItems } from './shop';

export * from './crash-texts';

/**
 * A crash bet. The auto cash-out's range and decimals are checked by the service, in crashMessages'
 * words (the schema checks only that it is a number, as limbo's target).
 */
export const CrashBetBody = Type.Object({
  betAmount: Type.Integer(),
  autoCashout: Type.Optional(Type.Union([Type.Number(), Type.Null()])),
  /** The round the bet is for, as the page shows it: a bet that reaches the server after it is late, not the next round's. */
  roundId: Type.Optional(RowId()),
});
export type CrashBetBody = Static<typeof CrashBetBody>;

export const CrashBetAnswer = Type.Object({
  betId: Type.Integer(),
  roundId: Type.Integer(),
  balance: Type.Integer(),
});
export type CrashBetAnswer = Static<typeof CrashBetAnswer>;

export const CrashCashoutAnswer = Type.Object({
  multiplier: Type.Number(),
  payout: Type.Integer(),
  balance: Type.Integer(),
});
export type CrashCashoutAnswer = Static<typeof CrashCashoutAnswer>;

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

export const CrashBet = Type.Object({
  betId: Type.Integer(),
  userId: Type.Integer(),
  username: Type.String(),
  profilePicture: Nullable(Type.String()),
  cosmetics: EquippedItems,
  betAmount: Type.Integer(),
  autoCashout: Nullable(Type.Number()),
  cashedOutAt: Nullable(Type.Number()),
  payout: Nullable(Type.Integer()),
});

export const CrashRound = Type.Object({
  id: Type.Integer(),
  phase: Type.Union([Type.Literal('betting'), Type.Literal('running'), Type.Literal('crashed')]),
  startsAt: Type.Optional(Type.String()),
  startedAt: Type.Optional(Type.String()),
  multiplier: Type.Optional(Type.Number()),
  hash: Type.Optional(Type.String()),
  crashPoint: Type.Optional(Type.Number()),
  bets: Type.Array(CrashBet),
});

export const CrashHistoryEntry = Type.Object({
  id: Type.Integer(),
  crashPoint: Type.Number(),
  hash: Type.String(),
});

export const CrashState = Type.Object({
  round: CrashRound,
  history: Type.Array(CrashHistoryEntry),
  chain: Type.Object({ terminalHash: Type.String(), salt: Type.String() }),
});
export type CrashState = Static<typeof CrashState>;

export const CrashRoundParams = Type.Object({ id: RowId() });

/** A finished round: its revealed hash and crash point, and every bet with what it paid. */
export const CrashFinishedRound = Type.Object({
  id: Type.Integer(),
  hash: Type.String(),
  crashPoint: Type.Number(),
  bets: Type.Array(CrashBet),
});
export type CrashFinishedRound = Static<typeof CrashFinishedRound>;

/** `GET /api/games/crash/wins` (open to guests): the latest winning cash-outs, newest round first. */
export const CrashWinsAnswer = Type.Object({
  wins: Type.Array(Type.Object({ ...CrashBet.properties, roundId: Type.Integer() })),
});
export type CrashWinsAnswer = Static<typeof CrashWinsAnswer>;
