import type { LedgerRow } from '../money/wallet-repository';
import { type LedgerListener, netWinOf } from '../money/wallet-service';
import { followBalance, raiseWin } from './standings-writes';

/**
 * A game win as the Largest Win list counts it: a 'win' ledger row of a game, valued net of its
 * stake (instant bets write the net; a round's payout row carries the stake it is net of).
 */
export function isGameWin(
  row: Pick<LedgerRow, 'type' | 'game' | 'amount' | 'stake'>,
): row is LedgerRow & { game: string } {
  return row.type === 'win' && row.game !== null && netWinOf(row) > 0;
}

/** Keeps both lists current from inside each money move's own transaction. */
export function leaderboardFeed(): LedgerListener {
  return async (trx, row) => {
    await followBalance(trx, row.userId, row.balanceAfter, row.createdAt);
    if (isGameWin(row)) await raiseWin(trx, row.userId, netWinOf(row), row.game, row.createdAt);
  };
}
