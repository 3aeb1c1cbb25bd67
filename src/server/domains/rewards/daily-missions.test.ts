import { describe, expect, it } from 'vitest';
import { MISSION_POOL, MISSIONS_PER_DAY, type MissionDefinition } from '../../../contract/rewards';
import { gamesRead, missionsOf } from './daily-missions';

const days = ['2026-03-09', '2026-03-10', '2026-03-11', '2026-12-31', '2027-01-01'];

describe('the daily missions', () => {
  it('has a pool of at least fifteen with distinct ids and small rewards', () => {
    expect(MISSION_POOL.length).toBeGreaterThanOrEqual(15);
    expect(new Set(MISSION_POOL.map((mission) => mission.id)).size).toBe(MISSION_POOL.length);
    expect(new Set(MISSION_POOL.map((mission) => mission.title)).size).toBe(MISSION_POOL.length);
    for (const mission of MISSION_POOL) {
      expect(mission.reward).toBeGreaterThanOrEqual(10);
      expect(mission.reward).toBeLessThanOrEqual(40);
      expect(mission.goal).toBeGreaterThanOrEqual(1);
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

  it('reads only the games its missions need, every game for a mission of any game', () => {
    const byId = (...ids: number[]) =>
      ids.map((id) => MISSION_POOL.find((mission) => mission.id === id) as MissionDefinition);
    expect(gamesRead(byId(1, 2, 10)).sort()).toEqual(['crash', 'dice']);
    expect(gamesRead(byId(1, 15, 10)).sort()).toEqual(
      ['blackjack', 'crash', 'dice', 'limbo', 'mines', 'plinko', 'slots'].sort(),
    );
  });
});
