import Fastify from 'fastify';
import { Server } from 'socket.io';
import { createWalletRepository } from '../core/money/wallet-repository';
import { createWalletService } from '../core/money/wallet-service';
import { leaderboardFeed } from '../core/standings/feed';
import { migrateToLatest } from '../db/database';
import { createUnitOfWork } from '../db/unit-of-work';
import { createCrashBroadcasts } from '../domains/crash/broadcasts';
import { loadOrMakeChain } from '../domains/crash/chain';
import { createCrashRepository } from '../domains/crash/repository';
import { createCrashService } from '../domains/crash/service';
import { createCrashSettlement } from '../domains/crash/settlement';
import { createFairnessRepository } from '../domains/fairness/repository';
import { createFairnessService } from '../domains/fairness/service';
import { createCrowd } from '../realtime/sliced-room';
import type { RealtimeServer } from '../realtime/socket-types';
import { CRASH_TEST_CHAIN_LENGTH, CRASH_TEST_SALT } from './crash-kit';
import { createTestDatabase } from './test-database';

/**
 * The crash's parts on a fresh database, without the app's driver: the test plays the driver itself
 * (its settlement, with its own fencing token), so that in every round the crash batch and the
 * players' cash-outs race for the same bets at the same moment.
 */
export async function crashParts(dialect: 'sqlite' | 'postgres', seed: string) {
  const testDb = await createTestDatabase(dialect);
  const { db } = testDb.database;
  await migrateToLatest(db, testDb.database.schema);
  const uow = createUnitOfWork(db, testDb.database.dialect);
  const repository = createCrashRepository(db, testDb.database.dialect);
  const chain = await loadOrMakeChain(repository, {
    length: CRASH_TEST_CHAIN_LENGTH,
    seed,
    salt: CRASH_TEST_SALT,
  });
  const wallet = createWalletService(db, createWalletRepository(db), leaderboardFeed());
  // Not attached to any HTTP server: the broadcasts reach no socket and it holds nothing to close.
  const io: RealtimeServer = new Server();
  const cosmeticsOf = async () => new Map();
  const logger = Fastify({ logger: false }).log;
  let clock: number | undefined;
  const service = createCrashService({
    uow,
    repository,
    wallet,
    chain,
    cosmeticsOf,
    broadcasts: createCrashBroadcasts(io, repository, cosmeticsOf, logger, false, createCrowd(io, false)),
    now: () => clock ?? Date.now(),
  });
  return {
    db,
    testDb,
    uow,
    chain,
    wallet,
    service,
    settlement: createCrashSettlement(uow, repository, wallet),
    fairness: createFairnessService(uow, createFairnessRepository(db)),
    /** The players' requests arrive at this time (undefined: now). */
    setClock: (at: number | undefined) => {
      clock = at;
    },
    close: () => testDb.close(),
  };
}
