import { describe, expect, it } from 'vitest';
import { COINFLIP_PAYOUT_FACTOR, flipCoin } from '../../../games/coinflip';
import { CRASH_STEPS, crashDrawsReaching } from '../../../games/crash';
import {
  canWin,
  DICE_PREDICTIONS,
  DICE_SIDES,
  diceMultiplier,
  diceRule,
  winChance,
} from '../../../games/dice';
import { INSTANT_GAMES } from '../../../games/instant-games';
import { MAX_MINES, MIN_MINES, MINES_TILES, minesMultiplier } from '../../../games/mines';
import {
  matchLine,
  PAYLINES,
  REELS,
  SLOT_SYMBOLS,
  type SlotSymbol,
  SYMBOL_WEIGHTS,
} from '../../../games/slots';
import { RTP_GAMES, THEORETICAL_RTP } from './theoretical-rtp';

const rtpOf = (game: string) => THEORETICAL_RTP.find((entry) => entry.game === game)?.rtp;

describe('theoretical return to player', () => {
  it('lists every game once, the first five in the page order and every instant game', () => {
    expect(RTP_GAMES.slice(0, 5)).toEqual(['dice', 'slots', 'mines', 'blackjack', 'coinflip']);
    expect(new Set(RTP_GAMES).size).toBe(RTP_GAMES.length);
    for (const game of Object.keys(INSTANT_GAMES)) expect(RTP_GAMES).toContain(game);
  });

  it('gives every instant game the figure its rule states', () => {
    for (const [game, rule] of Object.entries(INSTANT_GAMES)) expect(rtpOf(game)).toBe(rule.theoreticalRtp);
  });

  it('dice: every prediction that can win pays exactly its odds', () => {
    for (const prediction of DICE_PREDICTIONS) {
      for (let target = 1; target <= DICE_SIDES; target += 1) {
        if (!canWin(prediction, target)) continue;
        expect(winChance(prediction, target) * diceMultiplier(prediction, target)).toBeCloseTo(1, 12);
      }
    }
    expect(rtpOf('dice')).toBe(1);
    expect(diceRule.theoreticalRtp).toBe(1);
  });

  it('slots: 98.59 %, by enumerating every line of five cells with its weights', () => {
    const weights = SLOT_SYMBOLS.map((symbol) => SYMBOL_WEIGHTS[symbol]);
    const total = weights.reduce((sum, weight) => sum + weight, 0);
    const cells: SlotSymbol[] = Array(REELS).fill('rum');
    let paid = 0;
    for (let code = 0; code < SLOT_SYMBOLS.length ** REELS; code += 1) {
      let rest = code;
      let weight = 1;
      for (let reel = 0; reel < REELS; reel += 1) {
        const index = rest % SLOT_SYMBOLS.length;
        cells[reel] = SLOT_SYMBOLS[index] as SlotSymbol;
        weight *= weights[index] as number;
        rest = Math.floor(rest / SLOT_SYMBOLS.length);
      }
      paid += weight * (matchLine(cells)?.factor ?? 0);
    }
    expect(rtpOf('slots')).toBeCloseTo((PAYLINES.length * paid) / total ** REELS, 12);
    expect(rtpOf('slots')).toBeCloseTo(0.9859, 4);
  });

  it('mines: exact odds at every cash-out (100 %), never below 99 % once floored to two decimals', () => {
    for (let mines = MIN_MINES; mines <= MAX_MINES; mines += 1) {
      let survive = 1;
      let odds = 1;
      for (let safe = 1; safe <= MINES_TILES - mines; safe += 1) {
        survive *= (MINES_TILES - mines - safe + 1) / (MINES_TILES - safe + 1);
        odds *= (MINES_TILES - safe + 1) / (MINES_TILES - mines - safe + 1);
        expect(survive * odds).toBeCloseTo(1, 9);
        const floored = survive * minesMultiplier(mines, safe);
        expect(floored).toBeLessThanOrEqual(1 + 1e-9);
        expect(floored).toBeGreaterThan(0.99);
      }
    }
    expect(rtpOf('mines')).toBe(1);
  });

  it('coinflip: a fair coin and twice the stake to the winner is an even game', () => {
    expect(COINFLIP_PAYOUT_FACTOR * 0.5).toBe(1);
    expect(rtpOf('coinflip')).toBe(1);
    // The coin reads heads below one half of its float: both sides come up (the seed decides which).
    const sides = new Set(
      Array.from({ length: 40 }, (_, i) => flipCoin({ serverSeed: `seed-${i}`, creatorId: 1, opponent: 2 })),
    );
    expect(sides).toEqual(new Set(['heads', 'tails']));
  });

  it('crash: 99 % at every cash-out point, from the share of the 2^52 draws that reach it', () => {
    expect(rtpOf('crash')).toBe(0.99);
    for (const target of [1.01, 1.5, 2, 7.77, 100, 12_345.67, 1_000_000]) {
      const hundredths = BigInt(Math.round(target * 100));
      const reaching = Number(crashDrawsReaching(hundredths)) / Number(CRASH_STEPS);
      expect(target * reaching).toBeCloseTo(0.99, 6);
    }
  });

  it('blackjack: no single figure (the return depends on the decisions), with a note that says so', () => {
    const blackjack = THEORETICAL_RTP.find((entry) => entry.game === 'blackjack');
    expect(blackjack?.rtp).toBeNull();
    expect(blackjack?.note).toMatch(/how you play/);
  });
});
