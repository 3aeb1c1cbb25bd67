import type { FastifyBaseLogger } from 'fastify';
import { nowIso } from '../../clock';
import type { AccountsRepository } from './repository';

export interface ExpiredTokenSweep {
  /** Sweeps now (or waits for the sweep under way). */
  run(): Promise<void>;
  /** Stops the sweep and waits for a batch in progress. */
  stop(): Promise<void>;
}

/**
 * Deletes expired sessions (they are refused anyway) in small batches, off the start path: shortly
 * after the start, then every `everyMs`, with a pause between batches. A database with a million
 * sessions starts as fast as an empty one, and no batch holds the database or the event loop for long.
 *
 * The pause is for SQLite's WAL: a batch of 100 deletes touches about 300 pages spread over the
 * table and its indexes (1.2 MB of WAL). Back to back (or 25 ms apart), 50,000 expired sessions
 * wrote it faster than the checkpoint thread could copy it and find a quiet moment to start it
 * over: it grew to the backstop (200 MB), where the app's own connection checkpointed on the event
 * loop and held it 60-330 ms at a time. 100 ms apart, the log starts over every few batches (6 MB).
 */
export function sweepExpiredTokens(
  repository: AccountsRepository,
  logger: FastifyBaseLogger,
  { batch = 100, firstAfterMs = 1000, everyMs = 3_600_000, pauseMs = 100 } = {},
): ExpiredTokenSweep {
  let stopped = false;
  let running: Promise<void> | undefined;

  // A batch of 100 deletes in about 2 ms from a million sessions on SQLite (500 took about 30 ms).
  async function sweep() {
    while (!stopped && (await repository.deleteExpiredTokens(nowIso(), batch)) === batch) {
      // Requests and bets go first, and the checkpoint thread catches up, between two batches.
      await new Promise((done) => setTimeout(done, pauseMs));
    }
  }
  function run(): Promise<void> {
    running ??= sweep()
      .catch((error: unknown) => logger.warn({ err: error }, 'expired sessions could not be deleted'))
      .finally(() => {
        running = undefined;
      });
    return running;
  }
  const first = setTimeout(run, firstAfterMs);
  const every = setInterval(run, everyMs);
  first.unref();
  every.unref();
  return {
    run,
    async stop() {
      stopped = true;
      clearTimeout(first);
      clearInterval(every);
      await running;
    },
  };
}
