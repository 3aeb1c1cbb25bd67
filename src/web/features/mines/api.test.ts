import { describe, expect, it } from 'vitest';
import { FIXTURE_AT as AT, betRecordFixture } from '../../lib/bet-record-fixture';
import { toRecentMinesGame } from './api';

const minesBet = (id: number, payout: number, details: Record<string, unknown>) =>
  betRecordFixture('mines', id, payout, details);

describe('toRecentMinesGame', () => {
  it('a cash-out shows its mines, multiplier, stake and profit', () => {
    const bet = minesBet(5, 14, { mineCount: 3, multiplier: 1.41, status: 'won', revealed: [1, 2] });
    expect(toRecentMinesGame(bet)).toEqual({
      betId: 5,
      won: true,
      betAmount: 10,
      profit: 4,
      mineCount: 3,
      multiplier: 1.41,
      createdAt: AT,
    });
  });

  it('a mine shows no multiplier and loses the stake', () => {
    const bet = minesBet(6, 0, { mineCount: 24, multiplier: 1, status: 'lost', revealed: [] });
    expect(toRecentMinesGame(bet)).toMatchObject({ won: false, multiplier: null, profit: -10 });
  });

  it('two games with the same payout in the same second each keep their own bet', () => {
    const details = { mineCount: 24, multiplier: 1, status: 'lost' };
    const games = [minesBet(9, 0, details), minesBet(8, 0, details)].map(toRecentMinesGame);
    expect(games.map((game) => game.betId)).toEqual([9, 8]);
  });
});
