import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema';
import { inSlices } from '../../db/values-list';
import { LEADERBOARD_COLUMNS, STANDINGS_ON_CONFLICT } from './leaderboard-upserts';

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

/**
 * Both lists in one statement per slice of rows (a money move's whole batch in one round trip): a
 * statement may name each player once per list (PostgreSQL refuses an upsert that touches one row
 * twice), which the feed sees to.
 */
export async function writeStandings(
  executor: Kysely<DB>,
  balances: readonly BalanceMark[],
  wins: readonly WinMark[],
) {
  const rows = [
    ...balances.map((mark) => sql`(${mark.userId}, 'most_ff', ${mark.balance}, null, ${mark.at}, 0)`),
    ...wins.map((mark) => sql`(${mark.userId}, 'largest_win', ${mark.amount}, ${mark.game}, ${mark.at}, 0)`),
  ];
  for (const slice of inSlices(rows)) {
    await sql`${sql.raw(LEADERBOARD_COLUMNS)} values ${sql.join(slice)}
      ${sql.raw(STANDINGS_ON_CONFLICT)}`.execute(executor);
  }
}
