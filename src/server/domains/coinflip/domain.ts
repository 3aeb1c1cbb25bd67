import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { WalletService } from '../../core/money/wallet-service';
import type { DB } from '../../db/schema';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { SocketAuthenticator } from '../../realtime/handshake';
import type { Realtime } from '../../realtime/socket-server';
import type { Notifier } from '../notifications/service';
import { createAnnouncer } from './announcer';
import { createCoinflipBroadcasts } from './broadcasts';
import { registerCoinflipHandlers } from './handlers';
import { createMissedResults } from './missed-results';
import { createCoinflipRepository } from './repository';
import { type CoinflipService, createCoinflipService } from './service';

export interface CoinflipDomainDeps {
  db: Kysely<DB>;
  uow: UnitOfWork;
  wallet: WalletService;
  accounts: SocketAuthenticator;
  realtime: Realtime;
  /** How long the coin spins on screen before the result is announced. */
  flipDelayMs: number;
  /** A player's stake was taken: for the metrics. */
  onStake?: () => void;
  notifier: Notifier;
}

/**
 * Live coinflip on the app's socket server. At start-up the results a previous run left unannounced
 * go out, so that a started app holds no session in limbo; players who were away get those results
 * when they connect again.
 */
export function coinflipDomain(app: FastifyInstance, deps: CoinflipDomainDeps): CoinflipService {
  const { db, uow, wallet, accounts, realtime, flipDelayMs, onStake, notifier } = deps;
  const logger = app.log;
  const repository = createCoinflipRepository(db);
  const service = createCoinflipService(uow, wallet, repository, notifier);
  const missed = createMissedResults({ io: realtime.io, mailbox: realtime.mailbox, repository, logger });
  realtime.onConnection((socket) => {
    missed.deliver(socket).catch((error) => logger.warn({ err: error }, 'missed coinflip results failed'));
  });
  const broadcasts = createCoinflipBroadcasts(realtime.io, service, missed);
  const announcer = createAnnouncer({ service, broadcasts, flipDelayMs, logger });
  registerCoinflipHandlers(realtime, { service, broadcasts, announcer, accounts, logger, onStake });
  realtime.onClose(() => announcer.stop());
  app.addHook('onReady', async () => {
    await announcer.start();
  });
  return service;
}
