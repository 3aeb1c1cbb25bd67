import { describe, expect, it } from 'vitest';
import { splitRain } from './rain-split';

describe('splitRain', () => {
  it.each([
    [1_000, 1, [1_000]],
    [1_000, 3, [334, 333, 333]],
    [1_000, 4, [250, 250, 250, 250]],
    [1_001, 25, [41, 40, ...Array<number>(23).fill(40)]],
    [1_024, 25, [...Array<number>(24).fill(41), 40]],
    [10_000, 7, [1_429, 1_429, 1_429, 1_429, 1_428, 1_428, 1_428]],
  ])('splits %i FF over %i players as %j', (amount, players, shares) => {
    expect(splitRain(amount, players)).toEqual(shares);
  });

  it('pays out exactly the amount, shares apart by 1 FF at most, the larger ones first', () => {
    for (let amount = 1_000; amount <= 1_200; amount += 7) {
      for (let players = 1; players <= 25; players += 1) {
        const shares = splitRain(amount, players);
        expect(shares).toHaveLength(players);
        expect(shares.reduce((sum, share) => sum + share, 0)).toBe(amount);
        expect(Math.max(...shares) - Math.min(...shares)).toBeLessThanOrEqual(1);
        expect([...shares].sort((a, b) => b - a)).toEqual(shares);
      }
    }
  });

  it.each([
    [1.5, 2],
    [-1, 2],
    [100, 0],
  ])('refuses %d FF over %d players', (amount, players) => {
    expect(() => splitRain(amount, players)).toThrow();
  });
});
