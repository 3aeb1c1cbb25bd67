import { type Static, Type } from 'typebox';
import { BetFairness } from './fairness';

export * from './slots-texts';

export const SlotsBody = Type.Object({ betAmount: Type.Integer() });
export type SlotsBody = Static<typeof SlotsBody>;

const Position = Type.Object({ reel: Type.Integer(), row: Type.Integer() });

export const SlotLineWin = Type.Object({
  lineId: Type.Integer(),
  symbol: Type.String(),
  matchCount: Type.Integer(),
  positions: Type.Array(Position),
  types: Type.Array(Type.String()),
  winAmount: Type.Integer(),
});
export type SlotLineWin = Static<typeof SlotLineWin>;

export const SlotsSpinResponse = Type.Object({
  reels: Type.Array(Type.Array(Type.String())),
  win: Type.Integer(),
  winResults: Type.Array(SlotLineWin),
  newBalance: Type.Integer(),
  betAmount: Type.Integer(),
  ...BetFairness.properties,
});
export type SlotsSpinResponse = Static<typeof SlotsSpinResponse>;

export const SlotsHistoryEntry = Type.Object({
  _id: Type.Integer(),
  createdAt: Type.String(),
  betAmount: Type.Integer(),
  win: Type.Boolean(),
  winAmount: Type.Integer(),
  symbols: Type.Array(Type.Array(Type.String())),
});
export type SlotsHistoryEntry = Static<typeof SlotsHistoryEntry>;

export const SlotsHistoryResponse = Type.Object({ history: Type.Array(SlotsHistoryEntry) });
export type SlotsHistoryResponse = Static<typeof SlotsHistoryResponse>;
