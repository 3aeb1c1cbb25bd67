import { beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_AT as AT, betRecordFixture } from '../../lib/bet-record-fixture';
import { preloadNamespaces } from '../../lib/i18n';
import { toRecentDiceGame } from './api';

const diceBet = (id: number, roll: number, payout: number) =>
  betRecordFixture('dice', id, payout, {
    prediction: 'over',
    targetNumber: 3,
    diceResult: roll,
    multiplier: 2,
  });

beforeAll(() => preloadNamespaces(['dice']));

describe('toRecentDiceGame', () => {
  it('shows the roll in the words of the result box, with its profit', () => {
    expect(toRecentDiceGame(diceBet(7, 5, 20))).toEqual({
      betId: 7,
      won: true,
      roll: 5,
      description: 'Rolled 5: over 3 wins',
      profit: 10,
      createdAt: AT,
    });
    expect(toRecentDiceGame(diceBet(8, 2, 0))).toMatchObject({
      won: false,
      description: 'Rolled 2: over 3 loses',
      profit: -10,
    });
  });

  it('two rolls with the same profit in the same second each keep their own bet', () => {
    const games = [diceBet(12, 6, 20), diceBet(11, 4, 20)].map(toRecentDiceGame);
    expect(games.map((game) => [game.betId, game.roll])).toEqual([
      [12, 6],
      [11, 4],
    ]);
  });

  it('a record without readable details still shows, with its stake', () => {
    const game = toRecentDiceGame({ ...diceBet(3, 1, 0), details: {} });
    expect(game).toMatchObject({ betId: 3, roll: null, description: 'Dice bet of 10 FF' });
  });
});
