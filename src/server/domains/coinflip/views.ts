import {
  COINFLIP_BOT_NAME,
  type CoinflipResult,
  type CoinflipSession,
  type CoinflipStatus,
} from '../../../contract/coinflip';
import {
  BOT_PLAYER,
  COINFLIP_NONCE,
  COINFLIP_PAYOUT_FACTOR,
  type CoinflipPlayer,
  type CoinSide,
  coinflipClientSeed,
} from '../../../games/coinflip';
import type { SessionWithNames } from './repository';

function opponentOf(row: SessionWithNames): CoinflipPlayer | null {
  if (row.opponentIsBot === 1) return BOT_PLAYER;
  return row.opponentId;
}

/** The winner of a decided session: the stored user, or the bot when none is stored. */
function winnerOf(row: SessionWithNames): CoinflipPlayer {
  return row.winnerId ?? BOT_PLAYER;
}

/**
 * A session as players see it. While it is active the result is already decided but stays hidden,
 * with the server seed, until it is announced (completed).
 */
export function toSessionView(row: SessionWithNames): CoinflipSession {
  const revealed = row.status === 'completed';
  return {
    id: row.id,
    creator: row.creatorName,
    creatorId: row.creatorId,
    opponent: row.opponentIsBot === 1 ? COINFLIP_BOT_NAME : row.opponentName,
    opponentId: row.opponentId,
    opponentIsBot: row.opponentIsBot === 1,
    amount: row.amount,
    // Cancelled sessions are never listed; a cancelled row only ever reaches a view as finished.
    status: (row.status === 'cancelled' ? 'completed' : row.status) as CoinflipStatus,
    choice: row.choice as CoinSide,
    serverSeedHash: row.serverSeedHash,
    createdAt: row.createdAt,
    joinedAt: row.joinedAt,
    result: revealed ? (row.result as CoinSide) : null,
    winner: revealed ? winnerOf(row) : null,
    serverSeed: revealed ? row.serverSeed : null,
  };
}

/** The announcement of a decided session, with everything needed to recompute the flip. */
export function toResult(row: SessionWithNames): CoinflipResult {
  const opponent = opponentOf(row) ?? BOT_PLAYER;
  const winner = winnerOf(row);
  const winnerName =
    winner === row.creatorId ? row.creatorName : winner === BOT_PLAYER ? COINFLIP_BOT_NAME : row.opponentName;
  return {
    sessionId: row.id,
    winner,
    winnerName: winnerName ?? '',
    result: row.result as CoinSide,
    amount: row.amount,
    payout: row.amount * COINFLIP_PAYOUT_FACTOR,
    serverSeed: row.serverSeed,
    serverSeedHash: row.serverSeedHash,
    clientSeed: coinflipClientSeed(row.creatorId, opponent),
    nonce: COINFLIP_NONCE,
    session: toSessionView(row),
  };
}

/** The user ids playing in a session (the bot is nobody's room). */
export function playersOf(row: { creatorId: number; opponentId: number | null }): number[] {
  return row.opponentId === null ? [row.creatorId] : [row.creatorId, row.opponentId];
}
