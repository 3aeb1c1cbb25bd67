import { type Static, Type } from 'typebox';

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
});
export type DailyReward = Static<typeof DailyReward>;

/** Everything the rewards give back. Rakeback, levels and missions are later slices: zero and empty for now. */
export const RewardsResponse = Type.Object({
  daily: DailyReward,
  rakeback: Type.Object({ available: Type.Integer() }),
  level: Type.Object({ level: Type.Integer(), xp: Type.Integer(), nextLevelXp: Type.Integer() }),
  missions: Type.Array(
    Type.Object({
      id: Type.Integer(),
      title: Type.String(),
      progress: Type.Integer(),
      goal: Type.Integer(),
      reward: Type.Integer(),
      claimed: Type.Boolean(),
    }),
  ),
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
