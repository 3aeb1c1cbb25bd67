import type { FoldedRecord, RecordsConsumer } from '../../core/wager/records-feed';
import { missionCounts, missionsOf } from './daily-missions';
import type { MissionStep, MissionsRepository } from './missions-repository';

/**
 * The steps a batch of finished bets makes in the daily missions: each bet's XP goes to every one of
 * its player's three missions of the bet's UTC day that counts it.
 */
export function missionSteps(records: readonly FoldedRecord[]): MissionStep[] {
  const steps = new Map<string, MissionStep>();
  const drawn = new Map<string, ReturnType<typeof missionsOf>>();
  for (const record of records) {
    if (record.weighted <= 0) continue;
    const day = record.createdAt.slice(0, 10);
    const player = `${record.userId}:${day}`;
    let missions = drawn.get(player);
    if (!missions) {
      missions = missionsOf(record.userId, day);
      drawn.set(player, missions);
    }
    for (const mission of missions) {
      if (!missionCounts(mission, record)) continue;
      const key = `${player}:${mission.id}`;
      const step = steps.get(key);
      if (step) step.xp += record.weighted;
      else steps.set(key, { userId: record.userId, day, missionId: mission.id, xp: record.weighted });
    }
  }
  return [...steps.values()];
}

/** The wager fold's consumer for the daily missions: their progress, in the fold's transaction. */
export function createMissionsConsumer(repository: MissionsRepository): RecordsConsumer {
  return async (trx, records) => {
    const steps = missionSteps(records);
    if (steps.length > 0) await repository.addProgress(trx, steps);
  };
}
