import type { BetRecord } from '../../../contract/fairness';
import {
  BOT_PLAYER,
  COINFLIP_NONCE,
  COINFLIP_PAYOUT_FACTOR,
  type CoinflipSeat,
  type CoinSide,
  coinflipClientSeed,
  flipCoin,
  isCoinSide,
} from '../../../games/coinflip';
import { type Check, check } from './checks';

// A coinflip round recomputed with the game's own code: its seed is the session's, its client seed
// the two players' ids (creator first), its nonce always COINFLIP_NONCE (one session, one flip).

/** What the coin shows; for a recorded round, the side its player called and what the round pays them. */
export interface CoinflipFlip {
  game: 'coinflip';
  result: CoinSide;
  side: CoinSide | null;
  payout: number | null;
}

/**
 * The seat a coinflip client seed stands for ("12:34", or "12:bot" against the house's bot); null for a
 * text the game never writes.
 */
export function coinflipSeat(serverSeed: string, clientSeed: string): CoinflipSeat | null {
  const match = /^(\d+):(\d+|bot)$/.exec(clientSeed);
  if (!match) return null;
  const creatorId = Number(match[1]);
  const opponent = match[2] === BOT_PLAYER ? BOT_PLAYER : Number(match[2]);
  if (!Number.isSafeInteger(creatorId) || (opponent !== BOT_PLAYER && !Number.isSafeInteger(opponent))) {
    return null;
  }
  // Written again from the ids, the seed must be the same text ("012:3" is not one the game writes).
  return coinflipClientSeed(creatorId, opponent) === clientSeed ? { serverSeed, creatorId, opponent } : null;
}

/** The coin for a server seed and a session's client seed; null when the client seed is not a session's. */
export function flipFromSeeds(serverSeed: string, clientSeed: string): CoinSide | null {
  const seat = coinflipSeat(serverSeed, clientSeed);
  return seat && flipCoin(seat);
}

/** What the round pays the player who called `side`: twice the stake to the winner, nothing to the loser. */
export function coinflipPayout(stake: number, side: CoinSide, result: CoinSide): number {
  return side === result ? stake * COINFLIP_PAYOUT_FACTOR : 0;
}

/** A recorded round (details {side, result}) flipped again from its revealed seed. */
export function coinflipChecks(
  bet: BetRecord,
  seed: { serverSeed: string; clientSeed: string },
): { checks: Check[]; outcome: CoinflipFlip } | null {
  const { side, result } = bet.details;
  const seat = coinflipSeat(seed.serverSeed, seed.clientSeed);
  if (!isCoinSide(side) || !isCoinSide(result) || !seat) return null;
  const flip = flipCoin(seat);
  const payout = coinflipPayout(bet.betAmount, side, flip);
  return {
    outcome: { game: 'coinflip', result: flip, side, payout },
    checks: [
      check('Nonce', String(bet.nonce), String(COINFLIP_NONCE)),
      check('Flip', result, flip),
      check('Payout', String(bet.payout), String(payout)),
    ],
  };
}
