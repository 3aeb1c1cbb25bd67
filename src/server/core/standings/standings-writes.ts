import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema';
import { inSlices } from '../../db/values-list';
import {
  FOLLOW_BALANCE_ON_CONFLICT,
  LEADERBOARD_COLUMNS,
  RAISE_WIN_ON_CONFLICT,
} from './leaderboard-upserts';

// The leaderboard rule for money moves through the wallet (rounds, coinflip, shop, admin funds): the
// same SQL texts as the instant-bet engine's statements on both databases (leaderboard-upserts.ts),
// so the rule is written once.

/** One player's new balance, for Most FF. */
export interface BalanceMark {
  userId: number;
  balance: number;
  at: string;
}

/** One player's game win (net of the stake), for Largest Win. */
export interface WinMark {
  userId: number;
  amount: number;
  game: string;
  at: string;
}

// Each list is written in one statement per slice of rows; a statement may name each player once
// (PostgreSQL refuses an upsert that touches one row twice), which the feed sees to.

/** Most FF follows the balance, unless an admin has set the value. */
export async function followBalances(executor: Kysely<DB>, marks: readonly BalanceMark[]) {
  for (const slice of inSlices(marks)) {
    const rows = slice.map((mark) => sql`(${mark.userId}, 'most_ff', ${mark.balance}, null, ${mark.at}, 0)`);
    await sql`${sql.raw(LEADERBOARD_COLUMNS)} values ${sql.join(rows)}
      ${sql.raw(FOLLOW_BALANCE_ON_CONFLICT)}`.execute(executor);
  }
}

/** Largest Win rises when a win beats the player's best, unless an admin has set the value. */
export async function raiseWins(executor: Kysely<DB>, marks: readonly WinMark[]) {
  for (const slice of inSlices(marks)) {
    const rows = slice.map(
      (mark) => sql`(${mark.userId}, 'largest_win', ${mark.amount}, ${mark.game}, ${mark.at}, 0)`,
    );
    await sql`${sql.raw(LEADERBOARD_COLUMNS)} values ${sql.join(rows)}
      ${sql.raw(RAISE_WIN_ON_CONFLICT)}`.execute(executor);
  }
}
