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

/** A finished bet as a mission looks at it. */
export interface MissionBet {
  game: string;
  betAmount: number;
  payout: number;
  /** The game's outcome as stored (JSON): mines rounds keep the safe tiles in `revealed`. */
  details: string;
}

function gemsOf(details: string): number {
  try {
    const revealed = (JSON.parse(details) as { revealed?: unknown }).revealed;
    return Array.isArray(revealed) ? revealed.length : 0;
  } catch {
    return 0;
  }
}

/** Whether `mission` counts this bet (its XP then goes to the mission's progress). */
export function missionCounts(mission: MissionDefinition, bet: MissionBet): boolean {
  if (mission.game !== null && bet.game !== mission.game) return false;
  const atLeast = mission.atLeast ?? 1;
  switch (mission.measure) {
    case 'bets':
      return true;
    case 'wins':
      return bet.payout > bet.betAmount;
    case 'multiplier':
      return bet.payout >= atLeast * bet.betAmount;
    case 'gems':
      return bet.game === 'mines' && gemsOf(bet.details) >= atLeast;
  }
}
