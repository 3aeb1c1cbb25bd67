import { describe, expect, it } from 'vitest';
import { registerUser, useTestApp } from '../../testing/test-app';
import { createBetPlacer } from './sqlite-bet-placer';

const dice = (userId: number) => ({
  userId,
  stake: 1,
  rule: { game: 'dice', prediction: 'over', targetNumber: 3 } as const,
});

describe('the SQLite bet placer', () => {
  const t = useTestApp('sqlite');

  it('never takes a nonce of another player, even when a remembered pair id now names their pair', async () => {
    const sqlite = t.database.sqlite;
    if (!sqlite) throw new Error('the test app should run on SQLite');
    const [first, second] = await Promise.all([registerUser(t.app), registerUser(t.app)]);
    const place = createBetPlacer(sqlite);
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
});
