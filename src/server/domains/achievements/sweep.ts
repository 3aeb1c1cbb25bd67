import type { UnitOfWork } from '../../db/unit-of-work';
import type { Notifier } from '../notifications/service';
import { grantReached } from './grants';
import type { AchievementsRepository } from './repository';
import type { SweepSource } from './sweep-sources';

/** Changes read per statement, and pages per source in one pass (the rest waits for the next). */
const PAGE = 1_000;
const MAX_PAGES = 20;

/** The later of two marks: ids compare as numbers, times (ISO 8601) as text. */
function later(a: string, b: string | undefined): string {
  if (b === undefined) return a;
  const [x, y] = [Number(a), Number(b)];
  if (a !== '' && b !== '' && Number.isFinite(x) && Number.isFinite(y)) return x >= y ? a : b;
  return a >= b ? a : b;
}

export interface AchievementsSweep {
  /** One pass over every source; resolves with how many achievements it granted. */
  run(): Promise<number>;
  start(intervalMs: number): void;
  stop(): Promise<void>;
}

/**
 * The achievements earned outside the bets (daily streaks, friends, shop items, race finishes): a
 * light sweep that reads what changed in each source since its mark, a page at a time, and grants
 * in one transaction per page together with the mark. Work is in proportion to the changes, not the
 * players. Two instances may sweep at once: the unique key grants each achievement once, and a mark
 * that goes back only makes a page be read again.
 */
export function createAchievementsSweep(
  uow: UnitOfWork,
  repository: AchievementsRepository,
  notifier: Notifier,
  sources: readonly SweepSource[],
  logger?: { error(object: unknown, message: string): void },
): AchievementsSweep {
  /** The pass under way or last run, and the one asked for that has not started yet. */
  let tail: Promise<unknown> = Promise.resolve();
  let waiting: Promise<number> | null = null;
  let timer: NodeJS.Timeout | null = null;

  async function sweepSource(source: SweepSource): Promise<number> {
    let cursor = source.start(await repository.mark(uow.db, source.name));
    let granted = 0;
    for (let page = 0; page < MAX_PAGES; page += 1) {
      const { told, more, next } = await uow.run(async (trx) => {
        const read = await source.read(trx, cursor, PAGE);
        const told = await grantReached(trx, repository, notifier, read.reached);
        const stored = await repository.mark(trx, source.name);
        await repository.setMark(trx, source.name, later(read.cursor, stored));
        return { told, more: read.more, next: read.cursor };
      });
      notifier.push(...told);
      granted += told.length;
      cursor = next;
      if (!more) break;
    }
    return granted;
  }

  async function pass(): Promise<number> {
    let granted = 0;
    for (const source of sources) granted += await sweepSource(source);
    return granted;
  }

  // A call sees every change committed before it: it shares a pass that has not started yet, or
  // waits for the one under way and runs the next.
  const run = (): Promise<number> => {
    if (waiting) return waiting;
    const next = tail.then(() => {
      waiting = null;
      return pass();
    });
    waiting = next;
    tail = next.catch(() => undefined);
    return next;
  };

  return {
    run,
    start(intervalMs) {
      if (intervalMs <= 0 || timer) return;
      timer = setInterval(() => {
        run().catch((error: unknown) => logger?.error({ err: error }, 'achievements sweep failed'));
      }, intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await tail;
    },
  };
}
