import type { FastifyInstance } from 'fastify';
import type { WalletService } from '../../core/money/wallet-service';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { Realtime } from '../../realtime/socket-server';
import { CRASH_ROOM, createCrashBroadcasts } from './broadcasts';
import { type ChainSettings, loadOrMakeChain } from './chain';
import { createRoundDriver } from './driver';
import { createLocalLease } from './lease';
import { createCrashRepository } from './repository';
import { crashRoutes } from './routes';
import { createCrashService } from './service';
import { createCrashSettlement } from './settlement';
import type { CosmeticsOf } from './views';

export interface CrashDomainDeps {
  uow: UnitOfWork;
  wallet: WalletService;
  realtime: Realtime;
  cosmeticsOf: CosmeticsOf;
  chain: ChainSettings;
  bettingMs: number;
  pauseMs: number;
}

/**
 * Crash: one live round for everyone. The chain is read (or, at a deployment's first start, made);
 * every instance serves bets, cash-outs and reads; the instance holding the round lease drives the
 * round (here the lease is local: one instance).
 */
export async function crashDomain(app: FastifyInstance, deps: CrashDomainDeps): Promise<void> {
  const { uow, wallet, realtime, cosmeticsOf } = deps;
  const repository = createCrashRepository(uow.db, uow.dialect);
  const chain = await loadOrMakeChain(repository, deps.chain);
  const broadcasts = createCrashBroadcasts(realtime.io, repository, cosmeticsOf, app.log);
  const service = createCrashService({ uow, repository, wallet, chain, cosmeticsOf, broadcasts });
  const settlement = createCrashSettlement(uow, repository, wallet);
  const driver = createRoundDriver({
    repository,
    settlement,
    service,
    chain,
    broadcasts,
    lease: createLocalLease(settlement.takeFence),
    bettingMs: deps.bettingMs,
    pauseMs: deps.pauseMs,
    logger: app.log,
  });

  realtime.onConnection((socket) => {
    socket.on('watchCrash', (watching) => {
      if (watching === true) void socket.join(CRASH_ROOM);
      else void socket.leave(CRASH_ROOM);
    });
  });
  await app.register(crashRoutes, { prefix: '/api', crash: service });
  realtime.onClose(() => driver.stop());
  app.addHook('onReady', () => driver.start());
}
