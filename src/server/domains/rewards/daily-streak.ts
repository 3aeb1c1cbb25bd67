import { dailyRewardFor } from '../../../contract/rewards';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC day of a moment, as stored: 'YYYY-MM-DD'. */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** The day before a 'YYYY-MM-DD' day. */
export function dayBefore(day: string): string {
  return utcDay(new Date(Date.parse(`${day}T00:00:00.000Z`) - DAY_MS));
}

/** 00:00 UTC of the day after `day`, as ISO 8601. */
export function startOfNextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + DAY_MS).toISOString();
}

/** The player's last claim: its day and the streak it reached. */
export interface LastClaim {
  day: string;
  streak: number;
}

/** Where a player's daily reward stands on `today`, from their last claim (none: never claimed). */
export function dailyStanding(last: LastClaim | undefined, today: string) {
  const claimedToday = last?.day === today;
  const alive = last !== undefined && (claimedToday || last.day === dayBefore(today));
  const streak = alive ? last.streak : 0;
  // The streak the next claim reaches: today's if not claimed yet, else tomorrow's.
  const nextStreak = streak + 1;
  return {
    streak,
    claimableNow: !claimedToday,
    nextStreak,
    amount: dailyRewardFor(nextStreak),
    nextAt: claimedToday ? startOfNextDay(today) : `${today}T00:00:00.000Z`,
  };
}
