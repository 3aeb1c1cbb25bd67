import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWalletRepository } from '../../core/money/wallet-repository';
import { createWalletService } from '../../core/money/wallet-service';
import { IDLE_IN_TRANSACTION_MS, migrateToLatest, openDatabase } from '../../db/database';
import { createUnitOfWork } from '../../db/unit-of-work';
import { startLeaseHolder } from '../../testing/lease-holder';
import { pause } from '../../testing/socket-client';
import { createTestDatabase, type TestDatabase, testDialects, testRedisUrl } from '../../testing/test-app';
import { loadOrMakeChain } from './chain';
import { CRASH_LEASE_POLL_MS, CRASH_LEASE_TTL_MS, crashLeaseKey, createRedisLease } from './redis-lease';
import { createCrashRepository } from './repository';
import { type CrashSettlement, createCrashSettlement, LeaseLostError } from './settlement';

const CHAIN = { length: 2_000, seed: 'lease test seed', salt: 'lease test salt' };
/** The bound: another instance drives within 2 s of the driver's death or stall. */
const TAKEOVER_MS = 2_000;

/** The database's side of the lease: the chain's row (which holds the fence) and the fenced writes. */
async function crashTables(testDb: TestDatabase) {
  const { db, dialect, schema } = testDb.database;
  await migrateToLatest(db, schema);
  const repository = createCrashRepository(db, dialect);
  await loadOrMakeChain(repository, CHAIN);
  return createCrashSettlement(
    createUnitOfWork(db, dialect),
    repository,
    createWalletService(db, createWalletRepository(db)),
  );
}

/** Settles `promise` into a box that says whether it has resolved yet. */
function watch<T>(promise: Promise<T>) {
  const box: { done: boolean; value?: T; at?: number } = { done: false };
  void promise.then((value) => Object.assign(box, { done: true, value, at: Date.now() }));
  return box;
}

/** A fenced write that changes nothing (round 0 has no row): refused once the token is not the current one. */
const fencedWrite = (settlement: CrashSettlement, token: number) =>
  settlement.startRound(token, 0, new Date().toISOString());

const redisUrl = testRedisUrl();

describe.skipIf(!redisUrl)(
  redisUrl ? 'the crash round lease in Redis' : 'the crash round lease in Redis: skipped, set REDIS_URL',
  () => {
    describe.each(testDialects())('with the fence on %s', (dialect) => {
      let testDb: TestDatabase;
      let settlement: CrashSettlement;
      const clients: Redis[] = [];
      const prefix = `test-lease-${randomBytes(4).toString('hex')}`;
      const key = crashLeaseKey(prefix);
      const client = () => {
        const made = new Redis(redisUrl as string);
        clients.push(made);
        return made;
      };

      beforeAll(async () => {
        testDb = await createTestDatabase(dialect);
        settlement = await crashTables(testDb);
      });
      afterAll(async () => {
        const cleaner = client();
        await cleaner.del(key);
        for (const each of clients) each.disconnect();
        await testDb?.close();
      });

      it('lets one of two hold it; the other takes over when it is released, and within the ttl when it stops renewing', async () => {
        const a = createRedisLease(client(), prefix, settlement.takeFence, { holderId: 'a' });
        const bClient = client();
        const b = createRedisLease(bClient, prefix, settlement.takeFence, { holderId: 'b' });
        const tokenA = await a.acquire();
        let bWaits = false;
        const bAcquired = watch(b.acquire({ waiting: () => (bWaits = true) }));

        // Renewed: held well past its ttl, while the other waits.
        await pause(2 * CRASH_LEASE_TTL_MS);
        expect(bWaits).toBe(true);
        expect(bAcquired.done).toBe(false);
        expect(await a.holds(tokenA)).toBe(true);
        expect(await clients[0]?.get(key)).toBe('a');
        expect(await fencedWrite(settlement, tokenA)).toBe(false);

        // Released: the other has it at its next ask, with a newer token that fences the first off.
        const releasedAt = Date.now();
        await a.release(tokenA);
        while (!bAcquired.done) await pause(10);
        const tokenB = bAcquired.value as number;
        expect((bAcquired.at as number) - releasedAt).toBeLessThan(CRASH_LEASE_POLL_MS + 300);
        expect(tokenB).toBeGreaterThan(tokenA);
        expect(await a.holds(tokenA)).toBe(false);
        expect(await b.holds(tokenB)).toBe(true);
        await expect(fencedWrite(settlement, tokenA)).rejects.toBeInstanceOf(LeaseLostError);
        expect(await fencedWrite(settlement, tokenB)).toBe(false);

        // The holder stops renewing (its connection gone, as if it died): the other has the key
        // within the ttl and its next ask, and by then the old holder knows it holds nothing.
        const aAgain = watch(a.acquire());
        await pause(500);
        expect(aAgain.done).toBe(false);
        const stoppedAt = Date.now();
        bClient.disconnect();
        while (!aAgain.done) await pause(10);
        expect((aAgain.at as number) - stoppedAt).toBeLessThan(TAKEOVER_MS);
        expect(await b.holds(tokenB)).toBe(false);
        expect(await a.holds(aAgain.value as number)).toBe(true);
        await expect(fencedWrite(settlement, tokenB)).rejects.toBeInstanceOf(LeaseLostError);
        await a.release(aAgain.value as number);
        expect(await clients[0]?.get(key)).toBeNull();
      });

      it('gives up waiting when the app closes', async () => {
        const holder = createRedisLease(client(), prefix, settlement.takeFence, { holderId: 'holder' });
        const waiter = createRedisLease(client(), prefix, settlement.takeFence, { holderId: 'waiter' });
        const token = await holder.acquire();
        const stop = new AbortController();
        const waiting = waiter.acquire({ signal: stop.signal });
        await pause(300);
        stop.abort();
        await expect(waiting).rejects.toThrow();
        await holder.release(token);
      });

      it('refuses a paused holder: it wakes without the lease, and its token is refused by the fence', async () => {
        const holder = await startLeaseHolder({
          databaseUrl: testDb.url,
          redisUrl: redisUrl as string,
          prefix,
        });
        try {
          expect(await holder.check()).toEqual({ holds: true, write: 'ok' });
          const next = createRedisLease(client(), prefix, settlement.takeFence, { holderId: 'next' });
          const acquired = watch(next.acquire());
          await pause(CRASH_LEASE_TTL_MS);
          expect(acquired.done).toBe(false);

          // Stalled (SIGSTOP) between two writes: it renews nothing, its key expires, another takes it.
          const pausedAt = Date.now();
          holder.pause();
          while (!acquired.done) await pause(10);
          expect((acquired.at as number) - pausedAt).toBeLessThan(TAKEOVER_MS);
          const token = acquired.value as number;
          expect(token).toBeGreaterThan(holder.token);

          // Awake again: it knows at once that it lost the lease, and its write is refused anyway.
          holder.resume();
          expect(await holder.check()).toEqual({ holds: false, write: 'refused' });
          expect(await next.holds(token)).toBe(true);
          expect(await fencedWrite(settlement, token)).toBe(false);
          await next.release(token);
        } finally {
          await holder.kill();
        }
      });
    });
  },
);

describe.each(testDialects())('the crash chain on %s', (dialect) => {
  it('is made once when two instances start at once on a fresh database, and both use that one', async () => {
    const testDb = await createTestDatabase(dialect);
    await migrateToLatest(testDb.database.db, testDb.database.schema);
    const other = await openDatabase(testDb.url);
    try {
      // Each with seeds of its own, as two first starts without CRASH_CHAIN_SEED draw them.
      const chains = await Promise.all(
        [testDb.database, other].map((database, i) =>
          loadOrMakeChain(createCrashRepository(database.db, database.dialect), {
            length: 2_000,
            seed: `seed ${i}`,
            salt: `salt ${i}`,
          }),
        ),
      );
      const [first, second] = chains.map((chain) => ({
        terminalHash: chain.terminalHash,
        salt: chain.salt,
        round7: chain.crashPointOf(7),
      }));
      expect(second).toEqual(first);
      const rows = await testDb.database.db.selectFrom('crashChain').select('terminalHash').execute();
      expect(rows).toEqual([{ terminalHash: first?.terminalHash }]);
    } finally {
      await other.close();
      await testDb.close();
    }
  });
});

describe.skipIf(!testDialects().includes('postgres'))('the fence behind a frozen driver on postgres', () => {
  it('keeps a successor waiting a moment, not for ever; PostgreSQL is told to end a transaction left idle', async () => {
    const testDb = await createTestDatabase('postgres');
    try {
      const settlement = await crashTables(testDb);
      const { db } = testDb.database;
      const repository = createCrashRepository(db, 'postgres');
      // A driver frozen in the middle of a fenced write: the fence's row held, never committed.
      let thaw: () => void = () => undefined;
      const frozen = db.transaction().execute(async (trx) => {
        await repository.fenceIn(trx);
        await new Promise<void>((resolve) => {
          thaw = resolve;
        });
      });
      await expect(settlement.takeFence()).rejects.toThrow(/lock timeout/);
      thaw();
      await frozen;
      expect(await settlement.takeFence()).toBeGreaterThan(0);
      // What ends a transaction whose process froze for good.
      const { rows } = await sql<Record<string, string>>`show idle_in_transaction_session_timeout`.execute(
        db,
      );
      expect(Object.values(rows[0] ?? {})).toEqual([`${IDLE_IN_TRANSACTION_MS / 1000}s`]);
    } finally {
      await testDb.close();
    }
  });
});
