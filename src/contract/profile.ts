import { type Static, Type } from 'typebox';

/** Gaming Stats on the profile, computed from the player's own settled games. */
export const GamingStats = Type.Object({
  gamesPlayed: Type.Integer(),
  /** Share of games won, 0-100, one decimal. */
  winRate: Type.Number(),
  favoriteGame: Type.Union([Type.String(), Type.Null()]),
  /** Everything won back above the stakes in winning games. */
  totalWinnings: Type.Integer(),
  biggestWin: Type.Integer(),
});
export type GamingStats = Static<typeof GamingStats>;
