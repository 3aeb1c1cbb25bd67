import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { type Kysely, sql } from 'kysely';
import { errorResponses } from '../../../contract/common';
import { type GamingStats, GamingStats as GamingStatsSchema } from '../../../contract/profile';
import type { DB } from '../../db/schema';
import { type AuthGuards, signedInUser } from '../../http/auth-guards';

interface GameTally {
  game: string;
  played: number;
  won: number;
  winnings: number;
  biggest: number;
}

/** Per-game tallies from the bet records, plus coinflip sessions the player took part in. */
async function tallies(db: Kysely<DB>, userId: number): Promise<GameTally[]> {
  const records = await db
    .selectFrom('gameRecords')
    .select((eb) => [
      'game',
      eb.fn.countAll<number>().as('played'),
      eb.fn.sum<number>(sql`case when profit > 0 then 1 else 0 end`).as('won'),
      eb.fn.sum<number>(sql`case when profit > 0 then profit else 0 end`).as('winnings'),
      eb.fn.max<number>('profit').as('biggest'),
    ])
    .where('userId', '=', userId)
    .groupBy('game')
    .execute();
  const flips = await db
    .selectFrom('coinflipSessions')
    .select((eb) => [
      eb.fn.countAll<number>().as('played'),
      eb.fn.sum<number>(sql`case when winner_id = ${userId} then 1 else 0 end`).as('won'),
      eb.fn.sum<number>(sql`case when winner_id = ${userId} then amount else 0 end`).as('winnings'),
      eb.fn.max<number>(sql`case when winner_id = ${userId} then amount else 0 end`).as('biggest'),
    ])
    .where((eb) => eb.or([eb('creatorId', '=', userId), eb('opponentId', '=', userId)]))
    // An 'active' flip is decided but not yet revealed: counting it would give the result away.
    .where('status', '=', 'completed')
    .executeTakeFirst();
  const rows: GameTally[] = records.map((row) => ({
    game: row.game,
    played: Number(row.played),
    won: Number(row.won ?? 0),
    winnings: Number(row.winnings ?? 0),
    biggest: Math.max(0, Number(row.biggest ?? 0)),
  }));
  if (flips && Number(flips.played) > 0) {
    rows.push({
      game: 'coinflip',
      played: Number(flips.played),
      won: Number(flips.won ?? 0),
      winnings: Number(flips.winnings ?? 0),
      biggest: Number(flips.biggest ?? 0),
    });
  }
  return rows;
}

export async function gamingStats(db: Kysely<DB>, userId: number): Promise<GamingStats> {
  const rows = await tallies(db, userId);
  const gamesPlayed = rows.reduce((sum, row) => sum + row.played, 0);
  const won = rows.reduce((sum, row) => sum + row.won, 0);
  const favourite = [...rows].sort((a, b) => b.played - a.played || a.game.localeCompare(b.game))[0];
  return {
    gamesPlayed,
    winRate: gamesPlayed === 0 ? 0 : Math.round((won / gamesPlayed) * 1000) / 10,
    favoriteGame: favourite?.game ?? null,
    totalWinnings: rows.reduce((sum, row) => sum + row.winnings, 0),
    biggestWin: rows.reduce((max, row) => Math.max(max, row.biggest), 0),
  };
}

export const profileRoutes: FastifyPluginAsyncTypebox<{ db: Kysely<DB>; guards: AuthGuards }> = async (
  app,
  { db, guards },
) => {
  app.get(
    '/users/stats',
    { onRequest: guards.requireUser, schema: { response: { 200: GamingStatsSchema, ...errorResponses } } },
    async (request) => gamingStats(db, signedInUser(request).id),
  );
};
