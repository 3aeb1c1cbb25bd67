import type SqliteDatabase from 'better-sqlite3';
import { hashServerSeed } from '../../../games/fair';
import { setBounded } from '../../bounded-map';
import { nowIso } from '../../clock';
import { InsufficientFundsError } from '../money/wallet-service';
import { newClientSeed, newServerSeed } from '../seeds/seeds';
import {
  cachedThreshold,
  FOLLOW_BALANCE_ON_CONFLICT,
  LEADERBOARD_COLUMNS,
  MOST_FF_THRESHOLD,
  RAISE_WIN_ON_CONFLICT,
} from '../standings/leaderboard-upserts';
import { decideBet } from './bet-decision';
import type { ActiveSeedRow, InstantBet, InstantRule, OutcomeOf, PlacedInstantBet } from './instant-bet';

/** How many players' seed pairs a connection remembers (a few hundred bytes each); the oldest go first. */
const SEED_PAIRS_KEPT = 100_000;

/** The bet path's statements, prepared once; they run synchronously inside a group commit. */
function prepareStatements(sqlite: SqliteDatabase.Database) {
  return {
    // The active pair and its next nonce in one statement; the nonce returned is the one taken.
    takeNonce: sqlite.prepare<[number], ActiveSeedRow>(
      `update fairness_seeds set nonce = nonce + 1 where user_id = ? and active = 1
       returning id, server_seed, server_seed_hash, client_seed, nonce - 1 as nonce`,
    ),
    // The same for a pair this connection has seen: found by its id, with only what may have changed
    // since (a player may set another client seed); nothing comes back once the pair is not active.
    // The player is checked too: a pair created in a batch that rolled back may see its id given again.
    takeNonceOf: sqlite.prepare<[number, number], { client_seed: string; nonce: number }>(
      `update fairness_seeds set nonce = nonce + 1 where id = ? and user_id = ? and active = 1
       returning client_seed, nonce - 1 as nonce`,
    ),
    giveNonceBack: sqlite.prepare<[number]>('update fairness_seeds set nonce = nonce - 1 where id = ?'),
    insertSeed: sqlite.prepare(
      `insert into fairness_seeds (user_id, server_seed, server_seed_hash, client_seed, nonce, active, created_at)
       values (?, ?, ?, ?, 0, 1, ?) on conflict do nothing`,
    ),
    settle: sqlite.prepare<[number, number, number, number], { fun_funds: number }>(
      `update users set fun_funds = fun_funds - ? + ? where id = ? and fun_funds >= ? returning fun_funds`,
    ),
    insertRecord: sqlite.prepare(
      `insert into game_records
         (user_id, game, bet_amount, payout, profit, details, seed_id, server_seed_hash, client_seed, nonce, created_at)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ),
    insertLedger: sqlite.prepare(
      `insert into transactions (user_id, type, game, amount, balance_after, description, created_at, bet_id)
       values (?, ?, ?, ?, ?, ?, ?, ?)`,
    ),
    mostFfThreshold: sqlite.prepare<[], { value: number }>(MOST_FF_THRESHOLD),
    followBalance: sqlite.prepare(
      `${LEADERBOARD_COLUMNS} values (?, 'most_ff', ?, null, ?, 0) ${FOLLOW_BALANCE_ON_CONFLICT}`,
    ),
    followTracked: sqlite.prepare(
      `update leaderboard_entries set value = ?, achieved_at = ?
       where user_id = ? and category = 'most_ff' and edited = 0 and value >= ?`,
    ),
    raiseWin: sqlite.prepare(
      `${LEADERBOARD_COLUMNS} values (?, 'largest_win', ?, ?, ?, 0) ${RAISE_WIN_ON_CONFLICT}`,
    ),
  };
}

/**
 * What a connection has learnt makes a bet's leaderboard statement change nothing, so that the bet can
 * skip it: a player whose Most FF entry did not follow their balance (none, out of the tracked top, or
 * set by an admin) stays so while the threshold stays the same; a player's Largest Win entry is at
 * least the largest win that did not raise it (or an admin's, which no win raises). Only for a
 * connection nothing else writes on (the writer thread's), and only while no other connection has
 * committed since (SQLite's data_version, read at each bet): `forget` clears it, and must be called
 * whenever what this connection wrote may have been undone (a bet that failed, a batch that did not
 * commit).
 */
function createLeaderboardMemory(sqlite: SqliteDatabase.Database) {
  const dataVersion = sqlite.prepare<[], number>('pragma data_version').pluck();
  let version = -1;
  let quietAt = Number.NaN;
  const quiet = new Set<number>();
  const winFloors = new Map<number, number>();
  const forget = () => {
    quiet.clear();
    winFloors.clear();
  };
  const bounded = () => {
    if (quiet.size >= LEADERBOARD_FACTS_KEPT) quiet.clear();
    if (winFloors.size >= LEADERBOARD_FACTS_KEPT) winFloors.clear();
  };
  return {
    forget,
    /** Called first in each bet: drops everything once another connection has written. */
    check(threshold: number): void {
      const now = dataVersion.get() as number;
      if (now !== version) {
        version = now;
        forget();
      }
      if (threshold !== quietAt) {
        quietAt = threshold;
        quiet.clear();
      }
    },
    isQuiet: (userId: number) => quiet.has(userId),
    /** What a Most FF statement did: an entry that did not follow stays still until something changes. */
    followed(userId: number, changed: boolean): void {
      if (changed) quiet.delete(userId);
      else {
        bounded();
        quiet.add(userId);
      }
    },
    /** Whether a win of `win` could raise the player's Largest Win entry. */
    mayRaise: (userId: number, win: number) => win > (winFloors.get(userId) ?? 0),
    /** What raising to `win` did: either the entry is now `win`, or it already was at least `win`. */
    raised(userId: number, win: number): void {
      bounded();
      winFloors.set(userId, win);
    },
  };
}

/** Facts a connection keeps about leaderboard entries; past this it starts again from none. */
const LEADERBOARD_FACTS_KEPT = 100_000;

/**
 * One instant bet as synchronous prepared statements on `sqlite`, to run inside a transaction that
 * the caller opens (see createBatchRunner): the seed pair and its nonce, the conditional balance
 * update, the game record, the ledger row naming it and the leaderboard. A bet the balance does not
 * cover throws InsufficientFundsError and leaves the database as it found it.
 */
export function createBetPlacer(sqlite: SqliteDatabase.Database, { ownConnection = false } = {}) {
  const statements = prepareStatements(sqlite);
  const threshold = cachedThreshold(() => statements.mostFfThreshold.get()?.value ?? 0);
  // On a connection the app shares, its own writes (an admin's edit) would not change data_version.
  const memory = ownConnection ? createLeaderboardMemory(sqlite) : undefined;
  // The parts of each player's active pair that never change (its id and server seed), as last read.
  // Whether the pair is still the active one is asked of the database at every bet, in the statement
  // that takes the nonce: a rotation on any connection is seen at once, and nothing needs telling.
  const pairs = new Map<number, { id: number; server_seed: string; server_seed_hash: string }>();

  function takeNonce(userId: number): ActiveSeedRow {
    const known = pairs.get(userId);
    if (known) {
      const taken = statements.takeNonceOf.get(known.id, userId);
      if (taken) {
        return {
          id: known.id,
          server_seed: known.server_seed,
          server_seed_hash: known.server_seed_hash,
          client_seed: taken.client_seed,
          nonce: taken.nonce,
        };
      }
      pairs.delete(userId);
    }
    const seed = takeActiveNonce(userId);
    setBounded(
      pairs,
      userId,
      { id: seed.id, server_seed: seed.server_seed, server_seed_hash: seed.server_seed_hash },
      SEED_PAIRS_KEPT,
    );
    return seed;
  }

  function takeActiveNonce(userId: number): ActiveSeedRow {
    const seed = statements.takeNonce.get(userId);
    if (seed) return seed;
    // A player without an active pair (none is missing in practice) gets one, kept even if the bet fails.
    const serverSeed = newServerSeed();
    statements.insertSeed.run(userId, serverSeed, hashServerSeed(serverSeed), newClientSeed(), nowIso());
    const created = statements.takeNonce.get(userId);
    if (!created) throw new Error(`could not create a seed pair for user ${userId}`);
    return created;
  }

  function followLeaderboards(
    userId: number,
    newBalance: number,
    largestWin: number,
    game: string,
    at: string,
  ) {
    const tracked = threshold();
    memory?.check(tracked);
    if (newBalance >= tracked) {
      statements.followBalance.run(userId, newBalance, at);
      memory?.followed(userId, true);
    } else if (!memory?.isQuiet(userId)) {
      const { changes } = statements.followTracked.run(newBalance, at, userId, tracked);
      memory?.followed(userId, changes > 0);
    }
    if (largestWin > 0 && (!memory || memory.mayRaise(userId, largestWin))) {
      statements.raiseWin.run(userId, largestWin, game, at);
      memory?.raised(userId, largestWin);
    }
  }

  function placeNow<R extends InstantRule>(bet: InstantBet<R>): PlacedInstantBet<OutcomeOf<R>> {
    try {
      return placeOnce(bet);
    } catch (error) {
      // What this bet wrote is undone (its savepoint, or the batch): so may be what the memory learnt.
      if (!(error instanceof InsufficientFundsError)) memory?.forget();
      throw error;
    }
  }

  function placeOnce<R extends InstantRule>(bet: InstantBet<R>): PlacedInstantBet<OutcomeOf<R>> {
    const { userId, stake } = bet;
    const { game } = bet.rule;
    const seed = takeNonce(userId);
    const { nonce } = seed;
    const fairness = { serverSeedHash: seed.server_seed_hash, clientSeed: seed.client_seed, nonce };
    const { decision, largestWin } = decideBet(
      bet,
      { serverSeed: seed.server_seed, clientSeed: seed.client_seed },
      nonce,
    );
    const { payout } = decision;
    // A refused bet leaves nothing behind: its nonce goes back (see createBatchRunner's `declines`).
    const settled = statements.settle.get(stake, payout, userId, stake);
    if (!settled) {
      statements.giveNonceBack.run(seed.id);
      throw new InsufficientFundsError();
    }
    const newBalance = settled.fun_funds;
    const at = nowIso();
    const record = statements.insertRecord.run(
      userId,
      game,
      stake,
      payout,
      payout - stake,
      JSON.stringify(decision.details),
      seed.id,
      seed.server_seed_hash,
      seed.client_seed,
      nonce,
      at,
    );
    const betId = Number(record.lastInsertRowid);
    const type = decision.won ? 'win' : 'loss';
    statements.insertLedger.run(
      userId,
      type,
      game,
      payout - stake,
      newBalance,
      decision.description,
      at,
      betId,
    );
    followLeaderboards(userId, newBalance, largestWin, game, at);
    return { outcome: decision.outcome, newBalance, betId, fairness };
  }

  /** `place` runs one bet; `forget` must follow a batch that did not commit (see createLeaderboardMemory). */
  return { place: placeNow, forget: () => memory?.forget() };
}

export type BetPlacer = ReturnType<typeof createBetPlacer>;
