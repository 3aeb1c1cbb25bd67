import type { FastifyBaseLogger } from 'fastify';
import type { CoinflipBroadcasts } from './broadcasts';
import type { CoinflipService } from './service';

/** How often each instance looks for results another (perhaps crashed) instance never announced. */
export const SWEEP_INTERVAL_MS = 5_000;
/** How late a result may be before another instance announces it. */
export const SWEEP_GRACE_MS = 2_000;

export interface AnnouncerOptions {
  service: CoinflipService;
  broadcasts: CoinflipBroadcasts;
  flipDelayMs: number;
  logger: FastifyBaseLogger;
  now?: () => number;
}

/**
 * Announces each decided session once the flip animation has had time to play. The money moved
 * when the session was joined; this only tells the players. The instance that decided a session
 * keeps a timer; at start-up and every few seconds each instance also announces any overdue
 * session, so a restart or a crash delays a result but never loses it.
 */
export function createAnnouncer({
  service,
  broadcasts,
  flipDelayMs,
  logger,
  now = Date.now,
}: AnnouncerOptions) {
  const timers = new Set<NodeJS.Timeout>();
  let sweeper: NodeJS.Timeout | undefined;
  let stopped = false;

  async function announce(sessionId: number) {
    const result = await service.announce(sessionId);
    if (result) await broadcasts.finished(result);
  }

  function announceLater(sessionId: number, delayMs: number) {
    if (stopped) return;
    const timer = setTimeout(
      () => {
        timers.delete(timer);
        announce(sessionId).catch((error) =>
          logger.error({ err: error, sessionId }, 'coinflip announce failed'),
        );
      },
      Math.max(0, delayMs),
    );
    timers.add(timer);
  }

  /** Announces what is overdue by more than `graceMs`; with `scheduleRest`, sets timers for the others. */
  async function sweep(graceMs: number, scheduleRest: boolean) {
    for (const session of await service.unannounced()) {
      const joinedAt = session.joinedAt ? Date.parse(session.joinedAt) : 0;
      const left = joinedAt + flipDelayMs - now();
      if (left + graceMs <= 0) await announce(session.id);
      else if (scheduleRest) announceLater(session.id, left);
    }
  }

  return {
    /** After a join: the result goes out when the coin has landed. */
    scheduled(sessionId: number) {
      announceLater(sessionId, flipDelayMs);
    },

    /** At start-up: finish every announcement a previous run left undone, then keep watching. */
    async start() {
      await sweep(0, true);
      sweeper = setInterval(() => {
        sweep(SWEEP_GRACE_MS, false).catch((error) => logger.error({ err: error }, 'coinflip sweep failed'));
      }, SWEEP_INTERVAL_MS);
      sweeper.unref();
    },

    stop() {
      stopped = true;
      if (sweeper) clearInterval(sweeper);
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}

export type Announcer = ReturnType<typeof createAnnouncer>;
