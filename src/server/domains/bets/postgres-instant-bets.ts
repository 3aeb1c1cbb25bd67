import type pg from 'pg';
import { hashServerSeed } from '../../../games/fair';
import { nowIso } from '../../clock';
import { isRetryable, withRetries } from '../../db/unit-of-work';
import { newClientSeed, newServerSeed } from '../fairness/service';
import { InsufficientFundsError } from '../wallet/service';
import { decideBet } from './bet-decision';
import type { InstantBet, InstantBets, PlacedInstantBet } from './instant-bet';
import {
  FOLLOW_BALANCE_ON_CONFLICT,
  LEADERBOARD_COLUMNS,
  MOST_FF_THRESHOLD,
  RAISE_WIN_ON_CONFLICT,
  THRESHOLD_TTL_MS,
} from './leaderboard-upserts';
import { type DecidedBet, type SettledBet, settleBatch } from './postgres-bet-batch';

interface SeedState {
  id: number;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  /** The nonce the next bet will use. */
  nonce: number;
}

/** How many users' seed pairs one process remembers; the oldest is dropped first. */
const SEED_CACHE_SIZE = 100_000;
/** The most bets one statement settles; more in one tick go as several statements, side by side. */
const MAX_BATCH = 32;

interface Decided<O> {
  bet: InstantBet<O>;
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

// One statement per bet: the user's row first (the one lock order of every money path), then the
// nonce the bet was decided with, the game record, the ledger row naming it and the leaderboard.
// When the balance does not cover the stake nothing happens and no row comes back. When the nonce
// moved on meanwhile (another instance, a rotation) casino_require aborts the whole statement as a
// serialization failure, and the bet is decided again from the pair as it now is.
// $1 user, $2 stake, $3 payout, $4 seed id, $5 nonce, $6 game, $7 details, $8 seed hash,
// $9 client seed, $10 time, $11 ledger type, $12 description, $13 Most FF's tracked threshold,
// $14 largest win (only in the statement for wins).
const betStatement = (withWin: boolean) => `
with u as (
  update users set fun_funds = fun_funds - $2::bigint + $3::bigint
  where id = $1::int and fun_funds >= $2::bigint
  returning fun_funds
), s as (
  update fairness_seeds set nonce = nonce + 1
  where id = $4::int and user_id = $1::int and active = 1 and nonce = $5::int and exists (select 1 from u)
  returning id
), g as (
  insert into game_records
    (user_id, game, bet_amount, payout, profit, details, seed_id, server_seed_hash, client_seed, nonce, created_at)
  select $1::int, $6::text, $2::bigint, $3::bigint, $3::bigint - $2::bigint, $7::text, s.id, $8::text, $9::text,
    $5::int, $10::text
  from s
  returning id
), l as (
  insert into transactions (user_id, type, game, amount, balance_after, description, created_at, bet_id)
  select $1::int, $11::text, $6::text, $3::bigint - $2::bigint, u.fun_funds, $12::text, $10::text, g.id from u, g
), m as (
  ${LEADERBOARD_COLUMNS}
  select $1::int, 'most_ff', u.fun_funds, null, $10::text, 0 from u, g where u.fun_funds >= $13::float8
  ${FOLLOW_BALANCE_ON_CONFLICT}
), t as (
  update leaderboard_entries e set value = u.fun_funds, achieved_at = $10::text from u, g
  where e.user_id = $1::int and e.category = 'most_ff' and e.edited = 0 and e.value >= $13::float8
    and u.fun_funds < $13::float8
)${
  withWin
    ? `, w as (
  ${LEADERBOARD_COLUMNS} select $1::int, 'largest_win', $14::bigint, $6::text, $10::text, 0 from g
  ${RAISE_WIN_ON_CONFLICT}
)`
    : ''
}
select u.fun_funds as balance, g.id as bet_id, casino_require(g.id is not null) as ok
from u left join g on true`;

const STATEMENTS = {
  loss: { name: 'casino_instant_bet', text: betStatement(false) },
  win: { name: 'casino_instant_bet_win', text: betStatement(true) },
};

const SEED_QUERY = `select id, server_seed, server_seed_hash, client_seed, nonce
  from fairness_seeds where user_id = $1 and active = 1`;
const INSERT_SEED = `insert into fairness_seeds (user_id, server_seed, server_seed_hash, client_seed, nonce, active, created_at)
  values ($1, $2, $3, $4, 0, 1, $5) on conflict do nothing`;

interface SeedRow {
  id: number;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  nonce: number;
}

/**
 * Instant bets on PostgreSQL: the bets decided in one tick settle in one statement and one commit
 * (a lone bet in the single-bet statement). The user's active seed pair is remembered in process (its
 * next nonce predicted); a user's bets on one instance run one after another, so a batch holds each
 * player once and the prediction holds unless another instance or a rotation moved the pair, which
 * the statement sees: then the batch's bets are placed again one by one, each decided afresh.
 */
export function createPostgresInstantBets(pool: pg.Pool): InstantBets {
  const seeds = new Map<number, SeedState>();
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

  async function loadSeed(userId: number): Promise<SeedState> {
    let { rows } = await pool.query<SeedRow>(SEED_QUERY, [userId]);
    if (rows.length === 0) {
      const serverSeed = newServerSeed();
      await pool.query(INSERT_SEED, [
        userId,
        serverSeed,
        hashServerSeed(serverSeed),
        newClientSeed(),
        nowIso(),
      ]);
      ({ rows } = await pool.query<SeedRow>(SEED_QUERY, [userId]));
    }
    const row = rows[0];
    if (!row) throw new Error(`no active seed pair for user ${userId}`);
    const seed = {
      id: row.id,
      serverSeed: row.server_seed,
      serverSeedHash: row.server_seed_hash,
      clientSeed: row.client_seed,
      nonce: row.nonce,
    };
    if (seeds.size >= SEED_CACHE_SIZE) seeds.delete(seeds.keys().next().value as number);
    seeds.set(userId, seed);
    return seed;
  }

  /** A bet decided from the remembered pair and its predicted nonce, ready to settle. */
  function decide<O>(bet: InstantBet<O>, seed: SeedState): Decided<O> {
    const { nonce } = seed;
    const { decision, largestWin } = decideBet(bet, seed, nonce);
    return {
      bet,
      seed,
      outcome: decision.outcome,
      settle: {
        userId: bet.userId,
        game: bet.game,
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
    const bet = decided.settle;
    const statement = bet.win > 0 ? STATEMENTS.win : STATEMENTS.loss;
    const values: unknown[] = [
      bet.userId,
      bet.stake,
      bet.payout,
      bet.seedId,
      bet.nonce,
      bet.game,
      bet.details,
      bet.serverSeedHash,
      bet.clientSeed,
      nowIso(),
      bet.type,
      bet.description,
      threshold(),
    ];
    if (bet.win > 0) values.push(bet.win);
    let result: pg.QueryResult<{ balance: number; bet_id: number }>;
    try {
      result = await pool.query({ ...statement, values });
    } catch (error) {
      // Whatever moved the pair, read it afresh before the retry.
      seeds.delete(bet.userId);
      throw error;
    }
    const row = result.rows[0];
    if (!row) throw new InsufficientFundsError();
    return placed(decided, { balance: Number(row.balance), betId: row.bet_id });
  }

  /** Decides from the pair as this process knows it (reading it when it does not) and settles alone. */
  async function attempt<O>(bet: InstantBet<O>): Promise<PlacedInstantBet<O>> {
    const seed = seeds.get(bet.userId) ?? (await loadSeed(bet.userId));
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
      for (const item of batch) seeds.delete(item.decided.bet.userId);
      // A nonce moved, or a lock wait went round in a circle: each bet on its own, decided afresh.
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
  async function batched<O>(bet: InstantBet<O>): Promise<PlacedInstantBet<O>> {
    const seed = seeds.get(bet.userId) ?? (await loadSeed(bet.userId));
    const decided = decide(bet, seed);
    return new Promise<PlacedInstantBet<O>>((resolve, reject) => {
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
      seeds.delete(userId);
    },
  };
}
