import { describe, expect, it } from 'vitest';
import { HIGH_ROLLER_MIN_BET, LIVE_BETS_LIMIT, type LiveBet } from '../../../contract/live-bets-texts';
import { mergeBets } from './merge';

const bet = (id: number, betAmount = 1, payout = 0): LiveBet => ({
  id,
  game: 'dice',
  userId: 1,
  username: 'player',
  betAmount,
  payout,
  multiplier: payout / betAmount,
  createdAt: '2026-01-01T00:00:00.000Z',
});
const ids = (bets: LiveBet[]) => bets.map((item) => item.id);

describe('the live table rows', () => {
  it('puts new bets first, each once, at most 50', () => {
    const shown = Array.from({ length: LIVE_BETS_LIMIT }, (_, i) => bet(LIVE_BETS_LIMIT - i));
    const merged = mergeBets('all', shown, [bet(51), bet(50), bet(52)]);
    expect(merged).toHaveLength(LIVE_BETS_LIMIT);
    expect(ids(merged).slice(0, 3)).toEqual([52, 51, 50]);
    expect(new Set(ids(merged)).size).toBe(LIVE_BETS_LIMIT);
  });

  it('places a late bet by its id and keeps only those of the tab', () => {
    const merged = mergeBets('lucky', [bet(9, 1, 10), bet(5, 1, 20)], [bet(7, 1, 15), bet(8, 1, 0)]);
    expect(ids(merged)).toEqual([9, 7, 5]);
    expect(ids(mergeBets('high', [], [bet(1), bet(2, HIGH_ROLLER_MIN_BET)]))).toEqual([2]);
  });
});
