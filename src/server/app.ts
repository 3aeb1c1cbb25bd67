import { fileURLToPath } from 'node:url';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import type { AppConfig } from './config';
import { createInstantBets } from './core/instant/create-instant-bets';
import { createInstantEngine } from './core/instant/instant-engine';
import { createWalletRepository } from './core/money/wallet-repository';
import { createWalletService } from './core/money/wallet-service';
import { leaderboardFeed } from './core/standings/feed';
import { createWagerFold } from './core/wager/wager-fold';
import { type Database, migrateToLatest, openDatabase, pingDatabase } from './db/database';
import { createUnitOfWork } from './db/unit-of-work';
import { accountsDomain } from './domains/accounts/domain';
import { achievementsDomain } from './domains/achievements/domain';
import { adminDomain } from './domains/admin/domain';
import { createAdminRepository } from './domains/admin/repository';
import { blackjackDomain } from './domains/blackjack/domain';
import { coinflipDomain } from './domains/coinflip/domain';
import { crashDomain } from './domains/crash/domain';
import { fairnessDomain } from './domains/fairness/domain';
import { instantGamesDomain } from './domains/instant-games/domain';
import { leaderboardDomain } from './domains/leaderboard/domain';
import { liveBetsDomain } from './domains/live-bets/domain';
import { minesDomain } from './domains/mines/domain';
import { createChatGuard } from './domains/moderation/chat-guard';
import { moderationDomain } from './domains/moderation/domain';
import { notificationsDomain } from './domains/notifications/domain';
import { profileDomain } from './domains/profile/domain';
import { racesDomain } from './domains/races/domain';
import { rewardsDomain } from './domains/rewards/domain';
import { shopDomain } from './domains/shop/domain';
import { slotsDomain } from './domains/slots/domain';
import { createSocialBroadcasts } from './domains/social/broadcasts';
import { createChatRepository } from './domains/social/chat-repository';
import { socialDomain } from './domains/social/domain';
import { tipsDomain } from './domains/tips/domain';
import { walletDomain } from './domains/wallet/domain';
import { registerCompression } from './http/compression';
import { registerErrorHandler } from './http/error-handler';
import { registerEventLoopStats } from './http/event-loop-stats';
import { frameworkErrorOptions } from './http/framework-errors';
import { registerMetrics } from './http/metrics';
import { registerReadiness } from './http/readiness';
import { registerRateLimits, registerSecurityHeaders } from './http/security';
import { registerValidators } from './http/validators';
import { registerWebApp } from './http/web-app';
import { INSTANT_GAME_DECLARATIONS } from './instant-game-catalogue';
import { createRealtime } from './realtime/socket-server';
import { connectRedis, realtimeHealth } from './redis/redis-client';

export const BODY_LIMIT_BYTES = 100 * 1024;
const defaultWebRoot = fileURLToPath(new URL('../../dist/web', import.meta.url));

export interface BuildOptions {
  /** An open database to use (tests); otherwise config.databaseUrl is opened and closed with the app. */
  database?: Database;
  logger?: boolean;
}

/**
 * Builds the whole server: plugins first, then the domains in dependency order, and returns it
 * started: `app.ready()` runs each domain's start-up work (its onReady hook), so tests and
 * benchmarks get the same seeded, announced, swept app that main.ts listens with.
 */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  // First: an unreachable Redis stops the start (StartupError) before anything else is opened.
  const redis = config.redisUrl ? await connectRedis(config.redisUrl, config.redisKeyPrefix) : undefined;
  const database = options.database ?? (await openDatabase(config.databaseUrl, config.databasePoolMax));
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
  registerRateLimits(app, config, redis);

  const { db } = database;
  app.get('/api/health', async () => {
    await pingDatabase(db);
    // Still 200 without Redis (the instance serves); `realtime` says whether other instances hear it.
    return { status: 'ok', database: database.dialect, ...realtimeHealth(redis) };
  });
  registerReadiness(app, { pingDatabase: () => pingDatabase(db), redis });

  // socket.io shares the app's HTTP server; its sockets must go before the server can close.
  const realtime = createRealtime(app.server, {
    redis,
    logger: app.log,
    // Sockets a player's address may hold open (counted from X-Forwarded-For behind a trusted proxy).
    connectionLimit: { perAddress: config.socketsPerIpMax, trustProxy: config.trustProxy },
  });
  app.addHook('preClose', async () => {
    await realtime.close();
  });
  metrics.watch({ openSockets: () => realtime.io.engine.clientsCount });

  // The domains, each given what it needs and registering its own routes, socket handlers and
  // start-up work, in dependency order.
  const uow = createUnitOfWork(db, database.dialect);
  // Every money move goes through the wallet and, in its own transaction, moves the leaderboards.
  const wallet = createWalletService(db, createWalletRepository(db), leaderboardFeed());
  // First of the domains: from here on a route's `config: { access }` puts its guard first (auth-guards.ts).
  const { accounts, userExists } = await accountsDomain(app, {
    db,
    uow,
    wallet,
    realtime,
    redis,
    config,
  });
  await walletDomain(app, { wallet });
  // The inbox: the domains below that tell players things write to it in their own transactions.
  const notifier = await notificationsDomain(app, { db, uow, realtime });
  // Reads after a wager fold, so a player sees their own bets at once (the fold is made below).
  const rewards = await rewardsDomain(app, { uow, wallet, notifier, foldFirst: () => wagerFold.runOnce() });
  const instantBets = createInstantBets(database, { sqliteBetThread: config.sqliteBetThread });
  app.addHook('onClose', () => instantBets.close());
  const fairness = await fairnessDomain(app, { db, uow, seedChanged: instantBets.forgetSeed });
  await instantGamesDomain(app, { engine: createInstantEngine(instantBets) }, INSTANT_GAME_DECLARATIONS);
  await slotsDomain(app, { fairness });
  await minesDomain(app, { uow, wallet, fairness });
  await blackjackDomain(app, { uow, wallet, fairness });
  const coinflip = coinflipDomain(app, {
    db,
    uow,
    wallet,
    accounts,
    realtime,
    flipDelayMs: config.coinflipFlipDelayMs,
    onStake: () => metrics.betPlaced('coinflip'),
    notifier,
  });
  // Coinflip's announced rounds join the Fairness page's bet list and measured returns.
  fairness.showCoinflipRounds(coinflip.rounds);
  await profileDomain(app, { fairness, coinflip });
  const shop = await shopDomain(app, { db, uow, wallet });
  // Names are drawn with the shop's cosmetics and the worn achievement badge (achievements.cosmeticsOf).
  const achievements = await achievementsDomain(app, { db, uow, notifier, shop });
  // The weekly race: standings from the wager fold's records, a finisher on every instance.
  const races = await racesDomain(app, {
    uow,
    wallet,
    notifier,
    accounts,
    cosmeticsOf: achievements.cosmeticsOf,
  });
  const crash = await crashDomain(app, {
    uow,
    wallet,
    realtime,
    redis,
    cosmeticsOf: achievements.cosmeticsOf,
    chain: { length: config.crashChainLength, seed: config.crashChainSeed, salt: config.crashChainSalt },
    bettingMs: config.crashBettingMs,
    pauseMs: config.crashPauseMs,
  });
  metrics.watch({ crashDriving: crash.driving });
  const audit = await adminDomain(app, { db, uow, wallet, accounts, realtime, notifier });
  await leaderboardDomain(app, { db, uow, cosmeticsOf: achievements.cosmeticsOf, audit, userExists });
  await socialDomain(app, {
    db,
    uow,
    realtime,
    cosmeticsOf: achievements.cosmeticsOf,
    audit,
    chatCooldownMs: config.chatCooldownMs,
    notifier,
    chatGuard: createChatGuard(db, { publicOrigin: config.publicOrigin }),
  });
  // Reports, mutes and the admins' queue; what it needs of the chat and the admin's rows, given here.
  const chatBroadcasts = createSocialBroadcasts(realtime.io);
  await moderationDomain(app, {
    db,
    uow,
    realtime,
    accounts,
    audit,
    users: createAdminRepository(db),
    chatMessages: createChatRepository(db),
    messageDeleted: (id) => chatBroadcasts.chatMessageDeleted(id),
  });

  // Tips and rain between players; its fold consumer keeps the totals their limits read.
  const tips = await tipsDomain(app, {
    db,
    uow,
    wallet,
    notifier,
    realtime,
    cosmeticsOf: achievements.cosmeticsOf,
    foldFirst: () => wagerFold.runOnce(),
  });
  await liveBetsDomain(app, { db, realtime });

  // Finished bets reach XP, rakeback, races and achievements from game_records, after the bet, each once.
  const wagerFold = createWagerFold({
    uow,
    intervalMs: config.wagerFoldIntervalMs,
    logger: app.log,
    consumers: [rewards.wagerConsumer, achievements.consumer, races.raceScoring, tips.wagerConsumer],
  });
  app.addHook('onReady', async () => wagerFold.start());
  app.addHook('preClose', () => wagerFold.stop());

  if (config.eventLoopStats) registerEventLoopStats(app);
  await registerWebApp(app, config.webRoot ?? defaultWebRoot);

  app.addHook('onClose', async () => {
    redis?.close();
    if (!options.database) await database.close();
  });
  await app.ready();
  return app;
}
