import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { edgeWeighted } from '../../../games/house-edge';
import { type Database, migrateToLatest, openDatabase } from '../../db/database';
import { createUnitOfWork } from '../../db/unit-of-work';
import { testDialects } from '../../testing/test-app';
import { createTestDatabase, insertBareUser, type TestDatabase } from '../../testing/test-database';
import type { FoldedRecord, RecordsConsumer } from './records-feed';
import { createWagerFold } from './wager-fold';

let nonce = 0;
function recordRow(userId: number, game: string, betAmount: number, payout: number, details = '{}') {
  nonce += 1;
  return {
    userId,
    game,
    betAmount,
    payout,
    profit: payout - betAmount,
    details,
    seedId: null,
    serverSeedHash: 'hash',
    clientSeed: 'seed',
    nonce,
    createdAt: new Date().toISOString(),
  };
}

/** A consumer that notes the ids it was handed, once its transaction has committed. */
function recorder() {
  const seen: FoldedRecord[] = [];
  const consumer: RecordsConsumer = async (_trx, records) => () => seen.push(...records);
  return { seen, consumer };
}

describe.each(testDialects())('the wager fold on %s', (dialect) => {
  const opened: { close(): Promise<void> }[] = [];
  afterEach(async () => {
    for (const one of opened.splice(0).reverse()) await one.close();
  });

  async function freshDatabase(): Promise<TestDatabase> {
    const test = await createTestDatabase(dialect);
    opened.push(test);
    await migrateToLatest(test.database.db, test.database.schema);
    return test;
  }

  /**
   * Another connection (another instance) to the same database. SQLite's connections are
   * synchronous: two in one process would wait on each other's lock with the event loop stopped, so
   * there the instances share the one connection (a SQLite deployment is one process).
   */
  async function connectAgain(test: TestDatabase): Promise<Database> {
    if (dialect === 'sqlite') return test.database;
    const database = await openDatabase(test.url);
    opened.push(database);
    return database;
  }

  function foldOn(database: Database, consumers: RecordsConsumer[], extra = {}) {
    return createWagerFold({
      uow: createUnitOfWork(database.db, database.dialect),
      consumers,
      intervalMs: 0,
      ...extra,
    });
  }

  it('hands every record on once, with its edge-weighted wager, and moves its mark', async () => {
    const test = await freshDatabase();
    const { db } = test.database;
    const player = await insertBareUser(db, 'folded');
    await db
      .insertInto('gameRecords')
      .values([
        recordRow(player, 'limbo', 250, 0),
        recordRow(player, 'slots', 1000, 500),
        recordRow(player, 'dice', 10, 20, JSON.stringify({ prediction: 'over', targetNumber: 3 })),
        recordRow(player, 'dice', 1, 0, JSON.stringify({ prediction: 'over', targetNumber: 1 })),
      ])
      .execute();
    const { seen, consumer } = recorder();
    const fold = foldOn(test.database, [consumer]);
    expect(await fold.runOnce()).toBe(4);
    expect(seen.map((r) => [r.game, r.betAmount, r.weighted])).toEqual([
      ['limbo', 250, 250],
      ['slots', 1000, 1407],
      // An even 2× roll of 10 FF pays exactly: no edge. 1 FF at 1.2× is floored to 1: 1/6 of a FF.
      ['dice', 10, 0],
      ['dice', 1, 16],
    ]);
    expect(await fold.runOnce()).toBe(0);
    const mark = await db.selectFrom('wagerFold').select('lastId').executeTakeFirstOrThrow();
    expect(Number(mark.lastId)).toBe(Math.max(...seen.map((r) => r.id)));
  });

  it('starts after the records that existed when it was installed', async () => {
    const test = await freshDatabase();
    const { db } = test.database;
    const player = await insertBareUser(db, 'before');
    await db
      .insertInto('gameRecords')
      .values(recordRow(player, 'limbo', 100, 0))
      .execute();
    // As the migration does on a database with history: the mark at the newest record.
    await sql`update wager_fold set last_id = (select max(id) from game_records)`.execute(db);
    await db
      .insertInto('gameRecords')
      .values(recordRow(player, 'limbo', 300, 0))
      .execute();
    const { seen, consumer } = recorder();
    expect(await foldOn(test.database, [consumer]).runOnce()).toBe(1);
    expect(seen.map((r) => r.betAmount)).toEqual([300]);
  });

  it('rolls a batch back when a consumer throws, and hands it on again later', async () => {
    const test = await freshDatabase();
    const { db } = test.database;
    const player = await insertBareUser(db, 'retried');
    await db
      .insertInto('gameRecords')
      .values([recordRow(player, 'crash', 100, 0)])
      .execute();
    const { seen, consumer } = recorder();
    let fail = true;
    const flaky: RecordsConsumer = async () => {
      if (fail) throw new Error('consumer down');
    };
    await expect(foldOn(test.database, [consumer, flaky]).runOnce()).rejects.toThrow('consumer down');
    expect(seen).toHaveLength(0);
    fail = false;
    expect(await foldOn(test.database, [consumer, flaky]).runOnce()).toBe(1);
    expect(seen).toHaveLength(1);
  });

  it('hands each record on once with three instances folding while bets are written, and after a restart', async () => {
    const test = await freshDatabase();
    const players = [
      await insertBareUser(test.database.db, 'p1'),
      await insertBareUser(test.database.db, 'p2'),
      await insertBareUser(test.database.db, 'p3'),
    ];
    const { seen, consumer } = recorder();
    const instances = [test.database, await connectAgain(test), await connectAgain(test)];
    const folds = instances.map((database) => foldOn(database, [consumer], { batchSize: 37 }));
    const writer = instances[0] as Database;
    let written = 0;
    const writing = (async () => {
      for (let round = 0; round < 30; round += 1) {
        const rows = players.flatMap((player) =>
          Array.from({ length: 7 }, (_, i) => recordRow(player, 'plinko', 1 + i, 0)),
        );
        await writer.db.insertInto('gameRecords').values(rows).execute();
        written += rows.length;
        await new Promise((resume) => setImmediate(resume));
      }
    })();
    const folding = folds.map(async (fold) => {
      for (let pass = 0; pass < 15; pass += 1) await fold.runOnce();
    });
    await Promise.all([writing, ...folding]);
    // A restart: a new fold on a new connection continues from the stored mark.
    const restarted = foldOn(await connectAgain(test), [consumer]);
    await restarted.runOnce();
    const ids = seen.map((r) => r.id);
    expect(ids).toHaveLength(written);
    expect(new Set(ids).size).toBe(written);
  });

  it.skipIf(dialect !== 'postgres')(
    'folds a record that commits after a record with a higher id was folded, once',
    async () => {
      const test = await freshDatabase();
      const player = await insertBareUser(test.database.db, 'late');
      // Another player's bet: the fold locks the batch's players, and the late bet's transaction
      // holds its own player's row (a key share lock, through the record's foreign key).
      const another = await insertBareUser(test.database.db, 'early');
      const other = await connectAgain(test);
      const { seen, consumer } = recorder();
      const fold = foldOn(test.database, [consumer]);

      // A bet's transaction takes an id and has not committed yet...
      let commitLate!: () => void;
      const mayCommit = new Promise<void>((resume) => {
        commitLate = resume;
      });
      let tookId!: () => void;
      const idTaken = new Promise<void>((resume) => {
        tookId = resume;
      });
      const late = other.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('gameRecords')
          .values(recordRow(player, 'limbo', 111, 0))
          .execute();
        tookId();
        await mayCommit;
      });
      await idTaken;
      // ...while a later bet commits, and is folded: the mark passes the first one's id.
      await test.database.db
        .insertInto('gameRecords')
        .values(recordRow(another, 'limbo', 222, 0))
        .execute();
      expect(await fold.runOnce()).toBe(1);
      expect(seen.map((r) => r.betAmount)).toEqual([222]);
      const gaps = await test.database.db.selectFrom('wagerFoldGaps').select('recordId').execute();
      expect(gaps).toHaveLength(1);

      commitLate();
      await late;
      expect(await fold.runOnce()).toBe(1);
      expect(seen.map((r) => r.betAmount)).toEqual([222, 111]);
      expect(await fold.runOnce()).toBe(0);
      expect(await test.database.db.selectFrom('wagerFoldGaps').select('recordId').execute()).toHaveLength(0);
      expect(seen.map((r) => r.weighted)).toEqual([
        edgeWeighted({ game: 'limbo', betAmount: 222, payout: 0, details: '{}' }),
        111,
      ]);
    },
  );

  it.skipIf(dialect !== 'postgres')('forgets a missing id once it is too old to commit', async () => {
    const test = await freshDatabase();
    const player = await insertBareUser(test.database.db, 'rolled');
    // An id taken by a transaction that rolls back never shows.
    await test.database.db
      .transaction()
      .execute(async (trx) => {
        await trx
          .insertInto('gameRecords')
          .values(recordRow(player, 'limbo', 5, 0))
          .execute();
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    await test.database.db
      .insertInto('gameRecords')
      .values(recordRow(player, 'limbo', 6, 0))
      .execute();
    const { seen, consumer } = recorder();
    await foldOn(test.database, [consumer]).runOnce();
    expect(await test.database.db.selectFrom('wagerFoldGaps').select('recordId').execute()).toHaveLength(1);
    await foldOn(test.database, [consumer], { gapTimeoutMs: -1 }).runOnce();
    expect(await test.database.db.selectFrom('wagerFoldGaps').select('recordId').execute()).toHaveLength(0);
    expect(seen.map((r) => r.betAmount)).toEqual([6]);
  });
});
