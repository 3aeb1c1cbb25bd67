import type { FoldedRecord } from '../../core/wager/records-feed';

let nextId = 1_000_000;

/** A finished bet as the wager fold hands it on; a win pays `multiplier` × the stake. */
export function foldedBet(
  userId: number,
  game: string,
  multiplier: number,
  options: { betAmount?: number; details?: object } = {},
): FoldedRecord {
  const betAmount = options.betAmount ?? 10;
  const payout = Math.floor(betAmount * multiplier);
  nextId += 1;
  return {
    id: nextId,
    userId,
    game,
    betAmount,
    payout,
    profit: payout - betAmount,
    details: JSON.stringify(options.details ?? {}),
    createdAt: new Date().toISOString(),
    weighted: betAmount,
  };
}
