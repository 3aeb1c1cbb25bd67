import { beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../db/database';
import { createUnitOfWork, type UnitOfWork } from '../../db/unit-of-work';
import { ROWS_PER_STATEMENT } from '../../db/values-list';
import { testDialects, useTestDatabase } from '../../testing/test-app';
import { expectLedgerConsistent, insertBareUser } from '../../testing/test-database';
import { leaderboardFeed } from '../standings/feed';
import { createWalletRepository } from './wallet-repository';
import { type Credit, createWalletService, type WalletService } from './wallet-service';

// A batch of credits (a crash round's settle) is a few statements for every player at once: each
// player's balance, ledger row and leaderboard entries must come out as one credit each would leave them.
describe.each(testDialects())('credits in a batch on %s', (dialect) => {
  const t = useTestDatabase(dialect);
  let uow: UnitOfWork;
  let wallet: WalletService;
  // More players than one statement takes, so the batch is cut in slices.
  const players: number[] = [];
  const count = ROWS_PER_STATEMENT * 2 + 37;

  beforeAll(async () => {
    const { db, dialect: name, schema } = t.database;
    await migrateToLatest(db, schema);
    uow = createUnitOfWork(db, name);
    wallet = createWalletService(db, createWalletRepository(db), leaderboardFeed());
    await db.transaction().execute(async (trx) => {
      for (let i = 0; i < count; i += 1) players.push(await insertBareUser(trx, `batch_${i}`));
    });
  });

  const win = (userId: number, amount: number, stake: number): Credit => ({
    userId,
    amount,
    entry: {
      type: amount > stake ? 'win' : 'loss',
      game: 'crash',
      stake,
      roundId: 7,
      description: 'round 7',
    },
  });

  const entriesOf = (category: string) =>
    t.database.db
      .selectFrom('leaderboardEntries')
      .select(['userId', 'value', 'gameType'])
      .where('category', '=', category)
      .execute();

  it('credits every player once with a ledger row, in order, and moves both leaderboards', async () => {
    // Losses (0), small and large wins, each against a stake of 10.
    const amounts = players.map((_, i) => (i % 3 === 0 ? 0 : 10 + i));
    const credits = players.map((id, i) => win(id, amounts[i] as number, 10));
    const balances = await uow.forUsers(players, (trx) => wallet.creditMany(trx, credits));
    expect(balances).toEqual(amounts);
    for (const [i, id] of players.entries()) {
      if (i % 97 === 0) expect(await expectLedgerConsistent(t.database, id)).toBe(amounts[i]);
    }
    const rows = await t.database.db
      .selectFrom('transactions')
      .select(['userId', 'type', 'stake', 'roundId'])
      .where('roundId', '=', 7)
      .execute();
    expect(rows).toHaveLength(count);
    const mostFf = new Map((await entriesOf('most_ff')).map((row) => [row.userId, Number(row.value)]));
    const largest = new Map((await entriesOf('largest_win')).map((row) => [row.userId, row]));
    for (const [i, id] of players.entries()) {
      expect(mostFf.get(id)).toBe(amounts[i]);
      const net = (amounts[i] as number) - 10;
      if (net > 0) expect(largest.get(id)).toMatchObject({ value: net, gameType: 'crash' });
      else expect(largest.has(id)).toBe(false);
    }
  });

  it('changes nothing when one player of the batch does not exist, or is named twice', async () => {
    const [first, second] = players as [number, number];
    const before = await Promise.all([first, second].map((id) => wallet.balanceOf(id)));
    const unknown = uow.forUsers([first, second], (trx) =>
      wallet.creditMany(trx, [win(first, 50, 10), win(second, 50, 10), win(999_999, 50, 10)]),
    );
    await expect(unknown).rejects.toMatchObject({ statusCode: 404 });
    const twice = uow.forUsers([first], (trx) =>
      wallet.creditMany(trx, [win(first, 5, 1), win(first, 5, 1)]),
    );
    await expect(twice).rejects.toThrow(/at most once/);
    const over = uow.forUsers([first], (trx) => wallet.creditMany(trx, [win(first, 1.5, 1)]));
    await expect(over).rejects.toThrow(/whole number/);
    expect(await Promise.all([first, second].map((id) => wallet.balanceOf(id)))).toEqual(before);
    await expectLedgerConsistent(t.database, first);
    expect(await uow.run((trx) => wallet.creditMany(trx, []))).toEqual([]);
  });

  it('debits in a batch only the players whose balance covers it, each with a ledger row', async () => {
    const [rich, poor] = [players[2], players[4]] as [number, number];
    const [richBefore, poorBefore] = await Promise.all([rich, poor].map((id) => wallet.balanceOf(id)));
    const bet = (userId: number, amount: number): Credit => ({
      userId,
      amount,
      entry: { type: 'bet', game: 'crash', roundId: 8, description: 'round 8' },
    });
    const balances = await uow.forUsers([rich, poor], (trx) =>
      wallet.debitMany(trx, [bet(rich, richBefore as number), bet(poor, (poorBefore as number) + 1)]),
    );
    expect([...balances]).toEqual([[rich, 0]]);
    expect(await expectLedgerConsistent(t.database, rich)).toBe(0);
    expect(await expectLedgerConsistent(t.database, poor)).toBe(poorBefore);
    const zero = uow.forUsers([rich], (trx) => wallet.debitMany(trx, [bet(rich, 0)]));
    await expect(zero).rejects.toMatchObject({ statusCode: 400 });
  });

  it('in the same batch, Most FF follows each balance, Largest Win rises only past the best, an edit stays', async () => {
    // From the first test: players 7, 8 and 10 won 7, 8 and 10 net; player 10's best is an admin's edit.
    const [smaller, larger, edited] = [players[7], players[8], players[10]] as [number, number, number];
    await t.database.db
      .updateTable('leaderboardEntries')
      .set({ value: 3, edited: 1 })
      .where('userId', '=', edited)
      .where('category', '=', 'largest_win')
      .execute();
    const balances = await uow.forUsers([smaller, larger, edited], (trx) =>
      wallet.creditMany(trx, [win(smaller, 5, 1), win(larger, 50, 10), win(edited, 500, 10)]),
    );
    expect(balances).toEqual([17 + 5, 18 + 50, 20 + 500]);
    const mostFf = new Map((await entriesOf('most_ff')).map((row) => [row.userId, Number(row.value)]));
    const largest = new Map((await entriesOf('largest_win')).map((row) => [row.userId, Number(row.value)]));
    expect([smaller, larger, edited].map((id) => mostFf.get(id))).toEqual(balances);
    expect([smaller, larger, edited].map((id) => largest.get(id))).toEqual([7, 40, 3]);
    // A debit moves Most FF down with the balance.
    const [after] = [
      ...(await uow.forUsers([larger], (trx) =>
        wallet.debitMany(trx, [
          {
            userId: larger,
            amount: 60,
            entry: { type: 'bet', game: 'crash', roundId: 9, description: 'round 9' },
          },
        ]),
      )),
    ].map(([, balance]) => balance);
    expect(after).toBe(8);
    expect(
      new Map((await entriesOf('most_ff')).map((row) => [row.userId, Number(row.value)])).get(larger),
    ).toBe(8);
    await expectLedgerConsistent(t.database, larger);
  });
});
