import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { FoldedRecord } from '../../core/wager/records-feed';
import { migrateToLatest } from '../../db/database';
import * as migration from '../../db/migrations/0022-tips';
import type { DB } from '../../db/schema';
import { testDialects, useTestDatabase } from '../../testing/test-app';
import { insertBareUser } from '../../testing/test-database';
import { createTipsRepository } from './repository';
import { createWagerTotals } from './wager-totals';

/** A finished bet of `userId` staking `betAmount` at `createdAt`, as game_records holds it. */
async function insertRecord(db: Kysely<DB>, userId: number, betAmount: number, createdAt: string) {
  const row = await db
    .insertInto('gameRecords')
    .values({
      userId,
      game: 'dice',
      betAmount,
      payout: 0,
      profit: -betAmount,
      details: '{}',
      seedId: null,
      serverSeedHash: 'hash',
      clientSeed: 'seed',
      nonce: 0,
      createdAt,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { ...row, id: Number(row.id), betAmount: Number(row.betAmount), payout: 0, profit: -betAmount };
}

async function totals(db: Kysely<DB>) {
  const rows = await db.selectFrom('wagerTotals').selectAll().orderBy('userId').execute();
  return rows.map((row) => ({ ...row, wagered: Number(row.wagered) }));
}

describe.each(testDialects())('wager totals on %s', (dialect) => {
  const t = useTestDatabase(dialect);

  it('start from the bets folded before the migration and take every later one from the fold, once', async () => {
    const { db, schema } = t.database;
    await migrateToLatest(db, schema);
    const [alice, bob] = [await insertBareUser(db, 'alice'), await insertBareUser(db, 'bob')];
    const a1 = await insertRecord(db, alice, 300, '2026-01-01T10:00:00.000Z');
    const gap = await insertRecord(db, bob, 70, '2026-01-01T10:30:00.000Z');
    const b1 = await insertRecord(db, bob, 50, '2026-01-01T11:00:00.000Z');
    const a2 = await insertRecord(db, alice, 200, '2026-01-01T09:00:00.000Z');
    const late = await insertRecord(db, alice, 1_000, '2026-01-02T00:00:00.000Z');
    // The fold has handed on everything up to a2 but the gap, which it still waits for.
    await db.updateTable('wagerFold').set({ lastId: a2.id }).where('id', '=', 1).execute();
    await db.insertInto('wagerFoldGaps').values({ recordId: gap.id, seenAt: gap.createdAt }).execute();

    // The migration again, on a database with bets.
    await migration.down(db as Kysely<unknown>);
    await migration.up(db as Kysely<unknown>);
    expect(await totals(db)).toEqual([
      { userId: alice, wagered: 500, lastBetAt: a1.createdAt },
      { userId: bob, wagered: 50, lastBetAt: b1.createdAt },
    ]);

    // The fold then hands on the gap and the later record: each counts once.
    const consumer = createWagerTotals(createTipsRepository(db));
    const folded = (record: typeof late): FoldedRecord => ({ ...record, weighted: 0 });
    await db.transaction().execute(async (trx) => {
      await consumer(trx, [folded(gap), folded(late)]);
    });
    expect(await totals(db)).toEqual([
      { userId: alice, wagered: 1_500, lastBetAt: late.createdAt },
      { userId: bob, wagered: 120, lastBetAt: b1.createdAt },
    ]);
  });
});
