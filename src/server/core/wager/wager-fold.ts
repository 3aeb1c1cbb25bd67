import { type Kysely, sql } from 'kysely';
import { edgeWeighted } from '../../../games/house-edge';
import { nowIso } from '../../clock';
import type { DB } from '../../db/schema';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { FoldedRecord, RecordsConsumer } from './records-feed';

// The wager fold: finished bets reach XP, rakeback, races and achievements after the bet, from the
// records every game writes (game_records), never in the bet's own path. Each pass is one
// transaction: it locks the mark row, reads the records past it (and any that were missing when the
// mark passed them), hands them to every consumer and moves the mark, so a record reaches the
// consumers once ever, whatever the instances, retries and restarts (docs/rewards.md).

export interface WagerFoldOptions {
  uow: UnitOfWork;
  /** Hear every batch in the fold's transaction, in this order. */
  consumers: readonly RecordsConsumer[];
  /** Time between passes of the timer (`start`); 0: no timer, passes only through `runOnce`. */
  intervalMs: number;
  /** Records handed on per pass at most. */
  batchSize?: number;
  /**
   * How long an id the mark passed while it was missing is looked for again. On PostgreSQL a record
   * can commit after one with a higher id was folded; a bet's transaction lasts milliseconds, so an id
   * still missing after this long belongs to a transaction that rolled back.
   */
  gapTimeoutMs?: number;
  logger?: { error(object: unknown, message: string): void };
}

export interface WagerFold {
  /**
   * Folds every record committed before the call (a pass that starts after it), then resolves with
   * how many records it handed on. Calls while a pass runs share the next one.
   */
  runOnce(): Promise<number>;
  /** Starts the timer (every `intervalMs`, when positive). */
  start(): void;
  /** Stops the timer and waits for a pass under way. */
  stop(): Promise<void>;
}

const DEFAULT_BATCH = 2_000;
const DEFAULT_GAP_TIMEOUT_MS = 10 * 60 * 1000;
/** Passes one `runOnce` makes at most while each finds a full batch (a backlog after a pause). */
const MAX_PASSES = 50;

const RECORD_COLUMNS = [
  'id',
  'userId',
  'game',
  'betAmount',
  'payout',
  'profit',
  'details',
  'createdAt',
] as const;

function folded(row: Omit<FoldedRecord, 'weighted'>): FoldedRecord {
  return {
    id: Number(row.id),
    userId: row.userId,
    game: row.game,
    betAmount: Number(row.betAmount),
    payout: Number(row.payout),
    profit: Number(row.profit),
    details: row.details,
    createdAt: row.createdAt,
    weighted: edgeWeighted({
      game: row.game,
      betAmount: Number(row.betAmount),
      payout: Number(row.payout),
      details: row.details,
    }),
  };
}

/**
 * Takes the mark row for this transaction and reads it. On PostgreSQL `for update`: a second
 * instance's pass waits here until this one commits, then reads the moved mark. SQLite's
 * transactions begin immediate (database.ts): the pass holds the one writer's lock from its start.
 */
async function lockMark(trx: Kysely<DB>, postgres: boolean): Promise<number> {
  const row = await sql<{ mark: number }>`select last_id as mark from wager_fold where id = 1 ${
    postgres ? sql`for update` : sql``
  }`.execute(trx);
  const mark = row.rows[0]?.mark;
  if (mark === undefined) throw new Error('wager_fold has no mark row (migration 0017)');
  return Number(mark);
}

/** Locks the players' rows in id order, as every path that moves money does (unit-of-work.ts). */
async function lockPlayers(trx: Kysely<DB>, userIds: number[]): Promise<void> {
  if (userIds.length === 0) return;
  await sql`select id from users where id = any(${userIds}::int[]) order by id for update`.execute(trx);
}

/** The ids between `from` (excluded) and `to` (included) that `present` lacks. */
function missingIds(from: number, to: number, present: ReadonlySet<number>): number[] {
  const missing: number[] = [];
  for (let id = from + 1; id <= to; id += 1) if (!present.has(id)) missing.push(id);
  return missing;
}

export function createWagerFold(options: WagerFoldOptions): WagerFold {
  const { uow, consumers } = options;
  const postgres = uow.dialect === 'postgres';
  const batchSize = options.batchSize ?? DEFAULT_BATCH;
  const gapTimeoutMs = options.gapTimeoutMs ?? DEFAULT_GAP_TIMEOUT_MS;

  /** One pass in one transaction; resolves with how many records it handed on (late ones included). */
  async function pass(): Promise<{ handed: number; full: boolean }> {
    let afterCommit: (() => void)[] = [];
    const result = await uow.run(async (trx) => {
      afterCommit = [];
      const mark = await lockMark(trx, postgres);
      const fresh = await trx
        .selectFrom('gameRecords')
        .select(RECORD_COLUMNS)
        .where('id', '>', mark)
        .orderBy('id')
        .limit(batchSize)
        .execute();
      // Records that were missing when the mark passed their id and have committed since.
      const late = await trx
        .selectFrom('gameRecords')
        .select(RECORD_COLUMNS)
        .where('id', 'in', trx.selectFrom('wagerFoldGaps').select('recordId'))
        .orderBy('id')
        .execute();
      const now = nowIso();
      if (late.length > 0) {
        await trx
          .deleteFrom('wagerFoldGaps')
          .where(
            'recordId',
            'in',
            late.map((row) => row.id),
          )
          .execute();
      }
      await trx
        .deleteFrom('wagerFoldGaps')
        .where('seenAt', '<', new Date(Date.parse(now) - gapTimeoutMs).toISOString())
        .execute();
      const last = fresh.at(-1);
      const nextMark = last ? Number(last.id) : mark;
      const gaps = missingIds(mark, nextMark, new Set(fresh.map((row) => Number(row.id))));
      for (let from = 0; from < gaps.length; from += 500) {
        const rows = gaps.slice(from, from + 500).map((recordId) => ({ recordId, seenAt: now }));
        await trx.insertInto('wagerFoldGaps').values(rows).execute();
      }

      const records = [...late, ...fresh].map(folded).sort((a, b) => a.id - b.id);
      if (records.length > 0) {
        if (postgres)
          await lockPlayers(
            trx,
            [...new Set(records.map((r) => r.userId))].sort((a, b) => a - b),
          );
        for (const consumer of consumers) {
          const then = await consumer(trx, records);
          if (typeof then === 'function') afterCommit.push(then);
        }
      }
      if (nextMark !== mark) {
        await trx.updateTable('wagerFold').set({ lastId: nextMark }).where('id', '=', 1).execute();
      }
      return { handed: records.length, full: fresh.length === batchSize };
    });
    for (const then of afterCommit) {
      try {
        then();
      } catch (error) {
        options.logger?.error({ err: error }, 'wager fold: an after-commit step failed');
      }
    }
    return result;
  }

  /** Passes until one finds less than a full batch (or MAX_PASSES). */
  async function drain(): Promise<number> {
    let handed = 0;
    for (let passes = 0; passes < MAX_PASSES; passes += 1) {
      const one = await pass();
      handed += one.handed;
      if (!one.full) break;
    }
    return handed;
  }

  let running: Promise<number> | null = null;
  let queued: Promise<number> | null = null;

  function runOnce(): Promise<number> {
    if (!running) {
      running = drain().finally(() => {
        running = null;
      });
      return running;
    }
    // A pass under way may have read before the caller's records committed: share the next one.
    if (!queued) {
      queued = running
        .catch(() => 0)
        .then(() => {
          queued = null;
          return runOnce();
        });
    }
    return queued;
  }

  let timer: NodeJS.Timeout | undefined;
  let stopped = true;

  function schedule(): void {
    if (stopped || options.intervalMs <= 0) return;
    timer = setTimeout(() => {
      runOnce()
        .catch((error: unknown) => options.logger?.error({ err: error }, 'wager fold: a pass failed'))
        .finally(schedule);
    }, options.intervalMs);
    timer.unref();
  }

  return {
    runOnce,
    start() {
      if (!stopped) return;
      stopped = false;
      schedule();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await Promise.allSettled([running, queued]);
    },
  };
}
