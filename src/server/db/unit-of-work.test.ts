import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createTestDatabase, testDialects } from '../testing/test-app';
import { insertBareUser } from '../testing/test-database';
import { migrateToLatest } from './database';
import { createUnitOfWork, isRetryable, MAX_ATTEMPTS, withRetries } from './unit-of-work';

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
  },
);
