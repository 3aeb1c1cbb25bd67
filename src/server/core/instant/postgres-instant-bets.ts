import type pg from 'pg';
import { nowIso } from '../../clock';
import { isRetryable, withRetries } from '../../db/unit-of-work';
import { InsufficientFundsError } from '../money/wallet-service';
import { MOST_FF_THRESHOLD, THRESHOLD_TTL_MS } from '../standings/leaderboard-upserts';
import { decideBet } from './bet-decision';
import type { InstantBet, InstantBets, InstantRule, OutcomeOf, PlacedInstantBet } from './instant-bet';
import { createSeedCache, type SeedState } from './postgres-seed-cache';
import { type DecidedBet, type SettledBet, settleBatch, settleSingle } from './postgres-settle';

/** The most bets one statement settles; more in one tick go as several statements, side by side. */
const MAX_BATCH = 32;

interface Decided<O> {
  bet: InstantBet;
  seed: SeedState;
  outcome: O;
  settle: DecidedBet;
}

interface Pending {
  // biome-ignore lint/suspicious/noExplicitAny: one queue holds every game's bets
  decided: Decided<any>;
  resolve(placed: PlacedInstantBet<unknown>): void;
  reject(error: unknown): void;
}

/**
 * Instant bets on PostgreSQL: the bets decided in one tick settle in one statement and one commit
 * (a lone bet in the single-bet statement). The user's active seed pair is remembered in process (its
 * next nonce predicted); a user's bets on one instance run one after another, so a batch holds each
 * player once and the prediction holds unless another instance or a rotation moved the pair (took a
 * nonce, set the client seed), which the statement sees: then the batch's bets are placed again one by
 * one, each decided afresh.
 */
export function createPostgresInstantBets(pool: pg.Pool): InstantBets {
  const seeds = createSeedCache(pool);
  const queues = new Map<number, Promise<unknown>>();
  // Most FF's tracked threshold, refreshed in the background; until the first answer every bet writes.
  let tracked = 0;
  let trackedAt = Number.NEGATIVE_INFINITY;
  function threshold(): number {
    if (Date.now() - trackedAt > THRESHOLD_TTL_MS) {
      trackedAt = Date.now();
      pool.query<{ value: number }>(MOST_FF_THRESHOLD).then(
        ({ rows }) => {
          tracked = rows[0]?.value ?? 0;
        },
        () => {
          trackedAt = Number.NEGATIVE_INFINITY;
        },
      );
    }
    return tracked;
  }

  /** A bet decided from the remembered pair and its predicted nonce, ready to settle. */
  function decide<R extends InstantRule>(bet: InstantBet<R>, seed: SeedState): Decided<OutcomeOf<R>> {
    const { nonce } = seed;
    const { decision, largestWin } = decideBet(bet, seed, nonce);
    return {
      bet,
      seed,
      outcome: decision.outcome,
      settle: {
        userId: bet.userId,
        game: bet.rule.game,
        stake: bet.stake,
        payout: decision.payout,
        seedId: seed.id,
        nonce,
        details: JSON.stringify(decision.details),
        serverSeedHash: seed.serverSeedHash,
        clientSeed: seed.clientSeed,
        type: decision.won ? 'win' : 'loss',
        description: decision.description,
        win: largestWin,
      },
    };
  }

  /** The answer to a settled bet; the remembered nonce moves on. */
  function placed<O>({ seed, outcome, settle }: Decided<O>, settled: SettledBet): PlacedInstantBet<O> {
    seed.nonce = settle.nonce + 1;
    return {
      outcome,
      newBalance: settled.balance,
      betId: settled.betId,
      fairness: { serverSeedHash: seed.serverSeedHash, clientSeed: seed.clientSeed, nonce: settle.nonce },
    };
  }

  /** One bet alone, in the single-bet statement. */
  async function settleOne<O>(decided: Decided<O>): Promise<PlacedInstantBet<O>> {
    let settled: SettledBet | undefined;
    try {
      settled = await settleSingle(pool, decided.settle, nowIso(), threshold());
    } catch (error) {
      // Whatever moved the pair, read it afresh before the retry.
      seeds.forget(decided.settle.userId);
      throw error;
    }
    if (!settled) throw new InsufficientFundsError();
    return placed(decided, settled);
  }

  /** Decides from the pair as this process knows it (reading it when it does not) and settles alone. */
  async function attempt<R extends InstantRule>(bet: InstantBet<R>): Promise<PlacedInstantBet<OutcomeOf<R>>> {
    const seed = seeds.get(bet.userId) ?? (await seeds.load(bet.userId));
    return settleOne(decide(bet, seed));
  }

  // The bets decided in this tick, settled together at its end.
  let pending: Pending[] = [];
  let scheduled = false;

  async function flush() {
    const batch = pending.slice(0, MAX_BATCH);
    pending = pending.slice(MAX_BATCH);
    scheduled = false;
    if (pending.length > 0) schedule();
    if (batch.length === 1) {
      const [only] = batch as [Pending];
      settleOne(only.decided).then(only.resolve, (error: unknown) => {
        if (isRetryable(error)) alone(only);
        else only.reject(error);
      });
      return;
    }
    let settled: Map<number, SettledBet>;
    try {
      settled = await settleBatch(
        pool,
        batch.map((item) => item.decided.settle),
        nowIso(),
        threshold(),
      );
    } catch (error) {
      for (const item of batch) seeds.forget(item.decided.bet.userId);
      // A pair moved, or a lock wait went round in a circle: each bet on its own, decided afresh.
      if (isRetryable(error)) for (const item of batch) alone(item);
      else for (const item of batch) item.reject(error);
      return;
    }
    for (const item of batch) {
      const row = settled.get(item.decided.bet.userId);
      if (row) item.resolve(placed(item.decided, row));
      else item.reject(new InsufficientFundsError());
    }
  }

  function alone(item: Pending) {
    withRetries(() => attempt(item.decided.bet)).then(item.resolve, item.reject);
  }

  function schedule() {
    scheduled = true;
    setImmediate(flush);
  }

  /** Decides a bet now and settles it with the others of this tick. */
  async function batched<R extends InstantRule>(bet: InstantBet<R>): Promise<PlacedInstantBet<OutcomeOf<R>>> {
    // Reading (or creating) the pair may lose a race with a rotation: it simply runs again.
    const seed = seeds.get(bet.userId) ?? (await withRetries(() => seeds.load(bet.userId)));
    const decided = decide(bet, seed);
    return new Promise<PlacedInstantBet<OutcomeOf<R>>>((resolve, reject) => {
      pending.push({ decided, resolve: resolve as Pending['resolve'], reject });
      if (!scheduled) schedule();
    });
  }

  /** Runs a user's bets on this instance one at a time, in the order they came. */
  function queued<T>(userId: number, work: () => Promise<T>): Promise<T> {
    const previous = queues.get(userId) ?? Promise.resolve();
    const next = previous.then(work, work);
    queues.set(userId, next);
    const done = () => {
      if (queues.get(userId) === next) queues.delete(userId);
    };
    next.then(done, done);
    return next;
  }

  return {
    place: (bet) => queued(bet.userId, () => batched(bet)),
    forgetSeed: (userId) => {
      seeds.forget(userId);
    },
    // The pool belongs to the database, which closes it.
    close: async () => {},
  };
}
