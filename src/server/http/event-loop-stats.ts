import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { EventLoopStats } from '../../contract/admin';
import { errorResponses } from '../../contract/common';
import { watchLateTurns } from './late-turns';

/** How often the loop is sampled: a task that holds it longer shows as a delay of about its length. */
const RESOLUTION_MS = 1;
const NS_PER_MS = 1e6;
/** Late turns shorter than this are left out of the list of when the loop stalled. */
const LISTED_FROM_MS = 5;
const round = (ms: number) => Math.round(ms * 100) / 100;

/**
 * Opt-in (EVENT_LOOP_STATS=1), for benchmarks and for an operator chasing a stall: samples how late
 * the event loop runs and answers admins at GET /api/admin/event-loop with the figures since the
 * previous read (each read starts a new window), with when each turn at least 5 ms late began.
 */
export function registerEventLoopStats(app: FastifyInstance) {
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  histogram.enable();
  const lateTurns = watchLateTurns(LISTED_FROM_MS);
  let since = performance.now();
  app.addHook('onClose', async () => {
    histogram.disable();
    lateTurns.stop();
  });
  app.get(
    '/api/admin/event-loop',
    { config: { access: 'admin' }, schema: { response: { 200: EventLoopStats, ...errorResponses } } },
    async (): Promise<EventLoopStats> => {
      const empty = histogram.count === 0;
      const turns = lateTurns.take();
      // The histogram drops the first delay after a reset (it has no earlier tick to count from), so
      // a stall just after a read would be missed there; the listed turns saw it. A turn that began
      // before the window counts for its part within it.
      const windowStart = performance.timeOrigin + since;
      let longestMs = empty ? 0 : histogram.max / NS_PER_MS;
      for (const turn of turns) {
        longestMs = Math.max(longestMs, Math.min(turn.lateMs, turn.atMs + turn.lateMs - windowStart));
      }
      const stats = {
        sinceMs: round(performance.now() - since),
        maxMs: round(longestMs),
        p99Ms: empty ? 0 : round(histogram.percentile(99) / NS_PER_MS),
        meanMs: empty ? 0 : round(histogram.mean / NS_PER_MS),
        lateTurns: turns,
      };
      histogram.reset();
      since = performance.now();
      return stats;
    },
  );
}
