import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema';
import {
  FOLLOW_BALANCE_ON_CONFLICT,
  LEADERBOARD_COLUMNS,
  RAISE_WIN_ON_CONFLICT,
} from './leaderboard-upserts';

// The leaderboard rule for money moves through the wallet (rounds, coinflip, shop, admin funds): the
// same SQL texts as the instant-bet engine's statements on both databases (leaderboard-upserts.ts),
// so the rule is written once.

/** Most FF follows the balance, unless an admin has set the value. */
export async function followBalance(executor: Kysely<DB>, userId: number, balance: number, at: string) {
  await sql`${sql.raw(LEADERBOARD_COLUMNS)} values (${userId}, 'most_ff', ${balance}, null, ${at}, 0)
    ${sql.raw(FOLLOW_BALANCE_ON_CONFLICT)}`.execute(executor);
}

/** Largest Win rises when a win beats the player's best, unless an admin has set the value. */
export async function raiseWin(
  executor: Kysely<DB>,
  userId: number,
  amount: number,
  game: string,
  at: string,
) {
  await sql`${sql.raw(LEADERBOARD_COLUMNS)} values (${userId}, 'largest_win', ${amount}, ${game}, ${at}, 0)
    ${sql.raw(RAISE_WIN_ON_CONFLICT)}`.execute(executor);
}
