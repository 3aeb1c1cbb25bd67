import { beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_AT as AT, betRecordFixture } from '../../lib/bet-record-fixture';
import { preloadNamespaces } from '../../lib/i18n';
import { toRecentLimboGame } from './api';
import { roundAnnouncement } from './hooks/use-limbo-game';
import { limboText } from './limbo-texts';

const limboBet = (id: number, result: number, payout: number) =>
  betRecordFixture('limbo', id, payout, { target: 2, result });

beforeAll(() => preloadNamespaces(['limbo', 'common']));

describe('toRecentLimboGame', () => {
  it('shows the result against the target, with its profit', () => {
    expect(toRecentLimboGame(limboBet(7, 2.41, 20))).toEqual({
      betId: 7,
      won: true,
      result: 2.41,
      description: '2.41x against a target of 2.00x',
      profit: 10,
      createdAt: AT,
    });
    expect(toRecentLimboGame(limboBet(8, 1.3, 0))).toMatchObject({ won: false, profit: -10 });
  });

  it('a record without readable details still shows, with its stake', () => {
    const game = toRecentLimboGame({ ...limboBet(3, 1, 0), details: {} });
    expect(game).toMatchObject({ betId: 3, result: null, description: 'Limbo bet of 10 FF' });
  });
});

describe('roundAnnouncement', () => {
  it('is one sentence with the result, the money and the balance', () => {
    const base = { betId: 1, target: 2, betAmount: 10, multiplier: 2, winChance: 49.5 };
    const seeds = { serverSeedHash: 'h', clientSeed: 'c', nonce: 1 };
    expect(
      roundAnnouncement(limboText, { ...base, ...seeds, result: 2.41, won: true, payout: 20, balance: 110 }),
    ).toBe('2.41x, target 2.00x. You won 20 FF. Balance 110 FF.');
    expect(
      roundAnnouncement(limboText, { ...base, ...seeds, result: 1.5, won: false, payout: 0, balance: 90 }),
    ).toBe('1.50x, target 2.00x. You lost 10 FF. Balance 90 FF.');
  });
});
