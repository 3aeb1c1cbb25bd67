import { describe, expect, it } from 'vitest';
import { HIGH_ROLLER_MIN_BET, LIVE_BETS_LIMIT, type LiveBet } from '../../../contract/live-bets';
import { pushedBets } from './views';

const bet = (id: number, betAmount: number, payout: number): LiveBet => ({
  id,
  game: 'dice',
  userId: 1,
  username: 'player',
  betAmount,
  payout,
  multiplier: payout / betAmount,
  createdAt: '2026-01-01T00:00:00.000Z',
});

describe('a push of the live feed', () => {
  it('keeps every bet of a small batch, oldest first', () => {
    expect(pushedBets([bet(3, 1, 0), bet(1, 1, 2), bet(2, 1, 0)]).map((b) => b.id)).toEqual([1, 2, 3]);
  });

  it('keeps the newest 50 of a burst and every lucky win and high roller among the older ones', () => {
    const lucky = bet(1, 1, 10);
    const high = bet(2, HIGH_ROLLER_MIN_BET, 0);
    const small = Array.from({ length: 200 }, (_, i) => bet(10 + i, 1, 0));
    const kept = pushedBets([...small, high, lucky]).map((b) => b.id);
    expect(kept).toHaveLength(LIVE_BETS_LIMIT + 2);
    expect(kept.slice(0, 2)).toEqual([1, 2]);
    expect(kept.at(-1)).toBe(209);
  });
});
