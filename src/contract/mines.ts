import { type Static, Type } from 'typebox';
import { ByAction, StringEnum } from './common';
import { seedFields } from './fairness';

export * from './mines-texts';

/** A move: the fields it needs stay optional here so that the service refuses a missing one in SPEC.md's words. */
export const MinesBody = ByAction({
  start: { betAmount: Type.Optional(Type.Integer()), difficulty: Type.Optional(Type.Integer()) },
  reveal: { selectedTile: Type.Optional(Type.Integer()) },
  cashout: {},
});
export type MinesBody = Static<typeof MinesBody>;

/** A mines round as the player may see it: mine positions only once it is over. */
export const MinesGame = Type.Object({
  status: StringEnum(['playing', 'won', 'lost'] as const),
  betAmount: Type.Integer(),
  mineCount: Type.Integer(),
  revealedTiles: Type.Array(Type.Integer()),
  multiplier: Type.Number(),
  nextMultiplier: Type.Union([Type.Number(), Type.Null()]),
  safeProbability: Type.Number(),
  winAmount: Type.Integer(),
  mines: Type.Array(Type.Integer()),
  ...seedFields,
});
export type MinesGame = Static<typeof MinesGame>;

export const MinesResponse = Type.Object({
  game: MinesGame,
  multiplier: Type.Number(),
  newBalance: Type.Integer(),
  result: Type.Union([StringEnum(['mine', 'safe'] as const), Type.Null()]),
  mines: Type.Array(Type.Integer()),
  winAmount: Type.Integer(),
  revealedTiles: Type.Array(Type.Integer()),
  betId: Type.Union([Type.Integer(), Type.Null()]),
});
export type MinesResponse = Static<typeof MinesResponse>;

export const MinesCurrentResponse = Type.Object({ game: Type.Union([MinesGame, Type.Null()]) });
export type MinesCurrentResponse = Static<typeof MinesCurrentResponse>;
