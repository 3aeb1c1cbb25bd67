import { sql } from 'kysely';
import { RACE_PRIZE_POOL } from '../src/contract/races-texts';
import { openDatabase } from '../src/server/db/database';
import { fillBands } from '../src/server/db/migrations/0021-race-score-bands';
import { raceWeekAt } from '../src/server/domains/races/race-week';
import { createRacesRepository } from '../src/server/domains/races/repository';

// bench:scale's weekly race: every seeded player gets a score in the race under way, in one statement
// (scores spread over 0.01 to 10,000 FF by a hash of the id, ties included), so that the standings
// phase reads the top and a player's own place among a million.

export async function seedRaceStandings(url: string): Promise<void> {
  const database = await openDatabase(url);
  try {
    const week = raceWeekAt(new Date().toISOString());
    await createRacesRepository(database.dialect).ensureRaces(database.db, [week], RACE_PRIZE_POOL);
    await sql`insert into race_scores (race_id, user_id, score, reached_id)
      select ${week.id}, id, 1 + (cast(id as bigint) * 7919) % 1000000, id from users`.execute(database.db);
    // Written past the fold, so its score bands are counted as the migration counts a race's.
    await fillBands(database.db, week.id);
    await sql`analyze race_scores`.execute(database.db);
  } finally {
    await database.close();
  }
}
