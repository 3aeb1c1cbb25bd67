import { fileURLToPath } from 'node:url';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import type { AppConfig } from './config';
import { type Database, migrateToLatest, openDatabase, pingDatabase } from './db/database';
import { createUnitOfWork } from './db/unit-of-work';
import { sweepExpiredTokens } from './domains/accounts/expired-tokens';
import { createAccountsRepository } from './domains/accounts/repository';
import { accountsRoutes } from './domains/accounts/routes';
import { createAccountsService } from './domains/accounts/service';
import type { SessionChange } from './domains/accounts/session-cache';
import { createAdminRepository } from './domains/admin/repository';
import { adminRoutes } from './domains/admin/routes';
import { createAdminService } from './domains/admin/service';
import { createInstantBets } from './domains/bets/instant-bet';
import { blackjackRoutes } from './domains/blackjack/routes';
import { createBlackjackService } from './domains/blackjack/service';
import { startCoinflip } from './domains/coinflip/setup';
import { diceRoutes } from './domains/dice/routes';
import { createDiceService } from './domains/dice/service';
import { createFairnessRepository } from './domains/fairness/repository';
import { fairnessRoutes } from './domains/fairness/routes';
import { createFairnessService } from './domains/fairness/service';
import { leaderboardFeed } from './domains/leaderboard/feed';
import { createLeaderboardRepository } from './domains/leaderboard/repository';
import { leaderboardRoutes } from './domains/leaderboard/routes';
import { createLeaderboardService } from './domains/leaderboard/service';
import { minesRoutes } from './domains/mines/routes';
import { createMinesService } from './domains/mines/service';
import { profileRoutes } from './domains/profile/stats';
import { createShopRepository } from './domains/shop/repository';
import { shopRoutes } from './domains/shop/routes';
import { createShopService } from './domains/shop/service';
import { slotsRoutes } from './domains/slots/routes';
import { createSlotsService } from './domains/slots/service';
import { socialRoutes } from './domains/social/routes';
import { startSocial } from './domains/social/setup';
import { createWalletRepository } from './domains/wallet/repository';
import { walletRoutes } from './domains/wallet/routes';
import { createWalletService } from './domains/wallet/service';
import { createAuthGuards } from './http/auth-guards';
import { registerCompression } from './http/compression';
import { registerErrorHandler } from './http/error-handler';
import { registerEventLoopStats } from './http/event-loop-stats';
import { frameworkErrorOptions } from './http/framework-errors';
import { registerMetrics } from './http/metrics';
import { registerReadiness } from './http/readiness';
import { registerRateLimits, registerSecurityHeaders } from './http/security';
import { registerValidators } from './http/validators';
import { registerWebApp } from './http/web-app';
import { sessionRoom, userRoom } from './realtime/handshake';
import { connectRedis, realtimeHealth } from './realtime/redis-client';
import { createRealtime, type Realtime } from './realtime/socket-server';

export const BODY_LIMIT_BYTES = 100 * 1024;
/** The server-side event by which instances tell each other of sessions that ended or changed. */
const SESSIONS_CHANGED = 'sessionsChanged';
const defaultWebRoot = fileURLToPath(new URL('../../dist/web', import.meta.url));

declare module 'fastify' {
  interface FastifyInstance {
    /** Drops what the instances remember of sessions changed directly in the database. */
    sessionsChanged(change: SessionChange): void;
  }
}

export interface BuildOptions {
  /** An open database to use (tests); otherwise config.databaseUrl is opened and closed with the app. */
  database?: Database;
  logger?: boolean;
}

/** Builds the whole server: plugins first, then one plugin per domain. Tests build it too. */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  // First: an unreachable Redis stops the start (StartupError) before anything else is opened.
  const redis = config.redisUrl ? await connectRedis(config.redisUrl, config.redisKeyPrefix) : undefined;
  const database = options.database ?? (await openDatabase(config.databaseUrl));
  await migrateToLatest(database.db, database.schema);

  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    bodyLimit: BODY_LIMIT_BYTES,
    // One line per request only when debugging; errors are always logged.
    logController: new LogController({ disableRequestLogging: config.logLevel !== 'debug' }),
    // Behind a proxy, rate limits count the player's address from X-Forwarded-For, not the proxy's.
    ...(config.trustProxy ? { trustProxy: config.trustProxy } : {}),
    ...frameworkErrorOptions,
  }).withTypeProvider<TypeBoxTypeProvider>();
  redis?.logTo(app.log);
  // Before any route: it times each route with a hook of its own.
  const metrics = registerMetrics(app, { port: config.metricsPort, host: config.metricsHost, database });

  registerValidators(app);
  registerErrorHandler(app);
  registerSecurityHeaders(app);
  await registerCompression(app);
  await registerRateLimits(app, config, redis);

  const { db } = database;
  const uow = createUnitOfWork(db, database.dialect);
  const leaderboardRepository = createLeaderboardRepository(db);
  // Every money move also updates the leaderboards, inside its own transaction.
  const wallet = createWalletService(db, createWalletRepository(db), leaderboardFeed(leaderboardRepository));
  const instantBets = createInstantBets(database);
  const accountsRepository = createAccountsRepository(db);
  // The socket server starts after the routes; a password change reaches it once it exists.
  let realtimeServer: Realtime['io'] | null = null;
  const accounts = createAccountsService(uow, accountsRepository, wallet, {
    adminEmails: config.adminEmails,
    tokenTtlDays: config.tokenTtlDays,
    // Through the adapter, so the other sessions' sockets close on every instance.
    onOtherSessionsRevoked: (userId, keptToken) => {
      const sockets = realtimeServer?.in(userRoom(userId));
      (keptToken ? sockets?.except(sessionRoom(keptToken)) : sockets)?.disconnectSockets(true);
    },
    onSessionsChanged: (change) => realtimeServer?.serverSideEmit(SESSIONS_CHANGED, change),
  });
  const guards = createAuthGuards(accounts);
  const fairness = createFairnessService(uow, createFairnessRepository(db), instantBets.forgetSeed);

  const shop = createShopService(uow, createShopRepository(db), wallet);

  const leaderboard = createLeaderboardService(uow, leaderboardRepository, shop.equippedOf);

  await shop.seedCatalogue();
  await leaderboard.fillIfEmpty();
  await accounts.promoteConfiguredAdmins();
  // Expired sessions go in small batches after the start, not before it.
  const expiredTokens = sweepExpiredTokens(accountsRepository, app.log);
  app.addHook('preClose', () => expiredTokens.stop());

  // For whatever changes users or tokens behind the services' back (tests, maintenance scripts).
  app.decorate('sessionsChanged', (change: SessionChange) => accounts.sessionsChanged(change));
  app.decorateRequest('user', null);
  app.decorateRequest('authToken', null);

  app.get('/api/health', async () => {
    await pingDatabase(db);
    // Still 200 without Redis (the instance serves); `realtime` says whether other instances hear it.
    return { status: 'ok', database: database.dialect, ...realtimeHealth(redis) };
  });
  registerReadiness(app, { pingDatabase: () => pingDatabase(db), redis });

  const authRateLimit = { max: config.authRateLimitMax, timeWindow: config.rateLimitWindowMs };
  await app.register(accountsRoutes, { prefix: '/api', accounts, guards, authRateLimit });
  await app.register(walletRoutes, { prefix: '/api', wallet, guards });
  await app.register(fairnessRoutes, { prefix: '/api', fairness, guards });
  await app.register(diceRoutes, { prefix: '/api', dice: createDiceService(instantBets), guards });
  await app.register(slotsRoutes, {
    prefix: '/api',
    slots: createSlotsService(instantBets, fairness),
    guards,
  });
  await app.register(minesRoutes, {
    prefix: '/api',
    mines: createMinesService(uow, wallet, fairness),
    guards,
  });
  await app.register(blackjackRoutes, {
    prefix: '/api',
    blackjack: createBlackjackService(uow, wallet, fairness),
    guards,
  });
  await app.register(shopRoutes, { prefix: '/api', shop, guards });
  await app.register(profileRoutes, { prefix: '/api', db, guards });
  await app.register(leaderboardRoutes, { prefix: '/api', leaderboard, guards });

  // socket.io shares the app's HTTP server; its sockets must go before the server can close.
  const realtime = createRealtime(app.server, {
    accounts,
    redis,
    logger: app.log,
  });
  app.addHook('preClose', async () => {
    await realtime.close();
  });
  realtimeServer = realtime.io;
  metrics.watch({ openSockets: () => realtime.io.engine.clientsCount });
  // Sessions that ended or changed on another instance are dropped from this one's memory too.
  realtime.io.on(SESSIONS_CHANGED, (change: SessionChange) => accounts.sessionsChanged(change, false));
  const admin = createAdminService(uow, createAdminRepository(db), wallet, {
    // Through the adapter, so a banned user's sockets close on every instance.
    disconnectUser: (userId) => realtime.io.in(userRoom(userId)).disconnectSockets(true),
    sessionsChanged: (userId) => accounts.sessionsChanged({ userId }),
  });
  await app.register(adminRoutes, { prefix: '/api', admin, guards });
  if (config.eventLoopStats) registerEventLoopStats(app, guards.requireAdmin);
  await startCoinflip(realtime, {
    db,
    uow,
    wallet,
    accounts,
    flipDelayMs: config.coinflipFlipDelayMs,
    logger: app.log,
    onStake: () => metrics.betPlaced('coinflip'),
  });

  const social = startSocial(realtime, {
    db,
    uow,
    cosmeticsOf: shop.equippedOf,
    chatCooldownMs: config.chatCooldownMs,
    logger: app.log,
  });
  await app.register(socialRoutes, { prefix: '/api', chat: social.chat, friends: social.friends, guards });

  await registerWebApp(app, config.webRoot ?? defaultWebRoot);

  app.addHook('onClose', async () => {
    redis?.close();
    if (!options.database) await database.close();
  });
  return app;
}
