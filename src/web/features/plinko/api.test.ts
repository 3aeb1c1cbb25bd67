import { beforeAll, describe, expect, it } from 'vitest';
import { betRecordFixture } from '../../lib/bet-record-fixture';
import { chooseLocale, preloadNamespaces } from '../../lib/i18n';
import { toRecentPlinkoGame } from './api';
import { slotLabel } from './slot-colours';

const plinkoBet = (details: Record<string, unknown>, payout: number) =>
  betRecordFixture('plinko', 4, payout, details);

beforeAll(() => preloadNamespaces(['plinko']));

describe('toRecentPlinkoGame', () => {
  it('shows the slot and the board from the bet record', () => {
    const details = { rows: 12, risk: 'high', path: [], slot: 0, multiplier: 170.26 };
    expect(toRecentPlinkoGame(plinkoBet(details, 1702))).toMatchObject({
      betId: 4,
      won: true,
      multiplier: 170.26,
      description: '170.26x on 12 rows, high risk',
      board: '12 rows · High',
      profit: 1692,
    });
  });

  it('counts a partial return as a loss and falls back to the stake when details are missing', () => {
    expect(toRecentPlinkoGame(plinkoBet({ rows: 8, risk: 'low', multiplier: 0.5 }, 5)).won).toBe(false);
    expect(toRecentPlinkoGame(plinkoBet({}, 0))).toMatchObject({
      multiplier: null,
      description: 'Plinko bet of 10 FF',
    });
  });
});

describe('slotLabel', () => {
  it('keeps labels short, shorter still on a crowded row', () => {
    expect(slotLabel(1000)).toBe('1K');
    expect(slotLabel(170.26)).toBe('170');
    expect(slotLabel(2.98, true)).toBe('2.9');
    expect(slotLabel(1.1)).toBe('1.1');
    expect(slotLabel(41.23)).toBe('41.2');
    expect(slotLabel(41.23, true)).toBe('41');
    expect(slotLabel(5.62)).toBe('5.62');
    expect(slotLabel(5.62, true)).toBe('5.6');
    expect(slotLabel(0.2, true)).toBe('0.2');
  });

  it("writes thousands and decimals in the player's language", async () => {
    try {
      await chooseLocale('de');
      expect([slotLabel(1000), slotLabel(1500.5), slotLabel(41.23)]).toEqual(['1 Tsd.', '1,5 Tsd.', '41,2']);
      await chooseLocale('es');
      expect(slotLabel(1000)).toBe('1 mil');
      await chooseLocale('pt-BR');
      expect(slotLabel(2000)).toBe('2 mil');
    } finally {
      await chooseLocale('en');
    }
  });
});
