import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { Realtime } from '../../realtime/socket-server';
import { createLiveFeed } from './feed';
import { createLiveBetsRepository } from './repository';
import { liveBetsRoutes } from './routes';
import { createLiveBetsService } from './service';

export interface LiveBetsDomainDeps {
  db: Kysely<DB>;
  realtime: Realtime;
  /** How often the feed pushes (LIVE_BETS_PUSH_MS by default). */
  pushMs?: number;
}

/**
 * The live bets feed and the public bet pages: reads of the game records every game writes, after
 * their commits. Any socket (guests' too) may watch the feed; each instance pushes to its own.
 */
export async function liveBetsDomain(app: FastifyInstance, deps: LiveBetsDomainDeps): Promise<void> {
  const repository = createLiveBetsRepository(deps.db);
  const feed = createLiveFeed({
    repository,
    io: deps.realtime.io,
    logger: app.log,
    ...(deps.pushMs ? { intervalMs: deps.pushMs } : {}),
  });
  deps.realtime.onConnection((socket) => {
    socket.on('watchLiveBets', (watching) => {
      if (watching === true) feed.watch(socket);
      else feed.unwatch(socket);
    });
    socket.on('disconnect', () => feed.unwatch(socket));
  });
  await app.register(liveBetsRoutes, { prefix: '/api', liveBets: createLiveBetsService(repository) });
  deps.realtime.onClose(() => feed.stop());
  app.addHook('onReady', () => feed.start());
}
