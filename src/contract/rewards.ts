import { type Static, Type } from 'typebox';
import { IdParams } from './common';
import { rewardsMessages } from './rewards-texts';

export * from './rewards-texts';

/** The daily reward as the player stands: the streak so far and what the next claim pays, and when. */
export const DailyReward = Type.Object({
  /** Days in a row claimed, counting today or yesterday; 0 when the streak is broken or never started. */
  streak: Type.Integer(),
  claimableNow: Type.Boolean(),
  /** ISO 8601: the start (00:00 UTC) of the first day the next claim can be made, today's if claimable now. */
  nextAt: Type.String(),
  /** What the next claim pays. */
  amount: Type.Integer(),
  /**
   * The XP (edge-weighted wager, in all) the player needs before the next claim can be paid: the daily
   * rewards stay within a share of the edge paid. Claimable when `xp` of `level` reaches it.
   */
  xpNeeded: Type.Integer(),
});
export type DailyReward = Static<typeof DailyReward>;

/** One of today's three missions and how far the player got (capped at the goal). */
export const Mission = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  progress: Type.Integer(),
  goal: Type.Integer(),
  reward: Type.Integer(),
  claimed: Type.Boolean(),
});
export type Mission = Static<typeof Mission>;

/** Everything the rewards give back. */
export const RewardsResponse = Type.Object({
  daily: DailyReward,
  /**
   * Rakeback in whole FF claimable now; `pendingXp`: the XP of edge-weighted wager counted towards
   * the next whole FF (XP_PER_RAKEBACK_FF makes one).
   */
  rakeback: Type.Object({ available: Type.Integer(), pendingXp: Type.Integer() }),
  /**
   * The level reached; `xp` the player's XP in all, `levelXp` the XP the level starts at and
   * `nextLevelXp` the XP the next one needs (both in all, src/contract/levels.ts).
   */
  level: Type.Object({
    level: Type.Integer(),
    xp: Type.Integer(),
    levelXp: Type.Integer(),
    nextLevelXp: Type.Integer(),
  }),
  /** Today's three missions (UTC day). */
  missions: Type.Array(Mission),
});
export type RewardsResponse = Static<typeof RewardsResponse>;

export const DailyClaimResponse = Type.Object({
  amount: Type.Integer(),
  balance: Type.Integer(),
  streak: Type.Integer(),
  /** ISO 8601: when the next claim opens (the next 00:00 UTC). */
  nextAt: Type.String(),
});
export type DailyClaimResponse = Static<typeof DailyClaimResponse>;

/** `/rewards/missions/:id/claim`: a mission's id; one that cannot name a mission answers 404. */
export const MissionParams = IdParams(rewardsMessages.missionNotFound);
export type MissionParams = Static<typeof MissionParams>;

export const MissionClaimResponse = Type.Object({
  /** The mission claimed. */
  id: Type.Integer(),
  amount: Type.Integer(),
  balance: Type.Integer(),
});
export type MissionClaimResponse = Static<typeof MissionClaimResponse>;

export const RakebackClaimResponse = Type.Object({
  amount: Type.Integer(),
  balance: Type.Integer(),
  /** What is left to claim in whole FF (0 right after a claim) and the XP towards the next FF. */
  available: Type.Integer(),
  pendingXp: Type.Integer(),
});
export type RakebackClaimResponse = Static<typeof RakebackClaimResponse>;
