import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config';
import type { WalletService } from '../../core/money/wallet-service';
import type { DB } from '../../db/schema';
import type { UnitOfWork } from '../../db/unit-of-work';
import { applyRouteAccess, createAuthGuards } from '../../http/auth-guards';
import { hashToken } from '../../http/tokens';
import { registerHandshake, sessionRoom, userRoom } from '../../realtime/handshake';
import type { Realtime } from '../../realtime/socket-server';
import type { RedisConnection } from '../../redis/redis-client';
import { type ExpiredTokenSweep, sweepExpiredTokens } from './expired-tokens';
import { createPasswordGuard } from './password-guard';
import { createAccountsRepository } from './repository';
import { accountsRoutes } from './routes';
import { type AccountsService, createAccountsService } from './service';
import { SESSIONS_CHANGED, type SessionChange } from './session-cache';

declare module 'fastify' {
  interface FastifyInstance {
    /** Drops what the instances remember of sessions changed directly in the database. */
    sessionsChanged(change: SessionChange): void;
  }
}

export interface AccountsDomainDeps {
  db: Kysely<DB>;
  uow: UnitOfWork;
  wallet: WalletService;
  realtime: Realtime;
  /** Shares the count of wrong passwords between instances, when configured. */
  redis?: RedisConnection | undefined;
  config: Pick<AppConfig, 'adminEmails' | 'tokenTtlDays' | 'authRateLimitMax' | 'rateLimitWindowMs'>;
}

export interface AccountsDomain {
  accounts: AccountsService;
  /** Whether a player exists, read with the executor given (a transaction of the caller). */
  userExists(executor: Kysely<DB>, userId: number): Promise<boolean>;
}

/**
 * Players and their sessions: the auth routes, the guards of every other route, the socket handshake,
 * and at start-up the admin rights of ADMIN_EMAILS and the sweep of expired sessions.
 */
export async function accountsDomain(
  app: FastifyInstance,
  deps: AccountsDomainDeps,
): Promise<AccountsDomain> {
  const { db, uow, wallet, realtime, config } = deps;
  const { io } = realtime;
  const repository = createAccountsRepository(db);
  const accounts = createAccountsService(uow, repository, wallet, {
    adminEmails: config.adminEmails,
    tokenTtlDays: config.tokenTtlDays,
    // Wrong passwords are limited like login calls: as many per account, and per address, per window.
    passwordGuard: createPasswordGuard(
      { max: config.authRateLimitMax, windowMs: config.rateLimitWindowMs },
      deps.redis,
    ),
    // Through the adapter, so the other sessions' sockets close on every instance.
    onOtherSessionsRevoked: (userId, keptToken) => {
      const sockets = io.in(userRoom(userId));
      (keptToken ? sockets.except(sessionRoom(hashToken(keptToken))) : sockets).disconnectSockets(true);
    },
    onSessionsChanged: (change) => {
      // Only a Redis adapter has other instances to tell (the in-memory one refuses and logs it).
      if (deps.redis) io.serverSideEmit(SESSIONS_CHANGED, change);
      // A session named by its token ended (a logout): its sockets close on every instance. After the
      // message above, on the same Redis channel, so no instance still trusts the token when they go.
      if ('tokenHash' in change) io.in(sessionRoom(change.tokenHash)).disconnectSockets(true);
    },
  });
  // Sessions that ended or changed on another instance are dropped from this one's memory too.
  io.on(SESSIONS_CHANGED, (change: SessionChange) => accounts.sessionsChanged(change, false));
  registerHandshake(io, accounts, app.log);
  const guards = createAuthGuards(accounts);
  // Before any route of the domains (these first): a route's `config.access` puts its guard first.
  applyRouteAccess(app, guards);

  // For whatever changes users or tokens behind the services' back (tests, maintenance scripts).
  app.decorate('sessionsChanged', (change: SessionChange) => accounts.sessionsChanged(change));
  app.decorateRequest('user', null);
  app.decorateRequest('authToken', null);

  let expiredTokens: ExpiredTokenSweep | undefined;
  app.addHook('onReady', async () => {
    await accounts.promoteConfiguredAdmins();
    // Expired sessions go in small batches after the start, not before it.
    expiredTokens = sweepExpiredTokens(repository, app.log);
  });
  app.addHook('preClose', async () => {
    await expiredTokens?.stop();
  });

  const authRateLimit = { max: config.authRateLimitMax, timeWindow: config.rateLimitWindowMs };
  await app.register(accountsRoutes, { prefix: '/api', accounts, authRateLimit });
  return {
    accounts,
    userExists: async (executor, userId) => (await repository.findById(userId, executor)) !== undefined,
  };
}
