import type { Generated } from 'kysely';
import type { Defaulted, Optional } from './columns';

// Rewards (issue 36): daily claims, missions, notifications, the wager fold, levels and rakeback, races, achievements.

/** One claim of the daily reward (migration 0015): unique per player and UTC day (YYYY-MM-DD). */
export interface DailyClaimsTable {
  id: Generated<number>;
  userId: number;
  day: string;
  streak: number;
  amount: number;
  claimedAt: string;
}

/** One claim of a daily mission (migration 0016): unique per player, UTC day (YYYY-MM-DD) and mission. */
export interface MissionClaimsTable {
  id: Generated<number>;
  userId: number;
  day: string;
  missionId: number;
  amount: number;
  claimedAt: string;
}

/** A player's notification (migration 0015); `data` is JSON. */
export interface NotificationsTable {
  id: Generated<number>;
  userId: number;
  kind: string;
  title: string;
  text: string;
  data: string;
  createdAt: string;
  readAt: Optional<string>;
}

/** The wager fold's mark (migration 0017): one row (id 1), the last game_records id handed on. */
export interface WagerFoldTable {
  id: number;
  lastId: number;
}

/** A game_records id the fold's mark passed while it was missing (migration 0017). */
export interface WagerFoldGapsTable {
  recordId: number;
  seenAt: string;
}

/** A player's XP and rakeback (migration 0017), in hundredths of FF of edge-weighted wager. */
export interface PlayerRewardsTable {
  userId: number;
  xp: number;
  level: number;
  /** Rakeback accrued and not yet claimed, in hundredths of FF. */
  rakeback: number;
  updatedAt: string;
}

/** A level a player reached (migration 0017): unique per (player, level), with the reward it paid. */
export interface PlayerLevelsTable {
  id: Generated<number>;
  userId: number;
  level: number;
  reward: number;
  reachedAt: string;
}

/** A rakeback claim (migration 0017): unique per (player, claim number). */
export interface RakebackClaimsTable {
  id: Generated<number>;
  userId: number;
  claim: number;
  amount: number;
  claimedAt: string;
}

/** The XP a daily mission of a player counted on a UTC day (migration 0017), kept by the wager fold. */
export interface MissionProgressTable {
  userId: number;
  day: string;
  missionId: number;
  xp: number;
}

/** A weekly race (migration 0018): id is the week's number since Monday 5 Jan 1970; paid_at once its prizes are paid. */
export interface RacesTable {
  id: number;
  startsAt: string;
  endsAt: string;
  prizePool: number;
  paidAt: Optional<string>;
}

/** A player's score in a race (migration 0018): edge-weighted wager in hundredths of FF, and the last record that raised it. */
export interface RaceScoresTable {
  raceId: number;
  userId: number;
  score: number;
  reachedId: number;
}

/** How many players of a race stand in a score band (migration 0021, race-bands.ts). */
export interface RaceScoreBandsTable {
  raceId: number;
  band: number;
  players: number;
}

/** A paid race prize (migration 0018): unique per (race, player) and per (race, rank). */
export interface RacePrizesTable {
  id: Generated<number>;
  raceId: number;
  userId: number;
  rank: number;
  amount: number;
  paidAt: string;
}

/** An achievement a player earned (migration 0019): unique per (player, code). */
export interface UserAchievementsTable {
  id: Generated<number>;
  userId: number;
  code: string;
  earnedAt: string;
}

/** What the bet achievements count per player across the wager fold's batches (migration 0019). */
export interface AchievementTalliesTable {
  userId: number;
  bets: Defaulted<number>;
  /** The game of the current run of winning bets, and its length. */
  streakGame: Optional<string>;
  streak: Defaulted<number>;
}

/** The achievement badge a player wears, at most one (migration 0019). */
export interface WornBadgesTable {
  userId: number;
  code: string;
  wornAt: string;
}

/** How far the achievements' sweep read each source (migration 0019): an id or a time, as text. */
export interface AchievementSweepsTable {
  source: string;
  mark: string;
}
