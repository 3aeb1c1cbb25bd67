import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createTestDatabase, testDialects } from '../testing/test-app';
import { dropSchema, insertBareUser, testSchemaUrl } from '../testing/test-database';
import { migrateToLatest, openDatabase } from './database';
import type { DB } from './schema';
import { beginLocking, createUnitOfWork, isRetryable, MAX_ATTEMPTS, withRetries } from './unit-of-work';

const pgError = (code: string) => Object.assign(new Error(code), { code });

describe('retries of lost races', () => {
  it("knows PostgreSQL's serialization failure and deadlock, and nothing else", () => {
    expect(isRetryable(pgError('40001'))).toBe(true);
    expect(isRetryable(pgError('40P01'))).toBe(true);
    expect(isRetryable(pgError('23505'))).toBe(false);
    expect(isRetryable(new Error('plain'))).toBe(false);
    expect(isRetryable(null)).toBe(false);
  });

  it('runs the work again after a lost race, and gives up after a bounded number of tries', async () => {
    let tries = 0;
    await expect(
      withRetries(async () => {
        tries += 1;
        if (tries < 3) throw pgError('40P01');
        return 'done';
      }),
    ).resolves.toBe('done');
    expect(tries).toBe(3);

    tries = 0;
    await expect(
      withRetries(async () => {
        tries += 1;
        throw pgError('40001');
      }),
    ).rejects.toThrow('40001');
    expect(tries).toBe(MAX_ATTEMPTS);
  });

  it('does not repeat work that failed for any other reason', async () => {
    let tries = 0;
    await expect(
      withRetries(async () => {
        tries += 1;
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(tries).toBe(1);
  });
});

describe('the statement that begins a transaction locking its players (PostgreSQL)', () => {
  it('names each id once, in order, as integer literals', () => {
    expect(beginLocking([7, 3, 7, 12])).toBe(
      "begin; select id from users where id = any('{3,7,12}'::int[]) order by id for update",
    );
    expect(beginLocking([])).toBe('begin');
  });

  it('takes nothing but integers into the text', () => {
    for (const id of [1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 60, '1}; drop table users; --']) {
      expect(() => beginLocking([1, id as number])).toThrow(/must be an integer/);
    }
  });
});

describe.skipIf(!testDialects().includes('postgres'))(
  'the players locked by a unit of work on postgres',
  () => {
    it('holds every row of forUsers until the commit, an id named twice too', async () => {
      const testDb = await createTestDatabase('postgres');
      try {
        const { db } = testDb.database;
        const uow = createUnitOfWork(db, 'postgres');
        await migrateToLatest(db, testDb.database.schema);
        const ids: number[] = [];
        for (const name of ['lock1', 'lock2', 'lock3']) ids.push(await insertBareUser(db, name));
        let release: () => void = () => undefined;
        const holding = uow.forUsers([ids[2], ids[0], ids[1], ids[0]] as number[], async () => {
          await new Promise<void>((resolve) => {
            release = resolve;
          });
        });
        // Another transaction cannot take any of them while the first is open.
        for (const id of ids) {
          await expect(
            db
              .transaction()
              .execute((trx) => sql`select id from users where id = ${id} for update nowait`.execute(trx)),
          ).rejects.toThrow(/could not obtain lock/);
        }
        release();
        await holding;
        await db
          .transaction()
          .execute((trx) => sql`select id from users where id = ${ids[0]} for update nowait`.execute(trx));
      } finally {
        await testDb.close();
      }
    });

    it('commits the work, or rolls it back and hands the connection back outside any transaction', async () => {
      // One connection: what runs after a failed unit of work runs on the very connection it used.
      const { schema, url } = testSchemaUrl('uow');
      const withLockTimeout = new URL(url);
      withLockTimeout.searchParams.set(
        'options',
        `${withLockTimeout.searchParams.get('options')} -c lock_timeout=200`,
      );
      const database = await openDatabase(withLockTimeout.toString(), 1);
      const other = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await other.connect();
      try {
        const { db } = database;
        await migrateToLatest(db, schema);
        const uow = createUnitOfWork(db, 'postgres');
        const id = await insertBareUser(db, 'rolled');
        const funds = async () =>
          Number(
            (await other.query(`select fun_funds from ${schema}.users where id = $1`, [id])).rows[0]
              .fun_funds,
          );
        const add = (trx: Kysely<DB>, amount: number) =>
          trx
            .updateTable('users')
            .set({ funFunds: sql`fun_funds + ${amount}` })
            .where('id', '=', id)
            .execute();
        await expect(
          uow.forUser(id, async (trx) => {
            await add(trx, 5);
            throw new Error('the work failed');
          }),
        ).rejects.toThrow('the work failed');
        expect(await funds()).toBe(0);
        // A statement that fails inside the work leaves the transaction aborted: rolled back all the same.
        await expect(
          uow.forUser(id, async (trx) => {
            await add(trx, 5);
            await sql`select 1 / 0`.execute(trx);
          }),
        ).rejects.toThrow(/division by zero/);
        // The lock itself fails (here its timeout, under load a deadlock): rolled back too.
        await other.query(`begin; select id from ${schema}.users where id = ${id} for update`);
        await expect(uow.forUser(id, async (trx) => add(trx, 5))).rejects.toThrow(/lock timeout/);
        await other.query('rollback');
        // Outside a transaction, a write on that connection is seen at once by another.
        await add(db, 3);
        expect(await funds()).toBe(3);
        const answer = await uow.forUsers([id, id], async (trx) => {
          await add(trx, 4);
          return 'done';
        });
        expect(answer).toBe('done');
        expect(await funds()).toBe(7);
      } finally {
        await other.end();
        await database.close();
        await dropSchema(schema);
      }
    });
  },
);
