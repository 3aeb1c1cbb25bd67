import { type Kysely, sql } from 'kysely';
import { bandMoves } from '../../../contract/race-bands';
import { required } from './table-helpers';

/**
 * How many players of a race stand in each coarse score band (race-bands.ts), kept by the wager fold
 * with the scores: a player's place is the players of the bands above theirs plus a count of the
 * scores near their own, so it stays fast with a million players in a race (issue 36). The races not
 * paid yet get their bands from the scores already kept, a page of players at a time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('race_score_bands')
    .addColumn('race_id', 'integer', (c) => c.notNull().references('races.id').onDelete('cascade'))
    .addColumn('band', 'integer', required)
    .addColumn('players', 'integer', required)
    .addPrimaryKeyConstraint('race_score_bands_pkey', ['race_id', 'band'])
    .execute();
  const races = await sql<{ id: number }>`select id from races where paid_at is null`.execute(db);
  for (const { id } of races.rows) await fillBands(db, id);
}

/** Counts a race's scores into its bands, reading them a page of players at a time. */
export async function fillBands<T>(db: Kysely<T>, raceId: number): Promise<void> {
  const counts = new Map<number, number>();
  let after = 0;
  for (;;) {
    const page = await sql<{ userId: number; score: number | string }>`
      select user_id as "userId", score from race_scores
      where race_id = ${raceId} and user_id > ${after} order by user_id limit 20000`.execute(db);
    if (page.rows.length === 0) break;
    for (const move of bandMoves(
      page.rows.map((row) => ({ raceId, before: null, after: Number(row.score) })),
    )) {
      counts.set(move.band, (counts.get(move.band) ?? 0) + move.players);
    }
    after = Number(page.rows.at(-1)?.userId);
  }
  await sql`delete from race_score_bands where race_id = ${raceId}`.execute(db);
  for (const [band, players] of counts) {
    await sql`insert into race_score_bands (race_id, band, players) values (${raceId}, ${band}, ${players})`.execute(
      db,
    );
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('race_score_bands').execute();
}
