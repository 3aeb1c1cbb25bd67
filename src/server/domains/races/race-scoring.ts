import { RACE_PRIZE_POOL } from '../../../contract/races-texts';
import type { RecordsConsumer } from '../../core/wager/records-feed';
import { raceIdAt, raceWeek } from './race-week';
import type { RacesRepository, ScoreGain } from './repository';

/**
 * The race's share of the wager fold: each record's edge-weighted wager is added to its player's
 * score in the race its bet was made in (by `createdAt`), inside the fold's transaction, so a record
 * counts exactly once. A record of a race that has ended but is not paid still counts for it; once
 * the race is paid, late records of it are passed over.
 */
export function createRaceScoring(repository: RacesRepository): RecordsConsumer {
  return async (trx, records) => {
    const gains = new Map<string, ScoreGain>();
    for (const record of records) {
      if (record.weighted <= 0) continue;
      const raceId = raceIdAt(record.createdAt);
      const key = `${raceId}:${record.userId}`;
      const gain = gains.get(key);
      if (gain) {
        gain.score += record.weighted;
        gain.reachedId = Math.max(gain.reachedId, record.id);
      } else {
        gains.set(key, { raceId, userId: record.userId, score: record.weighted, reachedId: record.id });
      }
    }
    if (gains.size === 0) return;
    const raceIds = [...new Set([...gains.values()].map((gain) => gain.raceId))];
    await repository.ensureRaces(trx, raceIds.map(raceWeek), RACE_PRIZE_POOL);
    const paid = await repository.paidAmong(trx, raceIds);
    await repository.addScores(
      trx,
      [...gains.values()].filter((gain) => !paid.has(gain.raceId)),
    );
  };
}
