import type pg from 'pg';
import {
  FOLLOW_BALANCE_ON_CONFLICT,
  LEADERBOARD_COLUMNS,
  RAISE_WIN_ON_CONFLICT,
} from '../standings/leaderboard-upserts';

/** One decided bet, as the settling statements take it. */
export interface DecidedBet {
  userId: number;
  game: string;
  stake: number;
  payout: number;
  seedId: number;
  nonce: number;
  details: string;
  serverSeedHash: string;
  clientSeed: string;
  /** The ledger row's type. */
  type: 'win' | 'loss';
  description: string;
  /** The largest-win candidate (net), 0 for none. */
  win: number;
}

/** What came back for one settled bet. */
export interface SettledBet {
  balance: number;
  betId: number;
}

// The bets of one tick, one per player, as one statement and one commit. The players' rows are
// locked first, in id order (casino_lock_users, a one-time filter evaluated before any row is
// touched); then, per bet, what the single-bet statement does: the conditional balance update, the
// predicted nonce and client seed, the game record, the ledger row naming it and the leaderboard rows.
// A bet whose balance falls short leaves no row and no trace. If any player's pair moved meanwhile
// (a nonce taken or a client seed set on another instance, a rotation), casino_require aborts the
// whole statement as a serialization failure and the caller places those bets one by one.
// $1..$12 one array per column of DecidedBet, $13 time, $14 Most FF's tracked threshold.
const BATCH_STATEMENT = `
with b as materialized (
  select * from unnest($1::int[], $2::text[], $3::bigint[], $4::bigint[], $5::int[], $6::int[], $7::text[],
    $8::text[], $9::text[], $10::text[], $11::text[], $12::bigint[])
    as b(user_id, game, stake, payout, seed_id, nonce, details, seed_hash, client_seed, type, description, win)
), u as (
  update users set fun_funds = users.fun_funds - b.stake + b.payout
  from b
  where users.id = b.user_id and users.fun_funds >= b.stake and (select casino_lock_users($1::int[]))
  returning users.id, users.fun_funds
), s as (
  update fairness_seeds f set nonce = f.nonce + 1
  from b join u on u.id = b.user_id
  where f.id = b.seed_id and f.user_id = b.user_id and f.active = 1 and f.nonce = b.nonce
    and f.client_seed = b.client_seed
  returning f.user_id
), g as (
  insert into game_records
    (user_id, game, bet_amount, payout, profit, details, seed_id, server_seed_hash, client_seed, nonce, created_at)
  select b.user_id, b.game, b.stake, b.payout, b.payout - b.stake, b.details, b.seed_id, b.seed_hash,
    b.client_seed, b.nonce, $13::text
  from b join s on s.user_id = b.user_id
  returning id, user_id
), l as (
  insert into transactions (user_id, type, game, amount, balance_after, description, created_at, bet_id)
  select b.user_id, b.type, b.game, b.payout - b.stake, u.fun_funds, b.description, $13::text, g.id
  from b join u on u.id = b.user_id join g on g.user_id = b.user_id
), m as (
  ${LEADERBOARD_COLUMNS}
  select u.id, 'most_ff', u.fun_funds, null, $13::text, 0 from u join g on g.user_id = u.id
  where u.fun_funds >= $14::float8
  ${FOLLOW_BALANCE_ON_CONFLICT}
), t as (
  update leaderboard_entries e set value = u.fun_funds, achieved_at = $13::text
  from u join g on g.user_id = u.id
  where e.user_id = u.id and e.category = 'most_ff' and e.edited = 0 and e.value >= $14::float8
    and u.fun_funds < $14::float8
), w as (
  ${LEADERBOARD_COLUMNS}
  select b.user_id, 'largest_win', b.win, b.game, $13::text, 0 from b join g on g.user_id = b.user_id
  where b.win > 0
  ${RAISE_WIN_ON_CONFLICT}
)
select u.id as user_id, u.fun_funds as balance, g.id as bet_id, casino_require(g.id is not null) as ok
from u left join g on g.user_id = u.id`;

// One statement per bet: the user's row first (the one lock order of every money path), then the
// nonce and client seed the bet was decided with, the game record, the ledger row naming it and the
// leaderboard. When the balance does not cover the stake nothing happens and no row comes back. When
// the pair moved meanwhile (a nonce taken or a client seed set on another instance, a rotation)
// casino_require aborts the whole statement as a serialization failure, and the bet is decided again
// from the pair as it now is. An update re-reads a row that changed under it, so whatever another
// instance committed to the pair is seen: correct without any message between the instances.
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
  where id = $4::int and user_id = $1::int and active = 1 and nonce = $5::int and client_seed = $9::text
    and exists (select 1 from u)
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

const SINGLE_STATEMENTS = {
  loss: { name: 'casino_instant_bet', text: betStatement(false) },
  win: { name: 'casino_instant_bet_win', text: betStatement(true) },
};

const BATCH_NAME = 'casino_instant_bet_batch';

/** The fields of DecidedBet in the order of the batch statement's arrays $1..$12. */
const BATCH_COLUMNS = [
  'userId',
  'game',
  'stake',
  'payout',
  'seedId',
  'nonce',
  'details',
  'serverSeedHash',
  'clientSeed',
  'type',
  'description',
  'win',
] as const satisfies readonly (keyof DecidedBet)[];

/**
 * Settles several players' bets in one statement and one commit. The players must all differ.
 * Answers, per player id, the new balance and the game record's id; a missing player is a bet the
 * balance did not cover. Throws what the database throws (a 40001 when a pair moved).
 */
export async function settleBatch(
  pool: pg.Pool,
  bets: readonly DecidedBet[],
  at: string,
  threshold: number,
): Promise<Map<number, SettledBet>> {
  const values = [...BATCH_COLUMNS.map((column) => bets.map((bet) => bet[column])), at, threshold];
  const { rows } = await pool.query<{ user_id: number; balance: number; bet_id: number }>({
    name: BATCH_NAME,
    text: BATCH_STATEMENT,
    values,
  });
  return new Map(rows.map((row) => [row.user_id, { balance: Number(row.balance), betId: row.bet_id }]));
}

/**
 * Settles one bet alone, in the single-bet statement. Answers undefined when the balance did not
 * cover the stake; throws what the database throws (a 40001 when the pair moved).
 */
export async function settleSingle(
  pool: pg.Pool,
  bet: DecidedBet,
  at: string,
  threshold: number,
): Promise<SettledBet | undefined> {
  const statement = bet.win > 0 ? SINGLE_STATEMENTS.win : SINGLE_STATEMENTS.loss;
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
    at,
    bet.type,
    bet.description,
    threshold,
  ];
  if (bet.win > 0) values.push(bet.win);
  const { rows } = await pool.query<{ balance: number; bet_id: number }>({ ...statement, values });
  const row = rows[0];
  return row ? { balance: Number(row.balance), betId: row.bet_id } : undefined;
}
