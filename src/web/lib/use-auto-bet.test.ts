import { beforeAll, describe, expect, it } from 'vitest';
import { preloadNamespaces } from './i18n';
import { type AutoBetSettings, autoBetEndText, limitReached } from './use-auto-bet';

const settings = (limits: Partial<AutoBetSettings>): AutoBetSettings => ({
  bets: 10,
  stopOnProfit: null,
  stopOnLoss: null,
  stopOnWin: null,
  ...limits,
});

describe('limitReached', () => {
  it.each([
    ['no limits', settings({}), 500, 1000, null],
    ['profit reached', settings({ stopOnProfit: 50 }), 50, 20, 'profit'],
    ['profit not yet', settings({ stopOnProfit: 50 }), 49, 20, null],
    ['loss reached', settings({ stopOnLoss: 30 }), -30, 0, 'loss'],
    ['loss not yet', settings({ stopOnLoss: 30 }), -29, 0, null],
    ['a single win at the limit', settings({ stopOnWin: 100 }), -40, 100, 'win'],
    ['the single win counts the payout, not the run', settings({ stopOnWin: 100 }), 150, 60, null],
  ] as const)('%s', (_, limits, net, payout, expected) => {
    expect(limitReached(limits, net, payout)).toBe(expected);
  });
});

describe('autoBetEndText', () => {
  beforeAll(() => preloadNamespaces(['common']));

  it('says how the run ended and what it came to', () => {
    expect(autoBetEndText('done', 10, 40)).toBe('Autobet finished after 10 bets. Net +40 FF.');
    expect(autoBetEndText('loss', 1, -5)).toBe(
      'Autobet stopped after 1 bet: the loss limit was reached. Net -5 FF.',
    );
  });

  it("speaks of a game's own rounds", () => {
    expect(autoBetEndText('funds', 3, 0, { unit: 'spin' })).toBe(
      'Auto spin stopped after 3 spins: not enough funds for the next spin. Net 0 FF.',
    );
  });
});
