import { describe, expect, it } from 'vitest';
import { SHARED_SLOTS } from '../../db/wal-checkpointer';
import { bearer, expectLedgerConsistent, registerUser, useTestApp } from '../../testing/test-app';
import { InsufficientFundsError } from '../money/wallet-service';
import type { InstantBet, InstantBets, InstantRule } from './instant-bet';
import { createSqliteInstantBets } from './sqlite-instant-bets';

const dice = (userId: number, stake = 10): InstantBet<InstantRule & { game: 'dice' }> => ({
  userId,
  stake,
  rule: { game: 'dice', options: { prediction: 'over', targetNumber: 3 } },
});

describe('the SQLite bet path on its writer thread', () => {
  const t = useTestApp('sqlite');

  /** A bet path of the test's own on the app's database file, closed when the test ends. */
  async function withWriter(test: (bets: InstantBets) => Promise<void>) {
    const { db, sqlite, sqliteFile, walCheckpointer } = t.database;
    if (!sqlite || !sqliteFile) throw new Error('the test app should run on a SQLite file');
    const bets = createSqliteInstantBets(db, sqlite, { file: sqliteFile, checkpointer: walCheckpointer });
    try {
      await test(bets);
    } finally {
      await bets.close();
    }
  }

  it('places bets while a transaction of the app reads and then writes on its own connection', async () => {
    const [player, other] = await Promise.all([registerUser(t.app), registerUser(t.app)]);
    await withWriter(async (bets) => {
      await bets.place(dice(player._id));
      const during: Promise<unknown>[] = [];
      // Begun immediate, the transaction holds the write lock from its first read: the bet waits for
      // it. Begun deferred, the bet would commit in between and the write would fail (a stale snapshot).
      await t.database.db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom('users')
          .select('funFunds')
          .where('id', '=', other._id)
          .executeTakeFirstOrThrow();
        during.push(bets.place(dice(player._id)));
        await new Promise((resume) => setTimeout(resume, 200));
        await trx.updateTable('users').set({ funFunds: row.funFunds }).where('id', '=', other._id).execute();
      });
      const burst = await Promise.all([
        ...during,
        ...Array.from({ length: 20 }, () => bets.place(dice(player._id, 1))),
      ]);
      const nonces = burst.map((bet) => (bet as { fairness: { nonce: number } }).fairness.nonce);
      expect(new Set(nonces).size).toBe(21);
    });
    for (const user of [player, other]) await expectLedgerConsistent(t.database, user._id);
  });

  it('refuses a bet the balance does not cover and undoes a failing one alone', async () => {
    const player = await registerUser(t.app);
    await withWriter(async (bets) => {
      const results = await Promise.allSettled([
        bets.place(dice(player._id)),
        bets.place(dice(player._id, 1_000_000)),
        // No such player: creating their seed pair breaks a foreign key after the batch has written.
        bets.place(dice(999_999)),
        bets.place(dice(player._id)),
      ]);
      expect(results.map((result) => result.status)).toEqual([
        'fulfilled',
        'rejected',
        'rejected',
        'fulfilled',
      ]);
      const [, refused, failed] = results;
      expect(refused?.status === 'rejected' && refused.reason).toBeInstanceOf(InsufficientFundsError);
      expect(failed?.status === 'rejected' && String(failed.reason)).toMatch(/FOREIGN KEY/);
    });
    const records = await t.database.db
      .selectFrom('gameRecords')
      .select('nonce')
      .where('userId', '=', player._id)
      .orderBy('nonce')
      .execute();
    expect(records).toEqual([{ nonce: 0 }, { nonce: 1 }]);
    await expectLedgerConsistent(t.database, player._id);
  });

  it('places a burst of several batches, each bet once and in order', async () => {
    const players = await Promise.all([1, 2, 3].map(() => registerUser(t.app)));
    await withWriter(async (bets) => {
      // 63 bets in one tick: full batches leave at once, two on their way, the rest as they come back.
      const burst = players.flatMap((player) =>
        Array.from({ length: 20 }, () => bets.place(dice(player._id, 1))),
      );
      const stragglers = players.map((player) => bets.place(dice(player._id, 1)));
      const placed = await Promise.all([...burst, ...stragglers]);
      for (const [index, player] of players.entries()) {
        const own = [...placed.slice(index * 20, index * 20 + 20), placed[60 + index]];
        const nonces = own.map((bet) => (bet as { fairness: { nonce: number } }).fairness.nonce);
        expect(nonces, `player ${player._id}`).toEqual(Array.from({ length: 21 }, (_, nonce) => nonce));
      }
    });
    for (const player of players) await expectLedgerConsistent(t.database, player._id);
  });

  it('starts its thread again for the next bet after it was closed', async () => {
    const player = await registerUser(t.app);
    await withWriter(async (bets) => {
      const before = await bets.place(dice(player._id));
      await bets.close();
      const after = await bets.place(dice(player._id));
      expect(after.fairness.nonce).toBe(before.fairness.nonce + 1);
    });
    await expectLedgerConsistent(t.database, player._id);
  });
});

describe('the app with SQLITE_BET_THREAD=on', () => {
  const t = useTestApp('sqlite', { sqliteBetThread: true });

  it('answers dice and slots from the writer thread, each bet with its ledger row', async () => {
    const player = await t.register();
    const answers = await Promise.all([
      ...Array.from({ length: 10 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/games/dice',
          payload: { betAmount: 1, prediction: 'over', targetNumber: 3 },
          headers: bearer(player),
        }),
      ),
      t.app.inject({
        method: 'POST',
        url: '/api/games/slots',
        payload: { betAmount: 10 },
        headers: bearer(player),
      }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(11).fill(200));
    const nonces = answers.map((answer) => answer.json<{ nonce: number }>().nonce).sort((a, b) => a - b);
    expect(nonces).toEqual(Array.from({ length: 11 }, (_, index) => index));
    await expectLedgerConsistent(t.database, player._id);
  });

  it("has the writer thread take the checkpoint thread's hand-over between its batches", async () => {
    const shared = t.database.walCheckpointer;
    if (!shared) throw new Error('the test app should run on a SQLite file, with its checkpoint thread');
    const state = new Int32Array(shared);
    const player = await t.register();
    // As the checkpoint thread does once its pass has copied a long log.
    Atomics.store(state, SHARED_SLOTS.ASKED, 1);
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/games/dice',
      payload: { betAmount: 1, prediction: 'over', targetNumber: 3 },
      headers: bearer(player),
    });
    expect(answer.statusCode).toBe(200);
    // The writer checkpoints after the batch's answer has gone.
    const deadline = Date.now() + 5000;
    while (Atomics.load(state, SHARED_SLOTS.ASKED) === 1 && Date.now() < deadline) {
      await new Promise((resume) => setTimeout(resume, 10));
    }
    expect(Atomics.load(state, SHARED_SLOTS.ASKED)).toBe(0);
  });
});
