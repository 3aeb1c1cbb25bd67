import { describe, expect, it } from 'vitest';
import { raceIdAt, raceWeek, raceWeekAt } from './race-week';

describe('the race week', () => {
  it.each([
    ['2026-11-23T00:00:00.000Z', '2026-11-23T00:00:00.000Z'],
    ['2026-11-29T23:59:59.999Z', '2026-11-23T00:00:00.000Z'],
    ['2026-11-30T00:00:00.000Z', '2026-11-30T00:00:00.000Z'],
    ['2026-11-26T12:34:56.789Z', '2026-11-23T00:00:00.000Z'],
    ['2027-01-01T00:00:00.000Z', '2026-12-28T00:00:00.000Z'],
  ])('puts %s in the race from Monday %s to the next Monday', (at, monday) => {
    const week = raceWeekAt(at);
    expect(week.startsAt).toBe(monday);
    expect(Date.parse(week.endsAt) - Date.parse(week.startsAt)).toBe(7 * 24 * 3600 * 1000);
    expect(new Date(week.startsAt).getUTCDay()).toBe(1);
  });

  it('numbers the weeks one after another', () => {
    const id = raceIdAt('2026-11-26T00:00:00.000Z');
    expect(raceWeek(id + 1).startsAt).toBe(raceWeek(id).endsAt);
    expect(raceIdAt(raceWeek(id).endsAt)).toBe(id + 1);
    expect(raceWeek(0).startsAt).toBe('1970-01-05T00:00:00.000Z');
  });

  it('refuses what is not a time', () => {
    expect(() => raceIdAt('yesterday')).toThrow('not a time');
  });
});
