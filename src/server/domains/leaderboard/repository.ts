import { type Kysely, sql } from 'kysely';
import type { LeaderboardCategory } from '../../../contract/leaderboard';
import type { DB } from '../../db/schema';

export interface EntryWithName {
  id: number;
  userId: number;
  username: string;
  category: string;
  value: number;
  gameType: string | null;
  achievedAt: string;
  edited: number;
}

export interface ComputedEntry {
  userId: number;
  value: number;
  gameType: string | null;
  achievedAt: string;
}

// SQLite allows at most 32766 bound values per statement; 6 columns per row stays far below it.
const INSERT_CHUNK = 500;

/** Leaderboard entries; every write takes the executor of the caller's transaction. */
export function createLeaderboardRepository(db: Kysely<DB>) {
  function entries(executor: Kysely<DB>) {
    return executor
      .selectFrom('leaderboardEntries as e')
      .innerJoin('users as u', 'u.id', 'e.userId')
      .select([
        'e.id',
        'e.userId',
        'u.username',
        'e.category',
        'e.value',
        'e.gameType',
        'e.achievedAt',
        'e.edited',
      ]);
  }

  return {
    /** The top of a list; banned players are left out. */
    top(category: LeaderboardCategory, limit: number): Promise<EntryWithName[]> {
      return entries(db)
        .where('e.category', '=', category)
        .where('u.isBanned', '=', 0)
        .orderBy('e.value', 'desc')
        .orderBy('e.achievedAt', 'asc')
        .orderBy('e.id', 'asc')
        .limit(limit)
        .execute();
    },

    findById(executor: Kysely<DB>, id: number): Promise<EntryWithName | undefined> {
      return entries(executor).where('e.id', '=', id).executeTakeFirst();
    },

    findOf(executor: Kysely<DB>, userId: number, category: LeaderboardCategory) {
      return entries(executor)
        .where('e.userId', '=', userId)
        .where('e.category', '=', category)
        .executeTakeFirst();
    },

    /** An admin's entry: replaces the player's entry in that list and marks it edited. */
    async putEdited(
      executor: Kysely<DB>,
      entry: { userId: number; category: LeaderboardCategory; value: number; gameType: string | null },
      at: string,
    ): Promise<void> {
      await executor
        .insertInto('leaderboardEntries')
        .values({ ...entry, achievedAt: at, edited: 1 })
        .onConflict((oc) =>
          oc
            .columns(['userId', 'category'])
            .doUpdateSet({ value: entry.value, gameType: entry.gameType, achievedAt: at, edited: 1 }),
        )
        .execute();
    },

    async setValue(executor: Kysely<DB>, id: number, value: number): Promise<boolean> {
      const result = await executor
        .updateTable('leaderboardEntries')
        .set({ value, edited: 1 })
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async remove(executor: Kysely<DB>, id: number): Promise<boolean> {
      const result = await executor.deleteFrom('leaderboardEntries').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },

    async clear(executor: Kysely<DB>, category: LeaderboardCategory): Promise<number> {
      const result = await executor
        .deleteFrom('leaderboardEntries')
        .where('category', '=', category)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /** Whether either list holds anything at all. */
    async isEmpty(executor: Kysely<DB>): Promise<boolean> {
      const row = await executor.selectFrom('leaderboardEntries').select('id').limit(1).executeTakeFirst();
      return row === undefined;
    },

    /** Every balance, for the Most FF recompute. */
    balances(executor: Kysely<DB>) {
      return executor.selectFrom('users').select(['id', 'funFunds']).orderBy('id').execute();
    },

    /** Every game win in the ledger, biggest first per player, for the Largest Win recompute. */
    gameWins(executor: Kysely<DB>) {
      return executor
        .selectFrom('transactions')
        .select(['userId', 'amount', 'stake', 'game', 'createdAt'])
        .where('type', '=', 'win')
        .where('game', 'is not', null)
        .where('amount', '>', 0)
        .orderBy('userId')
        .orderBy(sql`amount - coalesce(stake, 0)`, 'desc')
        .orderBy('id')
        .execute();
    },

    /** Replaces a whole list with computed entries. */
    async replaceAll(
      executor: Kysely<DB>,
      category: LeaderboardCategory,
      computed: ComputedEntry[],
    ): Promise<void> {
      await executor.deleteFrom('leaderboardEntries').where('category', '=', category).execute();
      for (let start = 0; start < computed.length; start += INSERT_CHUNK) {
        const chunk = computed.slice(start, start + INSERT_CHUNK);
        await executor
          .insertInto('leaderboardEntries')
          .values(chunk.map((entry) => ({ ...entry, category, edited: 0 })))
          // A game finishing meanwhile may have written its row first: the recount wins.
          .onConflict((oc) =>
            oc.columns(['userId', 'category']).doUpdateSet((eb) => ({
              value: eb.ref('excluded.value'),
              gameType: eb.ref('excluded.gameType'),
              achievedAt: eb.ref('excluded.achievedAt'),
              edited: 0,
            })),
          )
          .execute();
      }
    },
  };
}

export type LeaderboardRepository = ReturnType<typeof createLeaderboardRepository>;
