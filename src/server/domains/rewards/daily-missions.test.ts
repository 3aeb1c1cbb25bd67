import { describe, expect, it } from 'vitest';
import { REWARD_SHARES, XP_PER_FF_OF_EDGE } from '../../../contract/levels';
import { MISSION_POOL, MISSIONS_PER_DAY, type MissionDefinition } from '../../../contract/rewards';
import { missionCounts, missionsOf } from './daily-missions';

const days = ['2026-03-09', '2026-03-10', '2026-03-11', '2026-12-31', '2027-01-01'];

describe('the daily missions', () => {
  it('has a pool of at least fifteen, each paying at most its share of the edge its goal stands for', () => {
    expect(MISSION_POOL.length).toBeGreaterThanOrEqual(15);
    expect(new Set(MISSION_POOL.map((mission) => mission.id)).size).toBe(MISSION_POOL.length);
    expect(new Set(MISSION_POOL.map((mission) => mission.title)).size).toBe(MISSION_POOL.length);
    for (const mission of MISSION_POOL) {
      expect(mission.reward).toBeGreaterThanOrEqual(1);
      // The goal in XP is the edge paid in hundredths of FF; the reward a tenth of it at most.
      expect(mission.reward * XP_PER_FF_OF_EDGE * 100).toBeLessThanOrEqual(
        mission.goal * REWARD_SHARES.mission,
      );
      expect(mission.title).toContain(`${mission.goal.toLocaleString('en-US')} XP`);
    }
  });

  it('draws three different missions of the pool, the same each time for a player and day', () => {
    for (let userId = 1; userId <= 60; userId += 1) {
      for (const day of days) {
        const missions = missionsOf(userId, day);
        expect(missions).toHaveLength(MISSIONS_PER_DAY);
        expect(new Set(missions.map((mission) => mission.id)).size).toBe(MISSIONS_PER_DAY);
        for (const mission of missions) expect(MISSION_POOL.includes(mission)).toBe(true);
        expect(missionsOf(userId, day)).toEqual(missions);
      }
    }
  });

  it('gives players and days different missions, and uses the whole pool', () => {
    const ids = (userId: number, day: string) =>
      missionsOf(userId, day)
        .map((mission) => mission.id)
        .join(',');
    const ofPlayers = new Set(Array.from({ length: 50 }, (_, i) => ids(i + 1, '2026-03-10')));
    const ofDays = new Set(days.map((day) => ids(7, day)));
    expect(ofPlayers.size).toBeGreaterThan(40);
    expect(ofDays.size).toBeGreaterThan(3);
    const used = new Set<number>();
    for (let userId = 1; userId <= 200; userId += 1) {
      for (const mission of missionsOf(userId, '2026-03-10')) used.add(mission.id);
    }
    expect(used.size).toBe(MISSION_POOL.length);
  });

  it('counts the bets of its game, its wins, its multipliers or its gems', () => {
    const byId = (id: number) => MISSION_POOL.find((mission) => mission.id === id) as MissionDefinition;
    const bet = (game: string, betAmount: number, payout: number, details = '{}') => ({
      game,
      betAmount,
      payout,
      details,
    });
    expect(missionCounts(byId(1), bet('dice', 10, 0))).toBe(true);
    expect(missionCounts(byId(1), bet('limbo', 10, 0))).toBe(false);
    expect(missionCounts(byId(2), bet('dice', 10, 12))).toBe(true);
    expect(missionCounts(byId(2), bet('dice', 10, 10))).toBe(false);
    expect(missionCounts(byId(4), bet('limbo', 10, 20))).toBe(true);
    expect(missionCounts(byId(4), bet('limbo', 10, 19))).toBe(false);
    const gems = (n: number) => JSON.stringify({ revealed: Array.from({ length: n }, (_, i) => i) });
    expect(missionCounts(byId(12), bet('mines', 10, 30, gems(5)))).toBe(true);
    expect(missionCounts(byId(12), bet('mines', 10, 30, gems(4)))).toBe(false);
    expect(missionCounts(byId(15), bet('crash', 10, 0))).toBe(true);
    expect(missionCounts(byId(17), bet('plinko', 10, 100))).toBe(true);
    expect(missionCounts(byId(17), bet('plinko', 10, 99))).toBe(false);
  });
});
