import type { GamingStats } from '../../../contract/profile';
import type { GameTally } from '../fairness/service';

/** Where the profile reads a player's games from: the bet records, and coinflip's own sessions. */
export interface ProfileSources {
  betTallies(userId: number): Promise<GameTally[]>;
  coinflipTally(userId: number): Promise<GameTally | null>;
}

/** The profile's gaming stats, summed from what each game domain counts of the player. */
export function createProfileService(sources: ProfileSources) {
  return {
    async gamingStats(userId: number): Promise<GamingStats> {
      const rows = await sources.betTallies(userId);
      const flips = await sources.coinflipTally(userId);
      if (flips) rows.push(flips);
      const gamesPlayed = rows.reduce((sum, row) => sum + row.played, 0);
      const won = rows.reduce((sum, row) => sum + row.won, 0);
      const favourite = [...rows].sort((a, b) => b.played - a.played || a.game.localeCompare(b.game))[0];
      return {
        gamesPlayed,
        winRate: gamesPlayed === 0 ? 0 : Math.round((won / gamesPlayed) * 1000) / 10,
        favoriteGame: favourite?.game ?? null,
        totalWinnings: rows.reduce((sum, row) => sum + row.winnings, 0),
        biggestWin: rows.reduce((max, row) => Math.max(max, row.biggest), 0),
      };
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
