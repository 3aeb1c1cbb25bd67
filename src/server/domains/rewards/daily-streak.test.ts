import { describe, expect, it } from 'vitest';
import { DAILY_REWARD_TABLE, dailyRewardFor } from '../../../contract/rewards';
import { dailyStanding, dayBefore, startOfNextDay } from './daily-streak';

describe('the daily streak', () => {
  it.each([
    // last claim, today -> streak shown, claimable, what the next claim pays, when it opens
    [undefined, '2026-03-10', 0, true, 10, '2026-03-10T00:00:00.000Z'],
    [{ day: '2026-03-10', streak: 1 }, '2026-03-10', 1, false, 15, '2026-03-11T00:00:00.000Z'],
    [{ day: '2026-03-09', streak: 3 }, '2026-03-10', 3, true, 25, '2026-03-10T00:00:00.000Z'],
    [{ day: '2026-03-08', streak: 6 }, '2026-03-10', 0, true, 10, '2026-03-10T00:00:00.000Z'],
    [{ day: '2026-03-09', streak: 6 }, '2026-03-10', 6, true, 50, '2026-03-10T00:00:00.000Z'],
    [{ day: '2026-03-09', streak: 40 }, '2026-03-10', 40, true, 50, '2026-03-10T00:00:00.000Z'],
    // Across the end of a month and of a year.
    [{ day: '2026-02-28', streak: 2 }, '2026-03-01', 2, true, 20, '2026-03-01T00:00:00.000Z'],
    [{ day: '2025-12-31', streak: 1 }, '2026-01-01', 1, true, 15, '2026-01-01T00:00:00.000Z'],
  ] as const)(
    'after %j on %s: streak %i, claimable %s, pays %i, opens %s',
    (last, today, streak, claimable, amount, nextAt) => {
      expect(dailyStanding(last, today)).toEqual({
        streak,
        claimableNow: claimable,
        nextStreak: streak + 1,
        amount,
        nextAt,
      });
    },
  );

  it('pays the table by day and its last amount from then on', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 30].map(dailyRewardFor)).toEqual([10, 15, 20, 25, 30, 40, 50, 50, 50]);
    expect(DAILY_REWARD_TABLE.at(-1)).toBe(50);
  });

  it('counts days in UTC', () => {
    expect(dayBefore('2024-03-01')).toBe('2024-02-29');
    expect(startOfNextDay('2026-12-31')).toBe('2027-01-01T00:00:00.000Z');
  });
});
