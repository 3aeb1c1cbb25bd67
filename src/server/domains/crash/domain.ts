import type { FastifyInstance } from 'fastify';
import type { WalletService } from '../../core/money/wallet-service';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { Realtime } from '../../realtime/socket-server';
import type { RedisConnection } from '../../redis/redis-client';
import { createCrashBroadcasts } from './broadcasts';
import { type ChainSettings, loadOrMakeChain } from './chain';
import { createRoundDriver } from './driver';
import { createLocalLease, type RoundLease } from './lease';
import { createRedisLease } from './redis-lease';
import { createCrashRepository } from './repository';
import { crashRoutes } from './routes';
import { createCrashService } from './service';
import { createCrashSettlement } from './settlement';
import type { CosmeticsOf } from './views';

export interface CrashDomainDeps {
  uow: UnitOfWork;
  wallet: WalletService;
  realtime: Realtime;
  /** With Redis, the instances share the round lease there; without it the lease is this process's. */
  redis: RedisConnection | undefined;
  cosmeticsOf: CosmeticsOf;
  chain: ChainSettings;
  bettingMs: number;
  pauseMs: number;
}

/**
 * Crash: one live round for everyone. The chain is read (or, at a deployment's first start, made);
 * every instance serves bets, cash-outs and reads; the instance holding the round lease drives the
 * round, and its events reach the other instances' watchers as server-side events (broadcasts.ts).
 * With Redis the lease is shared (redis-lease.ts: another instance takes over within two seconds of
 * the driver's death); without it, it is held locally (one instance).
 */
export async function crashDomain(
  app: FastifyInstance,
  deps: CrashDomainDeps,
): Promise<{ driving(): boolean }> {
  const { uow, wallet, realtime, cosmeticsOf } = deps;
  const repository = createCrashRepository(uow.db, uow.dialect);
  const chain = await loadOrMakeChain(repository, deps.chain);
  const broadcasts = createCrashBroadcasts(
    realtime.io,
    repository,
    cosmeticsOf,
    app.log,
    Boolean(deps.redis),
    realtime.toCrowd,
  );
  const service = createCrashService({ uow, repository, wallet, chain, cosmeticsOf, broadcasts });
  const settlement = createCrashSettlement(uow, repository, wallet);
  const lease: RoundLease = deps.redis
    ? createRedisLease(deps.redis.client, deps.redis.prefix, settlement.takeFence, { logger: app.log })
    : createLocalLease(settlement.takeFence);
  const driver = createRoundDriver({
    repository,
    settlement,
    service,
    chain,
    broadcasts,
    lease,
    bettingMs: deps.bettingMs,
    pauseMs: deps.pauseMs,
    logger: app.log,
  });

  realtime.onConnection((socket) => {
    socket.on('watchCrash', (watching) => {
      if (watching === true) broadcasts.watchers.join(socket);
      else broadcasts.watchers.leave(socket);
    });
  });
  await app.register(crashRoutes, { prefix: '/api', crash: service });
  realtime.onClose(async () => {
    await driver.stop();
    broadcasts.close();
  });
  app.addHook('onReady', () => driver.start());
  return { driving: driver.driving };
}
