import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { as } from '../../testing/admin-kit';
import { board, expectBoardMatches, recount } from '../../testing/leaderboard-kit';
import { createTestDatabase, registerUser, testConfig, testDialects } from '../../testing/test-app';

describe.each(testDialects())('leaderboards of a database that had none, on %s', (dialect) => {
  it('are computed from the ledger when the app starts, and left alone when they hold anything', async () => {
    const testDb = await createTestDatabase(dialect);
    const start = () => buildApp(testConfig(), { database: testDb.database, logger: false });
    try {
      const first = await start();
      const players = [await registerUser(first), await registerUser(first)];
      for (const p of players) {
        for (let i = 0; i < 10; i += 1) {
          await first.inject({
            method: 'POST',
            url: '/api/games/slots',
            payload: { betAmount: 5 },
            ...as(p),
          });
        }
      }
      await first.close();
      // As a database from before the lists existed: players and ledger, no entries.
      await testDb.database.db.deleteFrom('leaderboardEntries').execute();

      const second = await start();
      const t = { app: second, database: testDb.database, close: () => second.close() };
      const ids = players.map((p) => p._id);
      expectBoardMatches(await board(t), await recount(t), ids);

      // An admin's clear is a choice, not a loss: a restart does not refill a list that is empty.
      await testDb.database.db
        .deleteFrom('leaderboardEntries')
        .where('category', '=', 'largest_win')
        .execute();
      await second.close();
      const third = await start();
      const lists = await board({ ...t, app: third });
      expect(lists.largest_win).toEqual([]);
      expect(lists.most_ff.filter((entry) => ids.includes(entry.userId))).toHaveLength(2);
      await third.close();
    } finally {
      await testDb.close();
    }
  });
});
