import type { LedgerRow } from '../money/wallet-repository';
import { type LedgerListener, netWinOf } from '../money/wallet-service';
import { type BalanceMark, type WinMark, writeStandings } from './standings-writes';

/**
 * A game win as the Largest Win list counts it: a 'win' ledger row of a game, valued net of its
 * stake (instant bets write the net; a round's payout row carries the stake it is net of).
 */
export function isGameWin(
  row: Pick<LedgerRow, 'type' | 'game' | 'amount' | 'stake'>,
): row is LedgerRow & { game: string } {
  return row.type === 'win' && row.game !== null && netWinOf(row) > 0;
}

/**
 * Keeps both lists current from inside each money move's own transaction: per player, the last
 * balance of the rows and their best win.
 */
export function leaderboardFeed(): LedgerListener {
  return async (trx, rows) => {
    const balances = new Map<number, BalanceMark>();
    const wins = new Map<number, WinMark>();
    for (const row of rows) {
      balances.set(row.userId, { userId: row.userId, balance: row.balanceAfter, at: row.createdAt });
      if (!isGameWin(row)) continue;
      const amount = netWinOf(row);
      if ((wins.get(row.userId)?.amount ?? 0) < amount) {
        wins.set(row.userId, { userId: row.userId, amount, game: row.game, at: row.createdAt });
      }
    }
    await writeStandings(trx, [...balances.values()], [...wins.values()]);
  };
}
