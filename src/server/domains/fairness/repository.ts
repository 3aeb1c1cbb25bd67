import { type Kysely, sql } from 'kysely';
import type { DB, FairnessSeedRow, GameRecordRow } from '../../db/schema';
import { findsRow, insertedId } from '../query-results';

/** A settled bet's record: every game draws from a seed pair, so it always names one. */
export type NewGameRecord = Omit<GameRecordRow, 'id' | 'seedId'> & { seedId: number };

/** Seed pairs and the record of every settled bet. */
export function createFairnessRepository(db: Kysely<DB>) {
  return {
    findActive(executor: Kysely<DB>, userId: number): Promise<FairnessSeedRow | undefined> {
      return executor
        .selectFrom('fairnessSeeds')
        .selectAll()
        .where('userId', '=', userId)
        .where('active', '=', 1)
        .executeTakeFirst();
    },

    /** Inserts an active pair unless the user already has one (a concurrent request may have made it). */
    async insertActiveIfMissing(
      executor: Kysely<DB>,
      seed: {
        userId: number;
        serverSeed: string;
        serverSeedHash: string;
        clientSeed: string;
        createdAt: string;
      },
    ): Promise<void> {
      await executor
        .insertInto('fairnessSeeds')
        .values({ ...seed, nonce: 0, active: 1 })
        .onConflict((oc) => oc.doNothing())
        .execute();
    },

    /** Takes the next nonce of the user's active pair in one statement; the row comes back with it. */
    takeNonce(executor: Kysely<DB>, userId: number): Promise<FairnessSeedRow | undefined> {
      return executor
        .updateTable('fairnessSeeds')
        .set((eb) => ({ nonce: eb('nonce', '+', 1) }))
        .where('userId', '=', userId)
        .where('active', '=', 1)
        .returningAll()
        .executeTakeFirst();
    },

    async setClientSeed(executor: Kysely<DB>, seedId: number, clientSeed: string): Promise<void> {
      await executor.updateTable('fairnessSeeds').set({ clientSeed }).where('id', '=', seedId).execute();
    },

    async reveal(
      executor: Kysely<DB>,
      seedId: number,
      revealedAt: string,
    ): Promise<FairnessSeedRow | undefined> {
      return executor
        .updateTable('fairnessSeeds')
        .set({ active: 0, revealedAt })
        .where('id', '=', seedId)
        .where('active', '=', 1)
        .returningAll()
        .executeTakeFirst();
    },

    hasRoundInProgress(executor: Kysely<DB>, userId: number): Promise<boolean> {
      return findsRow(
        executor
          .selectFrom('gameRounds')
          .select('id')
          .where('userId', '=', userId)
          .where('status', '=', 'playing'),
      );
    },

    listRevealed(userId: number, limit: number): Promise<FairnessSeedRow[]> {
      return db
        .selectFrom('fairnessSeeds')
        .selectAll()
        .where('userId', '=', userId)
        .where('active', '=', 0)
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
    },

    insertGameRecord(executor: Kysely<DB>, record: NewGameRecord): Promise<number> {
      return insertedId(executor.insertInto('gameRecords').values(record).returning('id'));
    },

    findGameRecord(
      userId: number,
      id: number,
    ): Promise<(GameRecordRow & { serverSeed: string | null }) | undefined> {
      return db
        .selectFrom('gameRecords')
        .leftJoin('fairnessSeeds', (join) =>
          join.onRef('fairnessSeeds.id', '=', 'gameRecords.seedId').on('fairnessSeeds.active', '=', 0),
        )
        .selectAll('gameRecords')
        .select('fairnessSeeds.serverSeed')
        .where('gameRecords.userId', '=', userId)
        .where('gameRecords.id', '=', id)
        .executeTakeFirst();
    },

    listGameRecords(
      userId: number,
      game: string | undefined,
      limit: number,
    ): Promise<(GameRecordRow & { serverSeed: string | null })[]> {
      let query = db
        .selectFrom('gameRecords')
        .leftJoin('fairnessSeeds', (join) =>
          join.onRef('fairnessSeeds.id', '=', 'gameRecords.seedId').on('fairnessSeeds.active', '=', 0),
        )
        .selectAll('gameRecords')
        .select('fairnessSeeds.serverSeed')
        .where('gameRecords.userId', '=', userId);
      if (game) query = query.where('gameRecords.game', '=', game);
      return query.orderBy('gameRecords.id', 'desc').limit(limit).execute();
    },

    /** Per game, a player's settled bets: how many, how many won, their winnings and the best profit. */
    tallyGameRecords(userId: number) {
      return db
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
    },
  };
}

export type FairnessRepository = ReturnType<typeof createFairnessRepository>;
