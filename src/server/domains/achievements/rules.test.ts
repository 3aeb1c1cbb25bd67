import { describe, expect, it } from 'vitest';
import { ACHIEVEMENTS } from '../../../contract/achievements';
import { RARITIES } from '../../../contract/shop';
import { foldedBet as bet } from './achievements-kit';
import { countsReached, EMPTY_TALLY, foldBets, raceReached } from './rules';

const reached = (...records: ReturnType<typeof bet>[]) => [...foldBets(EMPTY_TALLY, records).reached].sort();

describe('the achievements catalogue', () => {
  it('has at least 25 achievements, each with a unique code, words, a rarity and a badge', () => {
    expect(ACHIEVEMENTS.length).toBeGreaterThanOrEqual(25);
    expect(new Set(ACHIEVEMENTS.map((a) => a.code)).size).toBe(ACHIEVEMENTS.length);
    for (const a of ACHIEVEMENTS) {
      expect(a.title.length).toBeGreaterThan(0);
      expect(a.description.length).toBeGreaterThan(0);
      expect(RARITIES).toContain(a.rarity);
      expect(a.badge.glyph.length).toBeGreaterThan(0);
      expect(a.badge.color).toMatch(/^#[0-9a-f]{6}$/);
    }
  });
});

describe('foldBets', () => {
  it('names the first bet of each game, won or lost', () => {
    expect(reached(bet(1, 'dice', 0))).toEqual(['first-dice']);
    expect(reached(bet(1, 'plinko', 0.5), bet(1, 'limbo', 2))).toEqual(['first-limbo', 'first-plinko']);
  });

  it('names the multiples of the stake a win reached, and a 10,000 FF stake', () => {
    expect(reached(bet(1, 'limbo', 9.99))).toEqual(['first-limbo']);
    expect(reached(bet(1, 'limbo', 10))).toEqual(['first-limbo', 'win-10x']);
    expect(reached(bet(1, 'limbo', 1000))).toEqual(['first-limbo', 'win-1000x', 'win-100x', 'win-10x']);
    expect(reached(bet(1, 'dice', 0, { betAmount: 10_000 }))).toEqual(['first-dice', 'high-roller']);
  });

  it('counts bets across batches through the tally', () => {
    const first = foldBets(
      EMPTY_TALLY,
      Array.from({ length: 99 }, () => bet(1, 'dice', 0)),
    );
    expect(first.reached.has('bets-100')).toBe(false);
    const second = foldBets(first.tally, [bet(1, 'slots', 0)]);
    expect(second.tally.bets).toBe(100);
    expect(second.reached.has('bets-100')).toBe(true);
  });

  it('counts a run of ten wins of one game, across batches; a loss, a push or another game starts it over', () => {
    const nine = foldBets(
      EMPTY_TALLY,
      Array.from({ length: 9 }, () => bet(1, 'dice', 2)),
    );
    expect(nine.tally).toMatchObject({ streakGame: 'dice', streak: 9 });
    expect(foldBets(nine.tally, [bet(1, 'dice', 2)]).reached.has('streak-10')).toBe(true);
    expect(foldBets(nine.tally, [bet(1, 'dice', 1)]).tally).toMatchObject({ streakGame: null, streak: 0 });
    expect(foldBets(nine.tally, [bet(1, 'dice', 0), bet(1, 'dice', 2)]).tally.streak).toBe(1);
    const other = foldBets(nine.tally, [bet(1, 'limbo', 2), bet(1, 'dice', 2)]);
    expect(other.tally).toMatchObject({ streakGame: 'dice', streak: 1 });
    expect(other.reached.has('streak-10')).toBe(false);
  });

  it("reads each game's own feats from the record's details", () => {
    expect(reached(bet(1, 'crash', 5, { details: { multiplier: 5 } }))).toContain('crash-5x');
    expect(reached(bet(1, 'crash', 0, { details: { multiplier: 0 } }))).not.toContain('crash-5x');
    expect(reached(bet(1, 'crash', 50, { details: { multiplier: 50.01 } }))).toContain('crash-50x');
    const gems = (n: number) => ({ revealed: Array.from({ length: n }, (_, i) => i) });
    expect(reached(bet(1, 'mines', 0, { details: gems(9) }))).not.toContain('mines-10');
    expect(reached(bet(1, 'mines', 3, { details: gems(10) }))).toContain('mines-10');
    expect(reached(bet(1, 'mines', 9, { details: gems(20) }))).toContain('mines-20');
    expect(reached(bet(1, 'blackjack', 2.5, { details: { result: 'blackjack' } }))).toContain(
      'blackjack-natural',
    );
    expect(reached(bet(1, 'blackjack', 1, { details: { result: 'push' } }))).not.toContain(
      'blackjack-natural',
    );
    expect(reached(bet(1, 'mines', 0, { details: 'not json' as unknown as object }))).toEqual([
      'first-mines',
    ]);
  });
});

describe('counts and ranks', () => {
  it('names the counts reached', () => {
    expect(countsReached('daily', 2)).toEqual([]);
    expect(countsReached('daily', 7)).toEqual(['daily-3', 'daily-7']);
    expect(countsReached('friends', 1)).toEqual(['friends-1']);
    expect(countsReached('shop', 10)).toEqual(['shop-1', 'shop-10']);
    expect(countsReached('level', 4)).toEqual([]);
    expect(countsReached('level', 10)).toEqual(['level-5', 'level-10']);
  });

  it('names the race finishes: top 10 among the prizes, top 3 on the podium', () => {
    expect(raceReached(11)).toEqual([]);
    expect(raceReached(10)).toEqual(['race-prize']);
    expect(raceReached(3)).toEqual(['race-prize', 'race-top3']);
  });
});
