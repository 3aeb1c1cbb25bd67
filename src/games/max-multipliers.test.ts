import { describe, expect, it } from 'vitest';
import { blackjackMaxMultiplier, dealRound, reduceBlackjack } from './blackjack';
import { deal, play } from './blackjack-test-kit';
import { COIN_SIDES, coinflipMaxMultiplier, settleCoinflip } from './coinflip';
import { DICE_PREDICTIONS, DICE_SIDES, diceMaxMultiplier, settleDice } from './dice';
import { fairFloats } from './fair';
import { LIMBO_MAX_TARGET, LIMBO_MIN_TARGET, limboRule } from './limbo';
import { MAX_MINES, MIN_MINES, MINES_TILES, minesMaxMultiplier, minesMultiplier, minesWin } from './mines';
import { PLINKO_MAX_ROWS, PLINKO_MIN_ROWS, PLINKO_RISKS, plinkoMaxMultiplier, plinkoRule } from './plinko';
import { evaluateSpin, REELS, ROWS, type SlotSymbol, settleSpin, slotsMaxMultiplier } from './slots';

// Each game's largest multiplier is what the server checks a stake against before it draws: it must
// bound every payout the game can make for those options, and some outcome must reach it.

const BET = 1000;

describe('largest multipliers', () => {
  it('dice: the one winning multiplier of each prediction and target', () => {
    for (const prediction of DICE_PREDICTIONS) {
      for (let target = 1; target <= DICE_SIDES; target += 1) {
        const max = diceMaxMultiplier(prediction, target);
        const payouts = [0, 1, 2, 3, 4, 5].map(
          (face) => settleDice(BET, prediction, target, [(face + 0.5) / DICE_SIDES]).winAmount,
        );
        expect(Math.max(...payouts)).toBe(Math.floor(BET * max));
      }
    }
    expect(diceMaxMultiplier('exact', 3)).toBe(6);
    expect(diceMaxMultiplier('over', 1)).toBe(1.2);
    expect(diceMaxMultiplier('over', 6)).toBe(0);
  });

  it('mines: the full-board cash-out, C(25, mines), the largest of the round', () => {
    const binomial = (n: number, k: number): number => (k === 0 ? 1 : (binomial(n - 1, k - 1) * n) / k);
    for (let mines = MIN_MINES; mines <= MAX_MINES; mines += 1) {
      const max = minesMaxMultiplier(mines);
      expect(max).toBe(binomial(MINES_TILES, mines));
      for (let safe = 0; safe <= MINES_TILES - mines; safe += 1) {
        expect(minesMultiplier(mines, safe)).toBeLessThanOrEqual(max);
      }
      expect(minesWin(BET, max)).toBe(BET * max);
    }
    expect(minesMaxMultiplier(12)).toBe(5_200_300);
  });

  it('slots: fifteen captains pay every line at once, and no spin pays more', () => {
    const captains = Array.from({ length: REELS }, () => Array<SlotSymbol>(ROWS).fill('captain'));
    expect(evaluateSpin(captains, BET).win).toBe(BET * slotsMaxMultiplier());
    expect(slotsMaxMultiplier()).toBe(9000);
    for (let nonce = 0; nonce < 500; nonce += 1) {
      const floats = fairFloats({ serverSeed: 'max', clientSeed: 'spins', nonce }, REELS * ROWS);
      expect(settleSpin(BET, floats).win).toBeLessThanOrEqual(BET * slotsMaxMultiplier());
    }
  });

  it('blackjack: a doubled win (4×) tops a blackjack (2.5×), and no round pays more', () => {
    expect(play(deal(BET, '5', '10', '6', '7', '10', '9'), 'double').payout).toBe(BET * 4);
    expect(deal(BET, 'A', '10', 'K', '7').payout).toBe(2.5 * BET);
    expect(blackjackMaxMultiplier()).toBe(4);
    for (let nonce = 0; nonce < 500; nonce += 1) {
      const dealt = dealRound(BET, fairFloats({ serverSeed: 'max', clientSeed: 'deals', nonce }, 51));
      for (const type of ['stand', 'double'] as const) {
        const step = dealt.status === 'playing' ? reduceBlackjack(dealt, { type }) : { state: dealt };
        if ('state' in step) expect(step.state.payout).toBeLessThanOrEqual(BET * blackjackMaxMultiplier());
      }
    }
  });

  it('coinflip: the winner takes 2×, whichever side is called', () => {
    for (const choice of COIN_SIDES) {
      const outcome = settleCoinflip({ serverSeed: 'max', creatorId: 1, opponent: 'bot' }, choice, BET);
      expect(outcome.payout).toBe(BET * coinflipMaxMultiplier());
    }
  });

  it('limbo: the target itself, paid by any result that reaches it', () => {
    for (const target of [LIMBO_MIN_TARGET, 2, 2.5, 1234.56, LIMBO_MAX_TARGET]) {
      expect(limboRule.maxMultiplier({ target })).toBe(target);
      const top = limboRule.decide(BET, { target }, [1 - 2 ** -32]);
      expect(top.payout).toBe((BET * Math.round(target * 100)) / 100);
      for (let nonce = 0; nonce < 200; nonce += 1) {
        const floats = fairFloats({ serverSeed: 'max', clientSeed: 'limbo', nonce }, 1);
        expect(limboRule.decide(BET, { target }, floats).payout).toBeLessThanOrEqual(BET * target);
      }
    }
  });

  it('plinko: the edge slot of each table, reached by a ball that always falls one way', () => {
    for (let rows = PLINKO_MIN_ROWS; rows <= PLINKO_MAX_ROWS; rows += 1) {
      for (const risk of PLINKO_RISKS) {
        const max = plinkoMaxMultiplier(rows, risk);
        expect(plinkoRule.maxMultiplier({ rows, risk })).toBe(max);
        const left = plinkoRule.decide(BET, { rows, risk }, new Array<number>(rows).fill(0));
        const right = plinkoRule.decide(BET, { rows, risk }, new Array<number>(rows).fill(0.99));
        // 1000 × 260.34 is 260339.99… in doubles: the payout is counted in hundredths.
        const payout = (BET * Math.round(max * 100)) / 100;
        expect([left.payout, right.payout]).toEqual([payout, payout]);
        for (let nonce = 0; nonce < 50; nonce += 1) {
          const floats = fairFloats({ serverSeed: 'max', clientSeed: `plinko ${risk}`, nonce }, rows);
          expect(plinkoRule.decide(BET, { rows, risk }, floats).payout).toBeLessThanOrEqual(BET * max);
        }
      }
    }
    expect(plinkoMaxMultiplier(16, 'high')).toBe(1000);
  });
});
