import { createHash } from 'node:crypto';
import { MISSION_POOL, MISSIONS_PER_DAY, type MissionDefinition } from '../../../contract/rewards';

/**
 * The player's missions of a UTC day: three different ones of the pool, drawn from a hash of the
 * player's id and the day. Nothing is stored to know them, every instance draws the same three, and
 * they change from player to player and from day to day.
 */
export function missionsOf(userId: number, day: string): MissionDefinition[] {
  const digest = createHash('sha256').update(`daily-missions:${userId}:${day}`).digest();
  const order = MISSION_POOL.map((_, index) => index);
  // The first steps of a Fisher-Yates shuffle, each drawing 4 bytes of the digest.
  for (let i = 0; i < MISSIONS_PER_DAY; i += 1) {
    const j = i + (digest.readUInt32BE(i * 4) % (order.length - i));
    [order[i], order[j]] = [order[j] as number, order[i] as number];
  }
  return order.slice(0, MISSIONS_PER_DAY).map((index) => MISSION_POOL[index] as MissionDefinition);
}

/** The games whose records a mission reads: its own, or every game in the pool when it has none. */
export function gamesRead(missions: readonly MissionDefinition[]): string[] {
  const all = [...new Set(MISSION_POOL.map((mission) => mission.game).filter((game) => game !== null))];
  return missions.some((mission) => mission.game === null)
    ? all
    : [...new Set(missions.map((mission) => mission.game as string))];
}
