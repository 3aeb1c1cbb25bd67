import SqliteDatabase from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { configureSqliteConnection } from '../../db/sqlite-connection';
import { registerUser, useTestApp } from '../../testing/test-app';
import { MOST_FF_TRACKED } from '../standings/leaderboard-upserts';
import { createBetPlacer } from './sqlite-bet-placer';

const dice = (userId: number) => ({
  userId,
  stake: 1,
  rule: { game: 'dice', options: { prediction: 'over', targetNumber: 3 } } as const,
});

describe('the SQLite bet placer', () => {
  const t = useTestApp('sqlite');

  it('never takes a nonce of another player, even when a remembered pair id now names their pair', async () => {
    const sqlite = t.database.sqlite;
    if (!sqlite) throw new Error('the test app should run on SQLite');
    const [first, second] = await Promise.all([registerUser(t.app), registerUser(t.app)]);
    const { place } = createBetPlacer(sqlite);
    const pairOf = (userId: number) =>
      sqlite.prepare('select id, nonce from fairness_seeds where user_id = ? and active = 1').get(userId) as
        | { id: number; nonce: number }
        | undefined;
    sqlite.transaction(() => place(dice(first._id)))();
    const remembered = pairOf(first._id);
    if (!remembered) throw new Error('the first bet should have made a pair');
    // As after a batch rolled back the pair's insert and the id was given to another player's pair.
    sqlite
      .prepare("update fairness_seeds set user_id = ?, client_seed = 'other-client', nonce = 5 where id = ?")
      .run(second._id, remembered.id);
    const placed = sqlite.transaction(() => place(dice(first._id)))();
    expect(pairOf(second._id)).toEqual({ id: remembered.id, nonce: 5 });
    expect(placed.fairness.clientSeed).not.toBe('other-client');
    expect(placed.fairness.nonce).toBe(0);
    expect(pairOf(first._id)?.nonce).toBe(1);
  });

  /** A placer on a connection of its own (as the writer thread's), closed when `test` ends. */
  async function withOwnConnection(test: (placer: ReturnType<typeof createBetPlacer>) => void) {
    const file = t.database.sqliteFile;
    if (!file) throw new Error('the test app should run on a SQLite file');
    const own = new SqliteDatabase(file);
    configureSqliteConnection(own);
    try {
      const placer = createBetPlacer(own, { ownConnection: true });
      test({ place: (bet) => own.transaction(() => placer.place(bet))(), forget: placer.forget });
    } finally {
      own.close();
    }
  }

  const entry = (userId: number, category: string) =>
    t.database.sqlite
      ?.prepare('select value from leaderboard_entries where user_id = ? and category = ?')
      .pluck()
      .get(userId, category) as number | undefined;

  it('skips a Most FF statement that changed nothing only until another connection writes', async () => {
    const sqlite = t.database.sqlite;
    if (!sqlite) throw new Error('the test app should run on SQLite');
    const player = await registerUser(t.app);
    // A full tracked top far above any balance (players that exist only in the list).
    sqlite.pragma('foreign_keys = OFF');
    const insert = sqlite.prepare(
      `insert into leaderboard_entries (user_id, category, value, achieved_at, edited)
       values (?, 'most_ff', 1000000000, '2026-01-01T00:00:00.000Z', 0)`,
    );
    for (let i = 0; i < MOST_FF_TRACKED; i += 1) insert.run(900_000_000 + i);
    sqlite.pragma('foreign_keys = ON');
    const lift = sqlite.prepare(
      `insert into leaderboard_entries (user_id, category, value, achieved_at, edited)
       values (?, 'most_ff', 2000000000, '2026-01-01T00:00:00.000Z', 0)
       on conflict (user_id, category) do update set value = excluded.value`,
    );
    lift.run(player._id);
    await withOwnConnection(({ place }) => {
      // Followed down out of the top, then left to rest: the second bet's statement changes nothing.
      let placed = place(dice(player._id));
      expect(entry(player._id, 'most_ff')).toBe(placed.newBalance);
      place(dice(player._id));
      expect(entry(player._id, 'most_ff')).toBe(placed.newBalance);
      // Another connection puts the entry back in the top: the next bet must follow it down again.
      lift.run(player._id);
      placed = place(dice(player._id));
      expect(entry(player._id, 'most_ff')).toBe(placed.newBalance);
    });
  });

  it('skips a Largest Win statement a smaller win cannot pass only until another connection writes', async () => {
    const sqlite = t.database.sqlite;
    if (!sqlite) throw new Error('the test app should run on SQLite');
    const player = await registerUser(t.app);
    // Over 1 wins five times in six, each win 2 FF on a 10 FF bet.
    const winning = {
      ...dice(player._id),
      stake: 10,
      rule: { game: 'dice', options: { prediction: 'over', targetNumber: 1 } } as const,
    };
    await withOwnConnection(({ place }) => {
      const winOnce = () => {
        for (let tries = 0; tries < 50; tries += 1) if (place(winning).outcome.won) return;
        throw new Error('no win in 50 bets at five in six');
      };
      winOnce();
      expect(entry(player._id, 'largest_win')).toBe(2);
      winOnce();
      // Another connection lowers the entry (as a recompute may): the next win must raise it again.
      sqlite
        .prepare("update leaderboard_entries set value = 0 where user_id = ? and category = 'largest_win'")
        .run(player._id);
      winOnce();
      expect(entry(player._id, 'largest_win')).toBe(2);
    });
  });
});
